/**
 * The smallest sign-in page the specification's stack allows without antd's Form, for
 * tests/bench/floors.mjs: as ./login.tsx, with a plain form element and its two required-field
 * checks written out, which is how the console's login page draws its form (`LeanForm`). React
 * DOM, antd's Input, Password, Button, Alert, message and ConfigProvider with two icons, react-intl
 * with the console's own message parser, the fingerprint library and crypto-js's HMAC-SHA256.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { type FormEvent, type ReactElement, useState } from 'react';
import { FormattedMessage } from '@umijs/plugins/node_modules/react-intl'; // Umi's copy
import { renderPage, signIn } from './signIn';

type Values = { account: string; password: string };

function SignIn() {
  const [values, setValues] = useState<Values>({ account: '', password: '' });
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = Object.keys(values).filter((name) => values[name as keyof Values] === '');
    setMissing(empty);
    if (empty.length === 0) setFailure(await signIn(values));
  };
  const field = (name: keyof Values, input: ReactElement) => (
    <label>
      <FormattedMessage id={name} />
      {input}
      {missing.includes(name) && <FormattedMessage id="required" />}
    </label>
  );
  return (
    <form onSubmit={onSubmit}>
      {failure && <Alert type="error" message={<FormattedMessage id="failed" values={{ status: failure }} />} />}
      {field('account', <Input prefix={<UserOutlined />} value={values.account} onChange={(e) => setValues({ ...values, account: e.target.value })} />)}
      {field(
        'password',
        <Input.Password prefix={<LockOutlined />} value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />,
      )}
      <Button type="primary" htmlType="submit" block>
        <FormattedMessage id="submit" />
      </Button>
    </form>
  );
}

renderPage(SignIn);
