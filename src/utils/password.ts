/**
 * Password transport (API.md): base64 of RSA-OAEP (SHA-256) over the
 * password's UTF-8 bytes, with the server's SPKI public key. Never PKCS#1
 * v1.5, never a clear-text fallback: a missing or bad key is an error.
 */
import { PublicKeyError } from './publicKeyError';

export { PublicKeyError, type PublicKeyReason } from './publicKeyError';

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem);
  if (!match) throw new PublicKeyError('unreadable', 'Not an SPKI PEM public key');
  const base64 = match[1].replace(/\s+/g, '');
  const binary = atob(base64);
  const der = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) der[i] = binary.charCodeAt(i);
  return der;
}

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 1) binary += String.fromCharCode(view[i]);
  return btoa(binary);
}

export async function encryptPassword(password: string, publicKeyPem: string | undefined): Promise<string> {
  if (!publicKeyPem) throw new PublicKeyError('missing', 'No public key');
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new PublicKeyError('insecure', 'Web Crypto is unavailable (the console needs HTTPS or localhost)');
  let key: CryptoKey;
  try {
    key = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
  } catch (error) {
    if (error instanceof PublicKeyError) throw error;
    throw new PublicKeyError('unreadable', 'The public key cannot be imported');
  }
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}
