/** The code step of a flow: the emailed 6-digit code (with resend), then the flow's own call. */
import { history, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import CodeInput from '@/components/form/CodeInput';
import { showFormFailure } from '@/components/form/serverErrors';
import type { CodePurpose, EncryptedPassword } from '@/services/account';
import type { AccountFlow } from '@/models/accountFlow';
import FlowGuard from './FlowGuard';

export interface CodeStepProps {
  purpose: CodePurpose;
  startPath: string;
  next: string;
  /** The flow's call with the code; resolves with what to keep in the flow. */
  submit: (input: { emailName: string; code: string } & EncryptedPassword) => Promise<AccountFlow>;
  /** The message above the code (values: `email`); 'account.codeSent' when left out. */
  sentMessageId?: string;
}

export default function CodeStep({ purpose, startPath, next, submit, sentMessageId = 'account.codeSent' }: CodeStepProps) {
  const intl = useIntl();
  const [form] = Form.useForm<{ code: string }>();
  const { flow, patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ code }: { code: string }) => {
    if (!flow.email || !flow.cipher) return;
    setBusy(true);
    try {
      patch({ ...(await submit({ emailName: flow.email, code, ...flow.cipher })), code });
      history.push(next);
    } catch (error) {
      showFormFailure(form, error, { code: 'code' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FlowGuard ready={Boolean(flow.email && flow.cipher)} startPath={startPath}>
      <Alert
        type="info"
        showIcon
        message={intl.formatMessage({ id: sentMessageId }, { email: flow.email ?? '' })}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <CodeInput form={form} purpose={purpose} email={flow.email} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {intl.formatMessage({ id: 'account.next' })}
        </Button>
      </Form>
    </FlowGuard>
  );
}
