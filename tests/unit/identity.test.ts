import fc from 'fast-check';
import { decryptPassword, keyPair } from '../../mock/sim/keys';
import { getVisitorId, timezoneRegion } from '@/request/identity';
import { newNonce } from '@/request/random';
import { signRequest } from '@/request/sign';
import { encryptPassword, PublicKeyError } from '@/utils/password';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: fingerprint, load: fingerprint.load }));

describe('timezoneRegion', () => {
  const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
  it.each([
    [-480, '+0800'],
    [0, '+0000'],
    [300, '-0500'],
    [-330, '+0530'],
    [570, '-0930'],
  ])('writes offset %i as %s', (offset, expected) => {
    expect(timezoneRegion(at(offset))).toBe(expected);
  });

  it("falls back to '+0800' when the offset cannot be detected", () => {
    expect(timezoneRegion(at(Number.NaN))).toBe('+0800');
  });
});

describe('visitorId', () => {
  beforeEach(() => {
    window.localStorage.removeItem('visitorId');
    fingerprint.load.mockReset();
  });

  it('is created once with FingerprintJS on the first visit and kept locally', async () => {
    fingerprint.load.mockResolvedValue({ get: async () => ({ visitorId: 'abc123fingerprint' }) });
    const [first, second] = await Promise.all([getVisitorId(), getVisitorId()]);
    expect(first).toBe('abc123fingerprint');
    expect(second).toBe('abc123fingerprint');
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
    expect(fingerprint.load).toHaveBeenCalledWith({ monitoring: false });
    expect(window.localStorage.getItem('visitorId')).toBe('abc123fingerprint');
    await getVisitorId();
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
  });

  it('still gets an id when fingerprinting fails', async () => {
    fingerprint.load.mockRejectedValue(new Error('blocked'));
    expect(await getVisitorId()).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});

describe('nonces', () => {
  it('come from crypto.getRandomValues, never Math.random', async () => {
    const random = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    await signRequest({ url: '/api/base/x', method: 'GET' });
    expect(getRandomValues).toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
  });

  it('are 10 characters of [A-Za-z0-9] and use the whole alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9]{10}$/);
      for (const char of nonce) seen.add(char);
    }
    expect(seen.size).toBe(62);
  });
});

describe('password transport', () => {
  it('round-trips any password through RSA-OAEP (SHA-256) to the server key, Chinese and emoji included', async () => {
    const { publicKeyPem } = keyPair();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 8, maxLength: 16, unit: 'grapheme' }),
        fc.constantFrom('', '密码', '😀🔒', 'Ab1.-/@'),
        async (password, extra) => {
          const value = `${password}${extra}`;
          const cipher = await encryptPassword(value, publicKeyPem);
          expect(cipher).not.toContain(value);
          expect(decryptPassword(cipher)).toBe(value);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is randomised: the same password never encrypts the same way twice', async () => {
    const { publicKeyPem } = keyPair();
    const [a, b] = await Promise.all([encryptPassword('Console@2026', publicKeyPem), encryptPassword('Console@2026', publicKeyPem)]);
    expect(a).not.toBe(b);
  });

  it('refuses a missing or bad public key instead of falling back, and says which', async () => {
    await expect(encryptPassword('Console@2026', undefined)).rejects.toMatchObject({ name: 'PublicKeyError', reason: 'missing' });
    await expect(encryptPassword('Console@2026', 'not a key')).rejects.toMatchObject({ reason: 'unreadable' });
    const broken = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----';
    await expect(encryptPassword('Console@2026', broken)).rejects.toBeInstanceOf(PublicKeyError);
    await expect(encryptPassword('Console@2026', broken)).rejects.toMatchObject({ reason: 'unreadable' });
  });
});
