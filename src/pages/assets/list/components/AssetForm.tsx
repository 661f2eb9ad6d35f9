/**
 * Add or edit an asset (the shared RecordModalForm: it asks before changes
 * are lost, and puts the server's refusals on the fields). The rules of section 5 hold here and on the server:
 * name and serial number required, texts at most 50 characters, a company
 * chosen (else the no-company-selected message), a serial number not in use
 * (the server's 'asset already exists' lands on its field).
 * An account of one company (`ownCompanyId` given) cannot choose: the company
 * shows as its own, fixed (a disabled select with its name), and is sent as
 * always; no other company is offered.
 */
import { ProFormDatePicker, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createAsset, updateAsset } from '@/services/assets';
import type { Asset, AssetInput } from '@/services/types/asset';
import { TEXT_MAX } from '@/utils/rules';
import { useTranslate } from '@/utils/translate';
import type { AssetOptions } from '../columns';

type DateField = 'vendorLicenceExpiry' | 'enterpriseLicenceExpiry' | 'warrantyExpiry';
const DATE_FIELDS: DateField[] = ['vendorLicenceExpiry', 'enterpriseLicenceExpiry', 'warrantyExpiry'];
const TEXT_FIELDS = ['model', 'deviceNumber', 'navSerialNumber', 'brand', 'supplier', 'manufacturer', 'region', 'usageAddress'] as const;

type FormValues = Omit<AssetInput, DateField> & Partial<Record<DateField, Dayjs | null>>;

/** Request field -> form field, for the server's field reasons. */
const SERVER_FIELDS = Object.fromEntries(
  ['name', 'serialNumber', 'companyId', 'projectId', 'sceneId', 'description', ...TEXT_FIELDS, ...DATE_FIELDS].map((field) => [field, field]),
);

function toInput(values: FormValues): AssetInput {
  const input: AssetInput = { ...values } as AssetInput;
  for (const field of DATE_FIELDS) {
    const value = values[field];
    input[field] = value ? dayjs(value).endOf('day').valueOf() : null;
  }
  input.unlimitedValidity = Boolean(values.unlimitedValidity);
  return input;
}

function toValues(asset: Asset | undefined, ownCompanyId: string | undefined): Partial<FormValues> {
  if (!asset) return { unlimitedValidity: false, ...(ownCompanyId ? { companyId: ownCompanyId } : {}) };
  const { vendorLicenceExpiry, enterpriseLicenceExpiry, warrantyExpiry, ...rest } = asset;
  const day = (value: number | null) => (value === null ? null : dayjs(value));
  return {
    ...rest,
    vendorLicenceExpiry: day(vendorLicenceExpiry),
    enterpriseLicenceExpiry: day(enterpriseLicenceExpiry),
    warrantyExpiry: day(warrantyExpiry),
  };
}

export interface AssetFormProps {
  open: boolean;
  /** The asset being edited (a list row is the whole asset); none to add one. */
  asset?: Asset;
  options: AssetOptions;
  /** The signed-in account's company when it reaches no other (not `allCompanies`): the company is fixed to it. */
  ownCompanyId?: string;
  onClose: () => void;
  onSaved: (asset: Asset) => void;
}

export default function AssetForm({ open, asset, options, ownCompanyId, onClose, onSaved }: AssetFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const companyId = Form.useWatch('companyId', form);
  const unlimited = Form.useWatch('unlimitedValidity', form);
  const t = useTranslate();
  const initialValues = useMemo(() => toValues(asset, ownCompanyId), [asset, ownCompanyId]);
  const save = (values: FormValues) => (asset ? updateAsset(asset.id, toInput(values)) : createAsset(toInput(values)));

  const fixedCompany = ownCompanyId !== undefined;
  const companies = fixedCompany ? options.companies.filter((company) => company.id === ownCompanyId) : options.companies;

  const ofCompany = <T extends { companyId: string; id: string; name: string }>(list: T[]) =>
    list.filter((item) => item.companyId === companyId).map((item) => ({ value: item.id, label: item.name }));

  return (
    <RecordModalForm<FormValues, Asset>
      prefix="asset"
      form={form}
      open={open}
      editing={asset !== undefined}
      draftContext={asset ?? null}
      width={760}
      grid
      dateFormatter={false}
      initialValues={initialValues}
      serverFields={SERVER_FIELDS}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('asset.name')} colProps={{ span: 12 }} rules={rules.text({ required: 'asset.form.name.required' })} fieldProps={{ maxLength: 50, showCount: true }} />
      <ProFormText name="serialNumber" label={t('asset.serialNumber')} colProps={{ span: 12 }} rules={rules.text({ required: 'asset.form.serialNumber.required' })} fieldProps={{ maxLength: 50, showCount: true }} />
      <ProFormSelect
        name="companyId"
        label={t('asset.company')}
        colProps={{ span: 8 }}
        rules={[{ required: true, message: t('asset.form.company.required') }]}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        disabled={fixedCompany}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', onChange: () => form.setFieldsValue({ projectId: undefined, sceneId: undefined }) }}
      />
      <ProFormSelect
        name="projectId"
        label={t('asset.project')}
        colProps={{ span: 8 }}
        options={ofCompany(options.projects)}
        fieldProps={{ allowClear: true, placeholder: companyId ? undefined : t('asset.form.project.placeholder') }}
        disabled={!companyId}
      />
      <ProFormSelect
        name="sceneId"
        label={t('asset.scene')}
        colProps={{ span: 8 }}
        options={ofCompany(options.scenes)}
        fieldProps={{ allowClear: true, showSearch: true, optionFilterProp: 'label', placeholder: companyId ? undefined : t('asset.form.project.placeholder') }}
        disabled={!companyId}
      />
      {TEXT_FIELDS.map((field) => (
        <ProFormText key={field} name={field} label={t(`asset.${field}`)} colProps={{ span: field === 'usageAddress' ? 24 : 8 }} rules={rules.text()} fieldProps={{ maxLength: 50 }} />
      ))}
      <ProFormTextArea name="description" label={t('asset.description')} colProps={{ span: 24 }} rules={rules.text()} fieldProps={{ maxLength: TEXT_MAX, showCount: true, rows: 2 }} />
      {/* In the form's own grid, as the fields above: a row of its own would indent them by its gutter. */}
      {DATE_FIELDS.map((field) => (
        <ProFormDatePicker
          key={field}
          name={field}
          label={t(`asset.${field}`)}
          colProps={{ span: 6 }}
          disabled={field !== 'warrantyExpiry' && Boolean(unlimited)}
          fieldProps={{ style: { width: '100%' } }}
        />
      ))}
      <ProFormSwitch name="unlimitedValidity" label={t('asset.unlimitedValidity')} colProps={{ span: 6 }} />
    </RecordModalForm>
  );
}
