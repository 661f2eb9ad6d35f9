/**
 * /person/edit?id= (platform:person:list:edit, hidden): one member's name,
 * phone, email, gender, job number, role and device usage level, with the
 * rules of section 5; the server's field reasons (an email already
 * registered, a role one may not give, such as one's own) land on the
 * fields. An unknown member says so, with a way back to the list. The
 * page's header offers to mail the member a password reset code (section 7's
 * PUT /person/reset/password, the same key), after a confirmation naming the
 * address. Leaving it with changes not saved asks first (useUnsavedChanges).
 */
import { MailOutlined } from '@ant-design/icons';
import { history, useIntl, useSearchParams } from '@umijs/max';
import { Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Select, message } from 'antd';
import { useMemo, useState } from 'react';
import { showFormFailure, showReasonFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { useRoleOptions } from '@/components/members/useRoleOptions';
import PageFrame from '@/components/pageFrame/PageFrame';
import RecordFailure from '@/components/RecordFailure';
import FormActions from '@/components/form/FormActions';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import { useData } from '@/request/useData';
import { fetchMemberDetail, resetMemberPassword, updateMember } from '@/services/members';
import { GENDER_ENTRIES, type Gender, type MemberDetail, type MemberInput } from '@/services/types/member';
import { PHONE_MAX, TEXT_MAX } from '@/utils/rules';
import { SILENT } from '@/request/pipeline';
import { useTranslate } from '@/utils/translate';

interface FormValues {
  name: string;
  phone: string;
  email: string;
  /** No gender said: none, so the field shows its placeholder ("Not given"). */
  gender: Gender | undefined;
  jobNumber: string;
  roleId: string | undefined;
  deviceLevel: number | null;
}

/** Request field -> form field, for the server's field reasons. */
const SERVER_FIELDS = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  gender: 'gender',
  jobNumber: 'jobNumber',
  roleId: 'roleId',
  deviceLevel: 'deviceLevel',
};

const back = () => history.push('/person/list');

function toValues(member: MemberDetail): FormValues {
  return {
    name: member.name,
    phone: member.phone,
    email: member.email,
    gender: member.gender || undefined,
    jobNumber: member.jobNumber,
    roleId: member.roleId || undefined,
    deviceLevel: member.deviceLevel,
  };
}

function toInput(values: FormValues): MemberInput {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    name: trim(values.name),
    phone: trim(values.phone),
    email: trim(values.email),
    gender: values.gender ?? '',
    jobNumber: trim(values.jobNumber),
    roleId: values.roleId ?? null,
    ...(values.deviceLevel === null || values.deviceLevel === undefined ? {} : { deviceLevel: Number(values.deviceLevel) }),
  };
}

function EditForm({ member }: { member: MemberDetail }) {
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const roles = useRoleOptions();
  const initialValues = useMemo(() => toValues(member), [member]);
  const unsaved = useUnsavedChanges(form, { initialValues, draft: { form: 'person.edit', context: { id: member.id } } });
  const t = useTranslate();

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const saved = await unsaved.whileSaving(updateMember(member.id, toInput(values)));
      unsaved.saved();
      message.success(t('person.saved', { name: saved.name }));
      back();
    } catch (error) {
      showFormFailure(form, error, SERVER_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const roleOptions = roles.map((role) => ({ value: role.id, label: role.name }));
  // A role no longer offered still shows by its name.
  if (member.roleId && !roleOptions.some((option) => option.value === member.roleId)) roleOptions.push({ value: member.roleId, label: member.roleName });

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} scrollToFirstError>
      {unsaved.holder}
      {unsaved.notice}
      <Card size="small">
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="name" label={t('account.name')} rules={rules.text({ required: 'person.rules.nameRequired' })}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="phone" label={t('account.phone')} rules={rules.phone()}>
              <Input maxLength={PHONE_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="email" label={t('account.email')} rules={rules.email()}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="gender" label={t('account.gender')}>
              <Select
                allowClear
                placeholder={t('person.gender.unsaid')}
                options={GENDER_ENTRIES.map((entry) => ({ value: entry.value, label: t(entry.id) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="jobNumber" label={t('account.jobNumber')} rules={rules.text()}>
              <Input maxLength={TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="roleId" label={t('account.role')}>
              <Select allowClear showSearch optionFilterProp="label" placeholder={t('person.role.none')} options={roleOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="deviceLevel" label={t('person.deviceLevel')} rules={rules.level(true)} extra={t('person.deviceLevel.hint')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormActions saving={saving} onCancel={back} style={{ marginTop: 16 }} />
    </Form>
  );
}

/** Mails the member a reset code, with which they choose a new password through "Forgot password". */
function ResetPassword({ member }: { member: MemberDetail }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await resetMemberPassword(member.id);
      message.success(intl.formatMessage({ id: 'person.resetPassword.sent' }, { email: member.email }));
    } catch (error) {
      // One message: a code sent a moment ago, or no address to send to, in the user's language.
      showReasonFailure(error, ['userId'], 'person');
    } finally {
      setSending(false);
    }
  };
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'person.resetPassword.confirm' }, { email: member.email })}
      okText={intl.formatMessage({ id: 'person.resetPassword.send' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onConfirm={send}
    >
      <Button icon={<MailOutlined />} loading={sending}>
        {intl.formatMessage({ id: 'person.resetPassword' })}
      </Button>
    </Popconfirm>
  );
}

export default function PersonEdit() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const { data, loading, error } = useData(() => fetchMemberDetail(id, SILENT), {
    refreshDeps: [id],
    ready: id !== '',
    refreshOnWindowFocus: false,
  });
  const member = data && data.id === id ? data : undefined;

  if (!id || (error && !member)) {
    return (
      <PageFrame onBack={back} title={t('person.edit.title')}>
        <RecordFailure error={id ? error : undefined} notFoundId="person.edit.notFound" failedId="person.edit.failed" backId="person.backToList" onBack={back} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={member ? t('person.edit.titleOf', { name: member.name }) : t('person.edit.title')}
      onBack={back}
      loading={loading && !member}
      extra={member?.email ? <ResetPassword member={member} /> : undefined}
    >
      {member ? <EditForm key={member.id} member={member} /> : null}
    </PageFrame>
  );
}
