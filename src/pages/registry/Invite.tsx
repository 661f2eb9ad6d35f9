/**
 * /registry/{code}: registration by invitation. The code is checked first;
 * an unknown one (revoked, or replaced by a resent one) says the invitation
 * does not exist and may have been revoked; an expired (14 days) or already used one says so; a check that fails otherwise (no reply,
 * a server error) says that, once, and offers it again. Then email and its code,
 * password, name and phone: the new member joins the inviting company.
 */
import { history, useIntl, useModel, useParams } from '@umijs/max';
import { Button, Form, Input, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import AuthFrame from '@/components/AuthFrame';
import CodeInput from '@/components/form/CodeInput';
import { showCallFailure, showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { ApiError } from '@/request/errors';
import { failureText } from '@/request/notify';
import { STATUS } from '@/request/codes';
import { useData } from '@/request/useData';
import { completeProfile, encryptForServer, fetchInvite, register } from '@/services/account';
import PasswordFields from '../user/components/PasswordFields';
import ProfileFields from '../user/components/ProfileFields';

/**
 * Why the server refused the code, if it did: unknown (40401), or past its 14 days, or used by a registration already.
 * Anything else (a time-out, no network, a server error) is no refusal.
 */
function refusal(error: unknown): 'unknown' | 'expired' | 'used' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = error.fieldErrors.code;
  if (reason === 'expired' || reason === 'used') return reason;
  return error.code === STATUS.NOT_FOUND ? 'unknown' : undefined;
}

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
  // The check is silent at the pipeline: a refusal (unknown, expired, used) is this screen's own words; any other failure is
  // also one message, in the pipeline's words (a time-out, no network, a server error), beside the screen's retry.
  const { data: invite, error, loading, refresh } = useData(
    () =>
      fetchInvite(code).catch((failure: unknown) => {
        if (!refusal(failure)) showCallFailure(failure);
        throw failure;
      }),
    { refreshDeps: [code], refreshOnWindowFocus: false },
  );

  if (loading) {
    return (
      <AuthFrame title={intl.formatMessage({ id: 'registry.title' })}>
        <Spin />
      </AuthFrame>
    );
  }
  if (!invite) {
    const reason = refusal(error);
    if (!reason) {
      // Not a refusal: the invitation may well be good, so the screen says the check failed and offers it again.
      return (
        <AuthFrame title={intl.formatMessage({ id: 'registry.title' })}>
          <div data-testid="invite-failed">
            <Result
              status="error"
              title={intl.formatMessage({ id: 'invite.loadFailed' })}
              subTitle={failureText(error)}
              extra={
                <Button type="primary" onClick={refresh}>
                  {intl.formatMessage({ id: 'startup.retry' })}
                </Button>
              }
            />
          </div>
        </AuthFrame>
      );
    }
    const key = `invite.${reason}`;
    const words = {
      title: intl.formatMessage({ id: `${key}.title` }),
      subTitle: intl.formatMessage({ id: `${key}.subTitle` }),
    };
    return (
      <AuthFrame title={intl.formatMessage({ id: 'registry.title' })}>
        <div data-testid="invite-invalid">
          <Result status={reason === 'unknown' ? '404' : 'warning'} {...words} />
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
      // An expired profile token is no field of this form: its reason is the one message, in the user's language.
      showFormFailure(form, failure, { emailName: 'emailName', code: 'code', password: 'password', name: 'name', phone: 'phone', profileToken: null });
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
