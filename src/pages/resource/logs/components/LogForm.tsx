/**
 * Add a log package (the file, its name, when it was generated, the device's
 * serial number) or edit one (the file stays). The file is checked before
 * anything is sent (extension, at most 100 MB); the upload runs in the one
 * upload store, so its progress shows in the header while the dialog waits
 * for the server's answer. A refusal keeps the dialog and its values, with
 * the server's reasons on their fields; OK again sends it again.
 */
import { ProFormDateTimePicker, ProFormText } from '@ant-design/pro-components';
import { Form, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import FileField, { chosenFile } from '@/components/form/FileField';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { useDialogUpload } from '@/components/upload/useDialogUpload';
import { updateLog, uploadLog } from '@/services/resources';
import { TEXT_MAX } from '@/utils/rules';
import { LOG_EXTENSIONS, LOG_MAX_BYTES, type LogPackage, type LogPackageInput } from '@/services/types/resource';
import { useTranslate } from '@/utils/translate';

interface LogFormValues {
  file?: UploadFile[];
  name: string;
  generatedAt: Dayjs | string | number;
  serialNumber?: string;
}

const SERVER_FIELDS = { file: 'file', name: 'name', generatedAt: 'generatedAt', serialNumber: 'serialNumber' };
const LIMITS = { extensions: LOG_EXTENSIONS, maxBytes: LOG_MAX_BYTES };

export interface LogFormProps {
  open: boolean;
  record?: LogPackage;
  onClose: () => void;
  onSaved: (saved: LogPackage) => void;
}

export function toLogInput(values: LogFormValues): LogPackageInput {
  return { name: values.name.trim(), generatedAt: dayjs(values.generatedAt).valueOf(), serialNumber: (values.serialNumber ?? '').trim() };
}

export default function LogForm({ open, record, onClose, onSaved }: LogFormProps) {
  const rules = useRules();
  const upload = useDialogUpload(open, 'log-upload-progress');
  const [form] = Form.useForm<LogFormValues>();
  const t = useTranslate();

  const save = async (values: LogFormValues) => {
    // The picker's own value keeps the milliseconds a stored time has (the submitted one is text to the second).
    const input = toLogInput({ ...values, generatedAt: form.getFieldValue('generatedAt') ?? values.generatedAt });
    if (record) return updateLog(record.id, input);
    const file = chosenFile(values.file ?? form.getFieldValue('file'));
    if (!file) throw new Error('no file'); // the field's rule has refused already
    return upload.start(file.name, (progress) => uploadLog(file, file.name, input, progress));
  };

  return (
    <RecordModalForm<LogFormValues, LogPackage>
      prefix="resource.log"
      form={form}
      open={open}
      editing={Boolean(record)}
      draftContext={record ?? null}
      width={560}
      okText={record ? undefined : t('resource.upload')}
      initialValues={record ? { name: record.name, generatedAt: dayjs(record.generatedAt), serialNumber: record.serialNumber } : {}}
      serverFields={SERVER_FIELDS}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {record ? null : (
        <>
          <FileField label={t('resource.file')} limits={LIMITS} />
          {upload.progress}
        </>
      )}
      <ProFormText
        name="name"
        label={t('resource.name')}
        rules={rules.text({ required: 'resource.name.required' })}
        fieldProps={{ count: { show: true, max: TEXT_MAX } }}
      />
      <ProFormDateTimePicker
        name="generatedAt"
        label={t('resource.log.generatedAt')}
        fieldProps={{ disabledDate: (day: Dayjs) => day.isAfter(dayjs(), 'day'), style: { width: '100%' } }}
        rules={[
          { required: true, message: t('resource.log.generatedAt.required') },
          {
            validator: (_, value?: Dayjs) =>
              !value || !dayjs(value).isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('resource.log.generatedAt.future'))),
          },
        ]}
      />
      <ProFormText name="serialNumber" label={t('resource.serialNumber')} rules={rules.text()} fieldProps={{ count: { show: true, max: TEXT_MAX } }} />
    </RecordModalForm>
  );
}
