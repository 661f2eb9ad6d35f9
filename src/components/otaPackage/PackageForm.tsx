/**
 * Add an OTA package (its file and upgrade facts) or edit its facts (the
 * file stays); shared by /resource/ota and /ota/package. The file is
 * checked before anything is sent (zip, bin, img, deb or tar.gz, at most
 * 200 MB) and uploaded through the one upload store, so it keeps going (and
 * shows in the header) when the person leaves the page; the dialog shows
 * the upload's progress itself, so the store's progress modal does not open
 * over it. The model version follows the model; the three versions are dotted numbers with minimum <=
 * applicable < target. A refusal keeps the dialog and its values, with the
 * server's reasons on their fields.
 */
import { ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Col, Form, type FormRule, type UploadFile } from 'antd';
import FileField, { chosenFile } from '@/components/form/FileField';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { useDialogUpload } from '@/components/upload/useDialogUpload';
import { updateOtaPackage, uploadOtaPackage } from '@/services/resources';
import {
  PACKAGE_EXTENSIONS,
  PACKAGE_MAX_BYTES,
  PURPOSES,
  UPGRADE_METHOD,
  type OtaModel,
  type OtaPackage,
  type OtaPackageInput,
  type UpgradeMethod,
} from '@/services/types/resource';
import { TEXT_MAX } from '@/utils/rules';
import { isVersion, versionOrderProblem } from '@/utils/versions';
import { useTranslate } from '@/utils/translate';

export const TAG_MAX = 20;

type PackageFormValues = Partial<OtaPackageInput> & { file?: UploadFile[] };

const SERVER_FIELDS = {
  file: 'file',
  name: 'name',
  tag: 'tag',
  model: 'model',
  modelVersion: 'modelVersion',
  purpose: 'purpose',
  minVersion: 'minVersion',
  applicableVersion: 'applicableVersion',
  targetVersion: 'targetVersion',
  upgradeMethod: 'upgradeMethod',
};
const LIMITS = { extensions: PACKAGE_EXTENSIONS, maxBytes: PACKAGE_MAX_BYTES };
const VERSION_FIELDS = ['minVersion', 'applicableVersion', 'targetVersion'] as const;

export function toPackageInput(values: PackageFormValues): OtaPackageInput {
  const text = (value?: string) => (value ?? '').trim();
  return {
    name: text(values.name),
    tag: text(values.tag),
    model: values.model ?? '',
    modelVersion: values.modelVersion ?? '',
    purpose: values.purpose ?? PURPOSES[0],
    minVersion: text(values.minVersion),
    applicableVersion: text(values.applicableVersion),
    targetVersion: text(values.targetVersion),
    upgradeMethod: values.upgradeMethod ?? (UPGRADE_METHOD.values.CLOUD_PUSH as UpgradeMethod),
  };
}

export interface PackageFormProps {
  open: boolean;
  record?: OtaPackage;
  models: OtaModel[];
  onClose: () => void;
  onSaved: (saved: OtaPackage) => void;
}

