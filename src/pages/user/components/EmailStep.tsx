/** The first step of registration and recovery: the email, and a code sent to it. */
import { history, useIntl, useModel } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { sendCode, type CodePurpose } from '@/services/account';

export default function EmailStep({ purpose, next }: { purpose: CodePurpose; next: string }) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<{ emailName: string }>();
  const { flow, patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ emailName }: { emailName: string }) => {
    const email = emailName.trim();
    if (flow.email === email && flow.resendAt && flow.resendAt > Date.now()) {
      history.push(next); // a code for this address is still fresh
      return;
    }
    setBusy(true);
    try {
      const sent = await sendCode(purpose, email);
      patch({ email, resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
      history.push(next);
    } catch (error) {
      showFormFailure(form, error, { emailName: 'emailName' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ emailName: flow.email }} requiredMark={false}>
      <Form.Item name="emailName" label={intl.formatMessage({ id: 'account.email' })} rules={rules.email()}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {intl.formatMessage({ id: 'account.sendCode' })}
      </Button>
    </Form>
  );
}
