/**
 * Create or edit a quality feedback ticket (docs/api.md "Production quality"): every field of the
 * specification with the server's rules: the date, customer (1-50), anomaly and cause classes (from the
 * `anomalyClass` and `causeClass` dictionaries, in their order; the codes are the classes' numbers), their
 * descriptions (the anomaly's required, each at most 200), the corrective report number, completer,
 * verification result and related order (at most 50), the measures (at most 4, section 5: the add button
 * stops at 4 and says so; each at most 50) and the serial numbers (1-20, typed as tags; the server checks that
 * each was issued and its refusal goes on the field).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormDatePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Col, Form, Input, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDictionaryOptions } from '@/components/dictionary/useDictionary';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createFeedbackTicket, updateFeedbackTicket } from '@/services/production';
import { useTranslate } from '@/utils/translate';
import {
  ANOMALY_CLASS,
  CAUSE_CLASS,
  FEEDBACK_SERIALS_MAX,
  MEASURES_MAX,
  PRODUCTION_LONG_TEXT_MAX,
  PRODUCTION_TEXT_MAX,
  type FeedbackTicket,
  type FeedbackTicketInput,
} from '@/services/types/production';

const FIELDS = [
  'date',
  'customer',
  'anomalyClass',
  'anomalyDescription',
  'causeClass',
  'causeDescription',
  'reportNumber',
  'measures',
  'completer',
  'verificationResult',
  'serialNumbers',
  'relatedOrder',
] as const;
const SERVER_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, field]));

export type FeedbackValues = Omit<FeedbackTicketInput, 'date' | 'anomalyClass' | 'causeClass'> & {
  date?: Dayjs | string | number | null;
  anomalyClass?: number;
  causeClass?: number;
};

/** A saved ticket as the dialog names it: its report number, else its customer. */
export const ticketName = (ticket: FeedbackTicket) => ticket.reportNumber || ticket.customer;

