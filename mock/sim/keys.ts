/** The simulator's RSA key pair for password transport, made once per process. */
import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

interface KeyPair {
  keyId: string;
  publicKeyPem: string;
  privateKey: KeyObject;
}

const holder = globalThis as typeof globalThis & { __robotConsoleSimKeys?: KeyPair };

export function keyPair(): KeyPair {
  if (!holder.__robotConsoleSimKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    holder.__robotConsoleSimKeys = {
      keyId: `sim-${Date.now().toString(36)}`,
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKey,
    };
  }
  return holder.__robotConsoleSimKeys;
}

/** RSA-OAEP (SHA-256) of UTF-8 bytes, base64: the contract's password transport. Throws on anything else. */
export function decryptPassword(base64: string): string {
  const buffer = Buffer.from(base64, 'base64');
  return privateDecrypt(
    { key: keyPair().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    buffer,
  ).toString('utf8');
}
