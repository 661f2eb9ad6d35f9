/**
 * /registry/{code}: registration by invitation. The code is checked first;
 * an unknown, expired (14 days) or already used one says so. Then email and its code,
 * password, name and phone: the new member joins the inviting company.
 */
import { history, useIntl, useModel, useParams } from '@umijs/max';
import { Button, Form, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import AuthFrame from '@/components/AuthFrame';
import CodeInput from '@/components/form/CodeInput';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { Input } from '@/components/lean/LeanInput';
import ScreenResult from '@/components/lean/ScreenResult';
import { ApiError } from '@/request/errors';
import { STATUS } from '@/request/codes';
import { useData } from '@/request/useData';
import { completeProfile, encryptForServer, fetchInvite, register } from '@/services/account';
import PasswordFields from '../user/components/PasswordFields';
import ProfileFields from '../user/components/ProfileFields';

interface InviteForm {
  emailName: string;
  code: string;
  password: string;
  confirm: string;
  name: string;
  phone: string;
}

export default function InviteRegistration() {
  const intl = useIntl();
  const rules = useRules();
  const { code = '' } = useParams<{ code: string }>();
  const [form] = Form.useForm<InviteForm>();
  const { patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const { data: invite, error, loading } = useData(() => fetchInvite(code), { refreshDeps: [code], refreshOnWindowFocus: false });

  if (loading) {
    return (
      <AuthFrame title={intl.formatMessage({ id: 'registry.title' })}>
        <Spin />
      </AuthFrame>
    );
  }
  if (!invite) {
    // A code past its 14 days, or one a registration has already used, is refused with that reason.
    const reason = error instanceof ApiError ? error.fieldErrors.code : undefined;
    const known = reason === 'expired' || reason === 'used';
    const unknown = !known && (!(error instanceof ApiError) || error.code === STATUS.NOT_FOUND);
    const key = known ? `invite.${reason}` : 'invite.unknown';
    const words = {
      title: intl.formatMessage({ id: `${key}.title` }),
      subTitle: intl.formatMessage({ id: `${key}.subTitle` }),
    };
    return (
      <AuthFrame title={intl.formatMessage({ id: 'registry.title' })}>
        <div data-testid="invite-invalid">
          <ScreenResult status={unknown ? '404' : 'warning'} {...words} />
        </div>
      </AuthFrame>
    );
  }

  const onFinish = async (values: InviteForm) => {
    setBusy(true);
    try {
      const cipher = await encryptForServer(values.password);
      const created = await register({ emailName: values.emailName.trim(), code: values.code, inviteCode: code, ...cipher });
      await completeProfile(created.profileToken, { name: values.name, phone: values.phone });
      patch({ account: created.account });
      history.push(`/user/login?account=${encodeURIComponent(created.account)}`);
    } catch (failure) {
      showFormFailure(form, failure, { emailName: 'emailName', code: 'code', password: 'password', name: 'name', phone: 'phone' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title={intl.formatMessage({ id: 'invite.title' }, { company: invite.companyName })}
      subtitle={intl.formatMessage(
        { id: 'invite.subTitle' },
        { role: invite.roleName, date: dayjs(invite.expiresAt).format('YYYY-MM-DD') },
      )}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ emailName: invite.email }} requiredMark={false}>
        <Form.Item name="emailName" label={intl.formatMessage({ id: 'account.email' })} rules={rules.email()}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <CodeInput form={form} purpose="register" />
        <PasswordFields />
        <ProfileFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {intl.formatMessage({ id: 'invite.submit' })}
        </Button>
      </Form>
    </AuthFrame>
  );
}
