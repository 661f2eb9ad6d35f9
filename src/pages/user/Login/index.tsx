/**
 * /user/login: account and password; the password leaves the browser only
 * RSA-OAEP encrypted. After login the user lands on the `redirect` parameter
 * when it is a same-origin path, else /welcome. The form is LeanForm (antd's
 * vertical form as antd draws it, without antd's form machinery): its two
 * rules are checked here as antd checks them, on submit and on each change.
 * Beyond what AuthFrame brings, the page brings the style functions of its
 * Space (the public pages have no antd sheet: src/startup/styleFunctions.ts).
 */
import * as spaceStyle from 'antd/es/space/style/index.js?styles';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, Link, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Space } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import AuthFrame from '@/components/AuthFrame';
import { LeanForm, LeanFormItem } from '@/components/lean/LeanForm';
import { Input, Password } from '@/components/lean/LeanInput';
import { STATUS } from '@/request/codes';
import { ApiError, describe } from '@/request/errors';
import { showFailure } from '@/request/notify';
import { safeRedirectPath } from '@/request/redirect';
import { resetSessionExpiry } from '@/request/session';
import { writeCurrentUser } from '@/request/storage';
import { login } from '@/services/auth';
import { PublicKeyError } from '@/utils/password';
import { TEXT_MAX } from '@/utils/rules';
import { takeStyles } from '@/startup/styleFunctions';

takeStyles(spaceStyle);

interface LoginValues {
  account: string;
  password: string;
}

/** Each field's rule: the id of its message when the value breaks it (the account must have more than spaces). */
const RULES: Record<keyof LoginValues, (value: string) => string | undefined> = {
  account: (value) => (value.trim() ? undefined : 'login.accountRequired'),
  password: (value) => (value ? undefined : 'login.passwordRequired'),
};

/** The rules a submit finds broken, by field. */
function check(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  return { account: RULES.account(values.account), password: RULES.password(values.password) };
}

export default function Login() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const { initialState, refresh } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [values, setValues] = useState<LoginValues>(() => ({ account: searchParams.get('account') ?? '', password: '' }));
  /** The message ids of the broken rules shown, translated when drawn (they follow a language switch). */
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  /** Where to go once the new session's state (and so its access) has reached the page. */
  const [landing, setLanding] = useState<{ path: string; token: string }>();

  useEffect(() => {
    // Navigating only after the new state has arrived: the layout's first render must
    // see the new permissions, or it would keep a stale 403 for the landing route.
    if (landing && initialState?.currentUser?.token === landing.token) history.replace(landing.path);
  }, [landing, initialState]);

  /** A field's value and its change, which checks the field's rule again (as antd's form does). */
  const bind = (name: keyof LoginValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((was) => ({ ...was, [name]: value }));
      setErrors((was) => ({ ...was, [name]: RULES[name](value) }));
    },
  });
  const errorOf = (name: keyof LoginValues) => {
    const id = errors[name];
    return id && intl.formatMessage({ id });
  };

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
      <LeanForm
        hideRequiredMark
        disabled={submitting}
        onSubmit={() => {
          const broken = check(values);
          setErrors(broken);
          if (!broken.account && !broken.password) void onFinish(values);
        }}
      >
        <LeanFormItem id="account" label={intl.formatMessage({ id: 'login.account' })} required error={errorOf('account')}>
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={254} autoFocus {...bind('account')} />
        </LeanFormItem>
        <LeanFormItem id="password" label={intl.formatMessage({ id: 'login.password' })} required error={errorOf('password')}>
          <Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={TEXT_MAX} {...bind('password')} />
        </LeanFormItem>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {intl.formatMessage({ id: 'login.submit' })}
        </Button>
      </LeanForm>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/forgotpwd/start">{intl.formatMessage({ id: 'login.forgot' })}</Link>
        <Link to="/user/registry/start">{intl.formatMessage({ id: 'login.register' })}</Link>
      </Space>
    </AuthFrame>
  );
}
