/**
 * The smallest sign-in page the specification's stack allows, for tests/bench/floors.mjs: React
 * DOM, antd's Form, Input, Password, Button, Alert, message and ConfigProvider with two icons,
 * react-intl with the console's own message parser, the fingerprint library and crypto-js's
 * HMAC-SHA256 for the sign (./signIn.tsx). No router, no Umi runtime, no dictionary, no request
 * pipeline: the console's login page carries those on top.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from '@umijs/plugins/node_modules/react-intl'; // Umi's copy
import { renderPage, signIn } from './signIn';

function SignIn() {
  const [failure, setFailure] = useState<string>();
  return (
    <Form layout="vertical" onFinish={async (values) => setFailure(await signIn(values))}>
      {failure && <Alert type="error" message={<FormattedMessage id="failed" values={{ status: failure }} />} />}
      <Form.Item name="account" label={<FormattedMessage id="account" />} rules={[{ required: true }]}>
        <Input prefix={<UserOutlined />} />
      </Form.Item>
      <Form.Item name="password" label={<FormattedMessage id="password" />} rules={[{ required: true }]}>
        <Input.Password prefix={<LockOutlined />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        <FormattedMessage id="submit" />
      </Button>
    </Form>
  );
}

renderPage(SignIn);
