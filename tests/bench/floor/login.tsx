/**
 * The smallest sign-in page the specification's stack allows, for tests/bench/floors.mjs: React
 * DOM, antd's Form, Input, Password, Button, Alert, message and ConfigProvider with two icons,
 * react-intl with the console's own message parser, the fingerprint library and crypto-js's
 * HMAC-SHA256 for the sign. No router, no Umi runtime, no dictionary, no request pipeline: the
 * console's login page carries those on top.
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import FingerprintJS from '@fingerprintjs/fingerprintjs';
import { Alert, Button, ConfigProvider, Form, Input, message } from 'antd';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl, FormattedMessage, RawIntlProvider } from '@umijs/plugins/node_modules/react-intl'; // Umi's copy

const WORDS = { account: 'Account', password: 'Password', submit: 'Sign in', failed: 'Sign-in failed ({status})' };

function SignIn() {
  const [failure, setFailure] = useState<string>();
  const onFinish = async (values: { account: string; password: string }) => {
    const { visitorId } = await (await FingerprintJS.load({ monitoring: false })).get();
    const body = JSON.stringify(values);
    const sign = Base64.stringify(HmacSHA256(body, visitorId));
    const response = await fetch('/api/login', { method: 'POST', headers: { sign, visitorId }, body });
    if (!response.ok) {
      setFailure(String(response.status));
      void message.error(String(response.status));
    }
  };
  return (
    <Form layout="vertical" onFinish={onFinish}>
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <RawIntlProvider value={createIntl({ locale: 'en-US', messages: WORDS })}>
    <ConfigProvider theme={{ token: { colorPrimary: '#33a379' } }}>
      <SignIn />
    </ConfigProvider>
  </RawIntlProvider>,
);