function valuesOf(ticket: FeedbackTicket | undefined): Partial<FeedbackValues> {
  if (!ticket) return { measures: [], serialNumbers: [] };
  return {
    date: dayjs(ticket.date),
    customer: ticket.customer,
    anomalyClass: ticket.anomalyClass,
    anomalyDescription: ticket.anomalyDescription,
    causeClass: ticket.causeClass,
    causeDescription: ticket.causeDescription,
    reportNumber: ticket.reportNumber,
    measures: ticket.measures,
    completer: ticket.completer,
    verificationResult: ticket.verificationResult,
    serialNumbers: ticket.serialNumbers,
    relatedOrder: ticket.relatedOrder,
  };
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

function inputOf(values: FeedbackValues): FeedbackTicketInput {
  return {
    date: values.date ? dayjs(values.date).startOf('day').valueOf() : 0,
    customer: trimmed(values.customer),
    anomalyClass: values.anomalyClass as FeedbackTicketInput['anomalyClass'],
    anomalyDescription: trimmed(values.anomalyDescription),
    causeClass: values.causeClass as FeedbackTicketInput['causeClass'],
    causeDescription: trimmed(values.causeDescription),
    reportNumber: trimmed(values.reportNumber),
    measures: (values.measures ?? []).map(trimmed).filter((measure) => measure !== ''),
    completer: trimmed(values.completer),
    verificationResult: trimmed(values.verificationResult),
    serialNumbers: (values.serialNumbers ?? []).map(trimmed).filter((serial) => serial !== ''),
    relatedOrder: trimmed(values.relatedOrder),
  };
}

export interface FeedbackFormProps {
  open: boolean;
  /** The ticket edited (an open one); none to create one. */
  ticket?: FeedbackTicket;
  onClose: () => void;
  onSaved: (ticket: FeedbackTicket) => void;
}

export default function FeedbackForm({ open, ticket, onClose, onSaved }: FeedbackFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<FeedbackValues>();
  const t = useTranslate();
  const label = (field: string) => t(`production.feedback.${field}`);
  const half = { colProps: { span: 12 } };
  const anomalyClasses = useDictionaryOptions('anomalyClass');
  const causeClasses = useDictionaryOptions('causeClass');
  /**
   * A dictionary's classes as the contract's numbers (a code is a whole number), in the dictionary's order; a
   * class the ticket holds that the dictionary does not is still offered, in its enumeration's words.
   */
  const options = (listed: { value: string; label: string }[], enumeration: typeof ANOMALY_CLASS | typeof CAUSE_CLASS, held: number | undefined) => {
    const numbered = listed.map((option) => ({ value: Number(option.value), label: option.label })).filter((option) => Number.isInteger(option.value));
    if (held === undefined || numbered.some((option) => option.value === held)) return numbered;
    return [...numbered, { value: held, label: t(enumeration.idOf(held)) }];
  };
  const text = (field: 'customer' | 'reportNumber' | 'completer' | 'verificationResult' | 'relatedOrder', required = false) => (
    <ProFormText
      name={field}
      label={label(field)}
      {...half}
      rules={rules.text({ required: required ? `production.feedback.form.${field}.required` : undefined, max: PRODUCTION_TEXT_MAX })}
      fieldProps={{ maxLength: PRODUCTION_TEXT_MAX }}
    />
  );
  const save = async (values: FeedbackValues) => {
    const input = inputOf(values);
    const saved = await (ticket ? updateFeedbackTicket(ticket.id, input) : createFeedbackTicket(input));
    return { ...saved, name: ticketName(saved) };
  };

  return (
    <RecordModalForm<FeedbackValues, FeedbackTicket & { name: string }>
      prefix="production.feedback"
      form={form}
      open={open}
      editing={ticket !== undefined}
      draftContext={ticket ?? null}
      width={800}
      grid
      dateFormatter={false}
      initialValues={valuesOf(ticket)}
      serverFields={SERVER_FIELDS}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormDatePicker
        name="date"
        label={label('date')}
        {...half}
        rules={[{ required: true, message: t('production.feedback.form.date.required') }]}
        fieldProps={{ style: { width: '100%' } }}
      />
      {text('customer', true)}
      <ProFormSelect
        name="anomalyClass"
        label={label('anomalyClass')}
        {...half}
        options={options(anomalyClasses.options, ANOMALY_CLASS, ticket?.anomalyClass)}
        fieldProps={{ loading: anomalyClasses.loading }}
        rules={[{ required: true, message: t('production.feedback.form.anomalyClass.required') }]}
      />
      <ProFormSelect
        name="causeClass"
        label={label('causeClass')}
        {...half}
        options={options(causeClasses.options, CAUSE_CLASS, ticket?.causeClass)}
        fieldProps={{ loading: causeClasses.loading }}
        rules={[{ required: true, message: t('production.feedback.form.causeClass.required') }]}
      />
      <ProFormTextArea
        name="anomalyDescription"
        label={label('anomalyDescription')}
        rules={rules.text({ required: 'production.feedback.form.anomalyDescription.required', max: PRODUCTION_LONG_TEXT_MAX })}
        fieldProps={{ maxLength: PRODUCTION_LONG_TEXT_MAX, showCount: true, rows: 2 }}
      />
      <ProFormTextArea
        name="causeDescription"
        label={label('causeDescription')}
        rules={rules.text({ max: PRODUCTION_LONG_TEXT_MAX })}
        fieldProps={{ maxLength: PRODUCTION_LONG_TEXT_MAX, showCount: true, rows: 2 }}
      />
      <ProFormSelect
        name="serialNumbers"
        label={label('serialNumbers')}
        extra={t('production.feedback.form.serialNumbers.extra', { max: FEEDBACK_SERIALS_MAX })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('production.feedback.form.serialNumbers.required') },
          { type: 'array', max: FEEDBACK_SERIALS_MAX, message: t('production.feedback.form.serialNumbers.max', { max: FEEDBACK_SERIALS_MAX }) },
        ]}
        fieldProps={{ mode: 'tags', open: false, tokenSeparators: [',', ' '], maxTagTextLength: PRODUCTION_TEXT_MAX }}
      />
      {text('reportNumber')}
      {text('relatedOrder')}
      <Col span={24}>
        <Form.Item label={label('measures')} required={false}>
          <Form.List
            name="measures"
            rules={[
              {
                validator: async (_: unknown, measures: string[] | undefined) => {
                  if ((measures ?? []).length > MEASURES_MAX) throw new Error(t('production.feedback.form.measures.max', { max: MEASURES_MAX }));
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <div data-testid="feedback-measures">
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item name={field.name} rules={rules.text({ required: 'production.feedback.form.measure.required', max: PRODUCTION_TEXT_MAX })} style={{ marginBottom: 8 }}>
                      <Input aria-label={t('production.feedback.measure', { index: index + 1 })} maxLength={PRODUCTION_TEXT_MAX} style={{ width: 480 }} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label={t('production.feedback.measure.remove', { index: index + 1 })} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <Space align="center">
                  <Button icon={<PlusOutlined />} disabled={fields.length >= MEASURES_MAX} onClick={() => add('')}>
                    {t('production.feedback.measure.add')}
                  </Button>
                  <Typography.Text type={fields.length >= MEASURES_MAX ? 'warning' : 'secondary'} data-testid="feedback-measures-max">
                    {t(fields.length >= MEASURES_MAX ? 'production.feedback.form.measures.full' : 'production.feedback.form.measures.max', { max: MEASURES_MAX })}
                  </Typography.Text>
                </Space>
              </div>
            )}
          </Form.List>
        </Form.Item>
      </Col>
      {text('completer')}
      {text('verificationResult')}
    </RecordModalForm>
  );
}
