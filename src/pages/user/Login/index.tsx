/**
 * /user/login: account and password; the password leaves the browser only
 * RSA-OAEP encrypted. After login the user lands on the `redirect` parameter
 * when it is a same-origin path, else /welcome.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, Link, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import AuthFrame from '@/components/AuthFrame';
import { STATUS } from '@/request/codes';
import { ApiError, describe } from '@/request/errors';
import { showFailure } from '@/request/notify';
import { safeRedirectPath } from '@/request/redirect';
import { resetSessionExpiry } from '@/request/session';
import { writeCurrentUser } from '@/request/storage';
import { login } from '@/services/auth';
import { PublicKeyError } from '@/utils/password';
import { TEXT_MAX } from '@/utils/rules';

interface LoginValues {
  account: string;
  password: string;
}

export default function Login() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { initialState, refresh } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  /** Where to go once the new session's state (and so its access) has reached the page. */
  const [landing, setLanding] = useState<{ path: string; token: string }>();

  useEffect(() => {
    // Navigating only after the new state has arrived: the layout's first render must
    // see the new permissions, or it would keep a stale 403 for the landing route.
    if (landing && initialState?.currentUser?.token === landing.token) history.replace(landing.path);
  }, [landing, initialState]);

  const onFinish = async (entered: LoginValues) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const user = await login({ account: entered.account.trim(), password: entered.password });
      writeCurrentUser(user);
      resetSessionExpiry();
      setLanding({ path: safeRedirectPath(searchParams.get('redirect'), '/welcome'), token: user.token });
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === STATUS.VALIDATION_FAILED) {
        // A locked account (too many wrong passwords) or a disabled one waits for an administrator.
        const reason = error.fieldErrors.account;
        const id = reason === 'locked' || reason === 'disabled' ? `login.${reason}` : 'login.wrongCredentials';
        setFailure(intl.formatMessage({ id }));
      } else if (error instanceof PublicKeyError) {
        setFailure(intl.formatMessage({ id: 'login.keyError' }, { reason: intl.formatMessage({ id: `password.keyError.${error.reason}` }) }));
      } else if (error instanceof ApiError) {
        showFailure(describe(error));
      } else {
        showFailure({ id: 'request.error.request' });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame title={intl.formatMessage({ id: 'app.title' })} subtitle={intl.formatMessage({ id: 'login.subtitle' })}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        disabled={submitting}
        initialValues={{ account: searchParams.get('account') ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="account"
          label={intl.formatMessage({ id: 'login.account' })}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage({ id: 'login.accountRequired' }) }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={254} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={intl.formatMessage({ id: 'login.password' })}
          rules={[{ required: true, message: intl.formatMessage({ id: 'login.passwordRequired' }) }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={TEXT_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage({ id: 'login.submit' })}
        </Button>
      </Form>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/forgotpwd/start">{intl.formatMessage({ id: 'login.forgot' })}</Link>
        <Link to="/user/registry/start">{intl.formatMessage({ id: 'login.register' })}</Link>
      </Space>
    </AuthFrame>
  );
}
