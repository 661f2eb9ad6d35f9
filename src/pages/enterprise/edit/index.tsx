/**
 * /enterprise/edit (platform:enterprise:info:edit, hidden): the company's
 * fields with the rules of section 5 (texts at most 50 characters, phones
 * 5-20 characters, a valid email, a founding date not in the future, a
 * service that does not end before it starts); the server checks the same
 * and its field reasons land on the fields. Nothing is lost on a refusal.
 * The agent source is chosen among the platform's agents (platform-only
 * calls): an account of one company (not `allCompanies`) sees its agent
 * source fixed (a disabled select with its name), loads no agents, and leaves
 * it as it is (the request does not name it). Likewise the service (enabled,
 * validity) is the platform's to set: shown, disabled, and kept by the server
 * whatever an account of one company sends. Leaving it with changes not
 * saved asks first (useUnsavedChanges).
 */
import { history, useAccess } from '@umijs/max';
import { Button, Card, Col, DatePicker, Form, Input, Result, Row, Select, Switch, message, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import FormActions from '@/components/form/FormActions';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import PageFrame from '@/components/pageFrame/PageFrame';
import { failureText } from '@/request/notify';
import { useData } from '@/request/useData';
import { fetchAgentOptions, fetchEnterprise, updateEnterprise } from '@/services/enterprise';
import { ADDRESS_PARTS, type Address, type Company, type CompanyInput } from '@/services/types/enterprise';
import { SILENT } from '@/request/pipeline';
import { useTranslate } from '@/utils/translate';

const TEXTS = ['shortName', 'creditCode', 'website', 'responsibleName'] as const;

interface FormValues {
  name: string;
  shortName: string;
  creditCode: string;
  website: string;
  phone: string;
  foundedAt: Dayjs | null;
  agentId: string | null;
  enabled: boolean;
  serviceStart: Dayjs | null;
  serviceEnd: Dayjs | null;
  address: Address;
  responsibleName: string;
  responsiblePhone: string;
  responsibleEmail: string;
}

/** Request field -> form field, for the server's field reasons. */
const SERVER_FIELDS = {
  ...Object.fromEntries(
    ['name', 'phone', 'foundedAt', 'agentId', 'enabled', 'responsiblePhone', 'responsibleEmail', ...TEXTS].map((field) => [field, field]),
  ),
  ...Object.fromEntries(ADDRESS_PARTS.map((part) => [`address.${part}`, ['address', part]])),
  'serviceValidity.start': 'serviceStart',
  'serviceValidity.end': 'serviceEnd',
};

const day = (value: number | null) => (value === null ? null : dayjs(value));
const time = (value: Dayjs | null | undefined) => (value ? value.startOf('day').valueOf() : null);

function toValues(company: Company): FormValues {
  return {
    ...company,
    foundedAt: day(company.foundedAt),
    serviceStart: day(company.serviceValidity.start),
    serviceEnd: day(company.serviceValidity.end),
  };
}

/** The request; without `withAgent` it leaves the agent source as it is (the field is absent). */
function toInput(values: FormValues, withAgent: boolean): CompanyInput | Omit<CompanyInput, 'agentId'> {
  const trim = (value: string | undefined) => (value ?? '').trim();
  const input: Omit<CompanyInput, 'agentId'> = {
    name: trim(values.name),
    shortName: trim(values.shortName),
    creditCode: trim(values.creditCode),
    website: trim(values.website),
    phone: trim(values.phone),
    foundedAt: time(values.foundedAt),
    enabled: Boolean(values.enabled),
    serviceValidity: { start: time(values.serviceStart), end: time(values.serviceEnd) },
    address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, trim(values.address?.[part])])) as unknown as Address,
    responsibleName: trim(values.responsibleName),
    responsiblePhone: trim(values.responsiblePhone),
    responsibleEmail: trim(values.responsibleEmail),
  };
  return withAgent ? { ...input, agentId: values.agentId ?? null } : input;
}

