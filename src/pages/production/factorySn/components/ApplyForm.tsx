/**
 * Apply for serial numbers (docs/api.md "Production quality"): every field of the application with the
 * server's rules (texts at most 50; batch 1-10, year code 1, level identifier 1-2 letters or digits without
 * O and I; random number 4 digits; quantities positive whole numbers, the application at most the production
 * and 1000), and the device numbers it will issue (deviceNumberOf, the server's own), updated as it is filled.
 */
import { ProFormDatePicker, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { applyForSerials } from '@/services/production';
import { useTranslate } from '@/utils/translate';
import {
  APPLICATION_QUANTITY_MAX,
  deviceNumberOf,
  isBatch,
  isLevelIdentifier,
  isRandomNumber,
  isYearCode,
  PRODUCTION_TEXT_MAX,
  type SnApplication,
  type SnApplicationInput,
} from '@/services/types/production';

const FIELDS = [
  'manufacturer',
  'batch',
  'shippingMethod',
  'manufactureDate',
  'yearCode',
  'productionQuantity',
  'applicationQuantity',
  'materialInfo',
  'targetArea',
  'levelIdentifier',
  'randomNumber',
  'hardwareVersion',
  'appearance',
] as const;
const SERVER_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, field]));

type FormValues = Omit<SnApplicationInput, 'manufactureDate'> & { manufactureDate?: Dayjs | string | number | null };

const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export interface ApplyFormProps {
  open: boolean;
  onClose: () => void;
  onSaved: (application: SnApplication) => void;
}

/** The device numbers an application of these codes issues: the first and the last's sequence. */
export function DevicePreview({ first, last }: { first: string; last: string }) {
  const t = useTranslate();
  return (
    <Typography.Text code data-testid="device-preview">
      {t('production.application.preview.range', { first, last })}
    </Typography.Text>
  );
}

export default function ApplyForm({ open, onClose, onSaved }: ApplyFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const t = useTranslate();
  const label = (field: string) => t(`production.application.${field}`);
  const required = (field: string): FormRule => ({ required: true, whitespace: true, message: t(`production.application.form.${field}.required`) });
  const codeRule = (field: string, test: (value: string) => boolean): FormRule[] => [
    required(field),
    { validator: (_, value: string) => (!value?.trim() || test(value.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t(`production.application.form.${field}.invalid`)))) },
  ];
  const quantityRules = (field: string): FormRule[] => [
    { required: true, message: t(`production.application.form.${field}.required`) },
    {
      validator: (_, value: unknown) =>
        value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1)
          ? Promise.resolve()
          : Promise.reject(new Error(t('production.application.form.quantity.invalid'))),
    },
  ];
  const applicationQuantityRules: FormRule[] = [
    ...quantityRules('applicationQuantity'),
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => {
        if (typeof value !== 'number') return Promise.resolve();
        if (value > APPLICATION_QUANTITY_MAX) return Promise.reject(new Error(t('production.application.form.applicationQuantity.max', { max: APPLICATION_QUANTITY_MAX })));
        const production = getFieldValue('productionQuantity');
        if (typeof production === 'number' && value > production) return Promise.reject(new Error(t('production.application.form.applicationQuantity.overProduction')));
        return Promise.resolve();
      },
    }),
  ];

  const yearCode = Form.useWatch('yearCode', form) ?? '';
  const levelIdentifier = Form.useWatch('levelIdentifier', form) ?? '';
  const batch = Form.useWatch('batch', form) ?? '';
  const randomNumber = Form.useWatch('randomNumber', form) ?? '';
  const quantity = Form.useWatch('applicationQuantity', form);
  const codes = { yearCode, levelIdentifier, batch, randomNumber };
  const count = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;

  const save = (values: FormValues) => {
    const input: SnApplicationInput = {
      ...values,
      manufactureDate: values.manufactureDate ? dayjs(values.manufactureDate).startOf('day').valueOf() : 0,
    };
    return applyForSerials(input).then((application) => ({ ...application, name: application.applicationNumber }));
  };
  const half = { colProps: { span: 12 } };
  const text = (field: (typeof FIELDS)[number], isRequired = false) => (
    <ProFormText
      name={field}
      label={label(field)}
      {...half}
      rules={rules.text({ required: isRequired ? `production.application.form.${field}.required` : undefined, max: PRODUCTION_TEXT_MAX })}
      fieldProps={{ maxLength: PRODUCTION_TEXT_MAX }}
    />
  );
  const codeField = (field: 'batch' | 'yearCode' | 'levelIdentifier' | 'randomNumber', test: (value: string) => boolean, max: number) => (
    <ProFormText
      name={field}
      label={label(field)}
      {...half}
      normalize={upperCase}
      rules={codeRule(field, test)}
      extra={t(`production.application.form.${field}.extra`)}
      fieldProps={{ maxLength: max }}
    />
  );

  return (
    <RecordModalForm<FormValues, SnApplication & { name: string }>
      prefix="production.application"
      form={form}
      open={open}
      editing={false}
      draftContext={null}
      width={760}
      grid
      dateFormatter={false}
      initialValues={{}}
      serverFields={SERVER_FIELDS}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      {text('manufacturer', true)}
      <ProFormDatePicker
        name="manufactureDate"
        label={label('manufactureDate')}
        {...half}
        rules={[{ required: true, message: t('production.application.form.manufactureDate.required') }]}
        fieldProps={{ style: { width: '100%' } }}
      />
      {codeField('yearCode', isYearCode, 1)}
      {codeField('levelIdentifier', isLevelIdentifier, 2)}
      {codeField('batch', isBatch, 10)}
      {codeField('randomNumber', isRandomNumber, 4)}
      <ProFormDigit name="productionQuantity" label={label('productionQuantity')} {...half} rules={quantityRules('productionQuantity')} fieldProps={{ precision: 0, style: { width: '100%' } }} />
      <ProFormDigit
        name="applicationQuantity"
        label={label('applicationQuantity')}
        {...half}
        dependencies={['productionQuantity']}
        rules={applicationQuantityRules}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
      />
      {text('shippingMethod')}
      {text('materialInfo')}
      {text('targetArea')}
      {text('hardwareVersion')}
      {text('appearance')}
      <Form.Item label={t('production.application.preview')} style={{ width: '100%' }}>
        <DevicePreview first={deviceNumberOf(codes, 1)} last={deviceNumberOf(codes, count).slice(-5)} />
      </Form.Item>
    </RecordModalForm>
  );
}
