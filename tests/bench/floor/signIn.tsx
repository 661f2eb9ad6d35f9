/**
 * What the floor sign-in page (tests/bench/floor/login.tsx) draws around its form: the sign-in call
 * (the visitor's fingerprint, crypto-js's HMAC-SHA256 over the body, the call) and the page's root
 * (react-intl with the console's parser, antd's ConfigProvider in the console's primary colour).
 * tests/bench/floors.mjs also builds login.tsx with the fingerprint library replaced by
 * noFingerprint.ts, to weigh the rest alone.
 */
import FingerprintJS from '@fingerprintjs/fingerprintjs';
import { ConfigProvider, message } from 'antd';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl, RawIntlProvider } from '@umijs/plugins/node_modules/react-intl'; // Umi's copy

const WORDS = { account: 'Account', password: 'Password', submit: 'Sign in', required: 'Required', failed: 'Sign-in failed ({status})' };

/** Signs and sends the credentials; the failure's status, or undefined when signed in. */
export async function signIn(values: { account: string; password: string }): Promise<string | undefined> {
  const { visitorId } = await (await FingerprintJS.load({ monitoring: false })).get();
  const body = JSON.stringify(values);
  const sign = Base64.stringify(HmacSHA256(body, visitorId));
  const response = await fetch('/api/login', { method: 'POST', headers: { sign, visitorId }, body });
  if (response.ok) return undefined;
  void message.error(String(response.status));
  return String(response.status);
}

/** Draws the page in the console's words and theme. */
export function renderPage(Page: ComponentType) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <RawIntlProvider value={createIntl({ locale: 'en-US', messages: WORDS })}>
      <ConfigProvider theme={{ token: { colorPrimary: '#33a379' } }}>
        <Page />
      </ConfigProvider>
    </RawIntlProvider>,
  );
}
