/** A password flow's failure to encrypt ends in one message that says why in the user's language. */
import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { PublicKeyError } from '@/utils/publicKeyError';
import { showCallFailure } from './serverErrors';

it.each([
  ['en-US', 'The password cannot be encrypted: this browser encrypts only on a secure address. Open the console over HTTPS (or on localhost).'],
  ['zh-CN', '无法加密密码：浏览器仅在安全地址下加密，请通过 HTTPS（或 localhost）打开控制台'],
])('says why a password cannot be encrypted (%s)', async (locale, text) => {
  setLocale(locale, false);
  act(() => showCallFailure(new PublicKeyError('insecure', 'Web Crypto is unavailable')));
  await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
});