function EditForm({ company }: { company: Company }) {
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const platformStaff = useAccess().allCompanies === true;
  const agents = useData(fetchAgentOptions, { cacheKey: 'agent-options', ready: platformStaff });
  const agentOptions = platformStaff
    ? (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))
    : company.agentId
      ? [{ value: company.agentId, label: company.agentName }]
      : [];
  const initialValues = useMemo(() => toValues(company), [company]);
  const unsaved = useUnsavedChanges(form, { initialValues, draft: { form: 'enterprise.edit', context: { id: company.id } } });
  const t = useTranslate();
  const back = () => history.push('/enterprise/info');

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const saved = await unsaved.whileSaving(updateEnterprise(toInput(values, platformStaff)));
      unsaved.saved();
      message.success(t('enterprise.saved', { name: saved.name }));
      back();
    } catch (error) {
      showFormFailure(form, error, SERVER_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: string, label: string, required?: string, more: FormRule[] = []) => (
    <Col xs={24} md={12} lg={8} key={name}>
      <Form.Item name={name} label={label} rules={[...rules.text({ required }), ...more]}>
        <Input maxLength={50} showCount={false} />
      </Form.Item>
    </Col>
  );
  const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => Dayjs | null }) => ({
    validator: (_: unknown, end: Dayjs | null) => {
      const start = getFieldValue('serviceStart');
      return !end || !start || !end.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(t('enterprise.rules.endBeforeStart')));
    },
  });

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      {unsaved.holder}
      {unsaved.notice}
      <Card title={t('enterprise.section.identity')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {text('name', t('enterprise.name'), 'enterprise.rules.nameRequired')}
          {text('shortName', t('enterprise.shortName'))}
          {text('creditCode', t('enterprise.creditCode'))}
          {text('website', t('enterprise.website'), undefined, [rules.website()])}
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="phone" label={t('enterprise.phone')} rules={rules.phone(false)}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="foundedAt" label={t('enterprise.foundedAt')}>
              <DatePicker style={{ width: '100%' }} disabledDate={(value) => value.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="agentId" label={t('enterprise.agent')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                disabled={!platformStaff}
                loading={platformStaff && agents.loading}
                placeholder={t('enterprise.agent.none')}
                options={agentOptions}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('enterprise.section.address')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {ADDRESS_PARTS.map((part) => (
            <Col xs={24} md={12} lg={8} key={part}>
              <Form.Item name={['address', part]} label={t(`enterprise.address.${part}`)} rules={rules.text()}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('enterprise.section.responsible')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {text('responsibleName', t('enterprise.responsibleName'))}
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="responsiblePhone" label={t('enterprise.responsiblePhone')} rules={rules.phone(false)}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="responsibleEmail" label={t('enterprise.responsibleEmail')} rules={rules.email(false)}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('enterprise.section.service')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="enabled" label={t('enterprise.enabled')} valuePropName="checked">
              <Switch disabled={!platformStaff} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="serviceStart" label={t('enterprise.serviceStart')}>
              <DatePicker style={{ width: '100%' }} disabled={!platformStaff} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="serviceEnd" label={t('enterprise.serviceEnd')} dependencies={['serviceStart']} rules={[endAfterStart]}>
              <DatePicker style={{ width: '100%' }} placeholder={t('enterprise.serviceOpen')} disabled={!platformStaff} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormActions saving={saving} onCancel={back} />
    </Form>
  );
}

export default function EnterpriseEdit() {
  const t = useTranslate();
  // Always the current record: editing starts from what the server has now.
  const { data: company, loading, error, refresh } = useData(() => fetchEnterprise(SILENT), { refreshOnWindowFocus: false });
  return (
    <PageFrame title={t('enterprise.edit.title')} onBack={() => history.push('/enterprise/info')} loading={loading && !company}>
      {company ? (
        <EditForm company={company} />
      ) : error ? (
        <Result status="error" title={t('enterprise.loadFailed')} subTitle={failureText(error)} extra={<Button onClick={refresh}>{t('startup.retry')}</Button>} />
      ) : null}
    </PageFrame>
  );
}
