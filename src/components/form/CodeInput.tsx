/**
 * A 6-digit code field with its send / resend button and countdown in
 * seconds. Sending asks the server for a code for `email` and `purpose`.
 */
import { useIntl, useModel } from '@umijs/max';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { sendCode, type CodePurpose } from '@/services/account';
import { CAPTCHA_LENGTH } from '@/utils/rules';
import { showFormFailure } from './serverErrors';
import { useSecondsUntil } from './useCountdown';
import { useRules } from './useRules';

export interface CodeInputProps {
  form: FormInstance;
  purpose: CodePurpose;
  /** The email to send to; read from the form's `emailName` field when absent. */
  email?: string;
  name?: string;
}

export default function CodeInput({ form, purpose, email, name = 'code' }: CodeInputProps) {
  const intl = useIntl();
  const rules = useRules();
  const { flow, patch } = useModel('accountFlow');
  const [sending, setSending] = useState(false);
  const left = useSecondsUntil(flow.resendAt);

  const send = async () => {
    let target = email;
    if (!target) {
      try {
        target = (await form.validateFields(['emailName'])).emailName as string;
      } catch {
        return;
      }
    }
    setSending(true);
    try {
      const sent = await sendCode(purpose, target);
      patch({ email: target, resendAt: Date.now() + sent.resendAfterSeconds * 1000 });
    } catch (error) {
      showFormFailure(form, error, { emailName: 'emailName', code: name });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={intl.formatMessage({ id: 'account.code' })} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={rules.captcha()}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CAPTCHA_LENGTH}
            aria-label={intl.formatMessage({ id: 'account.code' })}
          />
        </Form.Item>
        <Button onClick={() => void send()} loading={sending} disabled={left > 0} data-testid="send-code">
          {left > 0
            ? intl.formatMessage({ id: 'account.resendIn' }, { seconds: left })
            : intl.formatMessage({ id: flow.resendAt ? 'account.resend' : 'account.sendCode' })}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