export default function PackageForm({ open, record, models, onClose, onSaved }: PackageFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<PackageFormValues>();
  const model = Form.useWatch('model', form);
  const t = useTranslate();
  const versions = models.find((candidate) => candidate.model === model)?.modelVersions ?? [];
  const upload = useDialogUpload(open, 'package-upload-progress');

  const save = async (values: PackageFormValues) => {
    const input = toPackageInput(values);
    if (record) return updateOtaPackage(record.id, input);
    const file = chosenFile(values.file ?? form.getFieldValue('file'));
    if (!file) throw new Error('no file'); // the field's rule has refused already
    return upload.start(file.name, (percent) => uploadOtaPackage(file, file.name, input, percent));
  };

  /** A version field: required, dotted numbers, and (applicable, target) in order with the ones before it. */
  const versionRules = (field: (typeof VERSION_FIELDS)[number]): FormRule[] => [
    { required: true, whitespace: true, message: t('otaPackage.version.required') },
    { validator: (_, value?: string) => (!value || isVersion(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('otaPackage.version.invalid')))) },
    ({ getFieldsValue }) => ({
      validator: () => {
        const current = getFieldsValue(VERSION_FIELDS as unknown as string[]) as Record<string, string | undefined>;
        const trimmed = Object.fromEntries(VERSION_FIELDS.map((name) => [name, current[name]?.trim()]));
        return versionOrderProblem(trimmed) === field ? Promise.reject(new Error(t(`otaPackage.${field}.order`))) : Promise.resolve();
      },
    }),
  ];

  const initialValues: PackageFormValues = record
    ? {
        name: record.name,
        tag: record.tag,
        model: record.model,
        modelVersion: record.modelVersion,
        purpose: record.purpose,
        minVersion: record.minVersion,
        applicableVersion: record.applicableVersion,
        targetVersion: record.targetVersion,
        upgradeMethod: record.upgradeMethod,
      }
    : { upgradeMethod: UPGRADE_METHOD.values.CLOUD_PUSH as UpgradeMethod };

  const half = { colProps: { span: 12 } };
  const third = { colProps: { span: 8 } };

  return (
    <RecordModalForm<PackageFormValues, OtaPackage>
      prefix="otaPackage"
      form={form}
      open={open}
      editing={Boolean(record)}
      draftContext={record ?? null}
      width={720}
      grid
      okText={record ? undefined : t('resource.upload')}
      initialValues={initialValues}
      serverFields={SERVER_FIELDS}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {record ? null : (
        <Col span={24}>
          <FileField label={t('resource.file')} limits={LIMITS} />
          {upload.progress}
        </Col>
      )}
      <ProFormText
        {...half}
        name="name"
        label={t('otaPackage.name')}
        rules={rules.text({ required: 'resource.name.required' })}
        fieldProps={{ count: { show: true, max: TEXT_MAX } }}
      />
      <ProFormText
        {...half}
        name="tag"
        label={t('otaPackage.tag')}
        rules={rules.text({ required: 'otaPackage.tag.required', max: TAG_MAX })}
        fieldProps={{ count: { show: true, max: TAG_MAX }, placeholder: t('otaPackage.tag.placeholder') }}
      />
      <ProFormSelect
        {...half}
        name="model"
        label={t('otaPackage.model')}
        rules={[{ required: true, message: t('otaPackage.model.required') }]}
        options={models.map((candidate) => ({ value: candidate.model, label: candidate.model }))}
        fieldProps={{ showSearch: true, onChange: () => form.setFieldsValue({ modelVersion: undefined }) }}
      />
      <ProFormSelect
        {...half}
        name="modelVersion"
        label={t('otaPackage.modelVersion')}
        disabled={!model}
        rules={[{ required: true, message: t('otaPackage.modelVersion.required') }]}
        options={versions.map((version) => ({ value: version, label: version }))}
        fieldProps={{ placeholder: model ? undefined : t('otaPackage.modelVersion.placeholder') }}
      />
      <ProFormSelect
        {...half}
        name="purpose"
        label={t('otaPackage.purpose')}
        rules={[{ required: true, message: t('otaPackage.purpose.required') }]}
        options={PURPOSES.map((purpose) => ({ value: purpose, label: t(`ota.purpose.${purpose}`) }))}
      />
      <ProFormRadio.Group
        {...half}
        name="upgradeMethod"
        label={t('otaPackage.upgradeMethod')}
        options={UPGRADE_METHOD.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))}
      />
      <ProFormText {...third} name="minVersion" label={t('otaPackage.minVersion')} rules={versionRules('minVersion')} fieldProps={{ placeholder: '1.0.0' }} />
      <ProFormText
        {...third}
        name="applicableVersion"
        label={t('otaPackage.applicableVersion')}
        dependencies={['minVersion']}
        rules={versionRules('applicableVersion')}
        fieldProps={{ placeholder: '1.2.0' }}
      />
      <ProFormText
        {...third}
        name="targetVersion"
        label={t('otaPackage.targetVersion')}
        dependencies={['minVersion', 'applicableVersion']}
        rules={versionRules('targetVersion')}
        fieldProps={{ placeholder: '1.3.0' }}
      />
    </RecordModalForm>
  );
}
