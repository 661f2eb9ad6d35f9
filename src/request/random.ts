/** Random strings from crypto.getRandomValues with rejection sampling; never Math.random. */
import { NONCE_ALPHABET, NONCE_LENGTH } from './signCore';

export function randomAlphanumeric(length: number): string {
  const alphabet = NONCE_ALPHABET;
  // Largest multiple of the alphabet size below 256: bytes above it are redrawn.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function newNonce(): string {
  return randomAlphanumeric(NONCE_LENGTH);
}
