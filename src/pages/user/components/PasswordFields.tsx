/** A new password and its confirmation, with the rules of section 5; a change of password names the current one's field (`differentFrom`). */
import { useIntl } from '@umijs/max';
import { Form, Input } from 'antd';
import { useRules } from '@/components/form/useRules';
import { PASSWORD_MAX } from '@/utils/rules';

export default function PasswordFields({ labelId = 'account.password', differentFrom }: { labelId?: string; differentFrom?: string }) {
  const intl = useIntl();
  const rules = useRules();
  return (
    <>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: labelId })}
        extra={intl.formatMessage({ id: 'account.passwordHint' })}
        dependencies={differentFrom ? [differentFrom] : undefined}
        rules={differentFrom ? [...rules.password(), rules.differentFrom(differentFrom)] : rules.password()}
        required
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX * 2} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={intl.formatMessage({ id: 'account.confirmPassword' })}
        dependencies={['password']}
        rules={rules.confirm('password')}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX * 2} />
      </Form.Item>
    </>
  );
}
