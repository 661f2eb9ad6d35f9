import { history, useIntl, useModel } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import AuthShell from '@/components/AuthShell';
import CodeInput from '@/components/form/CodeInput';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { checkCode } from '@/services/account';
import { H5_STEPS } from './steps';

/** /user/registry/h5/start: email and its code, checked before going on. */
export default function H5Start() {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<{ emailName: string; code: string }>();
  const { flow, patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ emailName, code }: { emailName: string; code: string }) => {
    setBusy(true);
    try {
      await checkCode('register', emailName.trim(), code);
      patch({ email: emailName.trim(), code });
      history.push('/user/registry/h5/setpwd');
    } catch (error) {
      showFormFailure(form, error, { code: 'code', emailName: 'emailName' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthShell mobile title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: H5_STEPS, current: 0 }}>
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ emailName: flow.email }} requiredMark={false}>
        <Form.Item name="emailName" label={intl.formatMessage({ id: 'account.email' })} rules={rules.email()}>
          <Input type="email" autoComplete="email" size="large" maxLength={254} />
        </Form.Item>
        <CodeInput form={form} purpose="register" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {intl.formatMessage({ id: 'account.next' })}
        </Button>
      </Form>
    </AuthShell>
  );
}
