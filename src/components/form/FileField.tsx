/**
 * One file in a form (an upload dialog): antd Upload keeps the chosen file
 * in the form (nothing is sent on choosing), and the field's rules check it
 * before the form is sent: chosen, an extension the call takes, within its
 * size limit, not empty. The texts are `resource.file.*`.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Upload, type FormRule, type UploadFile } from 'antd';
import { fileProblem, type FileLimits } from '@/utils/files';

/** The file a FileField holds. */
export function chosenFile(list: UploadFile[] | undefined): File | undefined {
  return list?.[0]?.originFileObj;
}

/** A limit in words: whole megabytes as such ("100 MB"). */
export function limitText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export interface FileFieldProps {
  label: string;
  limits: FileLimits;
  name?: string;
}

export default function FileField({ label, limits, name = 'file' }: FileFieldProps) {
  const intl = useIntl();
  const values = { extensions: limits.extensions.join(', '), max: limitText(limits.maxBytes) };
  const rule: FormRule = {
    required: true,
    validator: (_, list: UploadFile[] | undefined) => {
      const file = chosenFile(list);
      const problem = fileProblem(file ? { name: file.name, size: file.size } : undefined, limits);
      return problem ? Promise.reject(new Error(intl.formatMessage({ id: `resource.file.${problem}` }, values))) : Promise.resolve();
    },
  };
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList?: UploadFile[] } | UploadFile[]) => (Array.isArray(event) ? event : (event.fileList ?? [])).slice(-1)}
      rules={[rule]}
      extra={intl.formatMessage({ id: 'resource.file.hint' }, values)}
    >
      <Upload accept={limits.extensions.join(',')} maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>{intl.formatMessage({ id: 'resource.file.choose' })}</Button>
      </Upload>
    </Form.Item>
  );
}
