/**
 * The contract check of the unit suite, end to end: the console's real
 * request pipeline calls the simulator through msw, and an answer the
 * document does not describe is caught (tests/setup.ts then fails the test).
 */
import { ROUTES } from '../../mock/sim/simulator';
import { fetchPublicKey } from '@/services/auth';
import { contractViolations, received } from '../simulator';

const publicKeyRoute = ROUTES.find((route) => route.method === 'GET' && route.path === '/base/auth/public-key');

describe('the contract check of the unit suite', () => {
  afterEach(() => {
    // What this file provoked on purpose is not a failure of the next test.
    contractViolations.length = 0;
  });

  it('passes what the console sends and the simulator answers, with the seven headers', async () => {
    await fetchPublicKey();
    expect(received.at(-1)?.headers).toMatchObject({ sign: expect.any(String), timezone: expect.any(String), visitorid: expect.any(String) });
    expect(contractViolations).toEqual([]);
  });

  it('names the operation and the field when the simulator answers without a field', async () => {
    if (!publicKeyRoute) throw new Error('the public key route is gone');
    const handle = publicKeyRoute.handle;
    publicKeyRoute.handle = (ctx) => {
      const { keyId } = handle(ctx);
      return { keyId } as ReturnType<typeof handle>;
    };
    try {
      await fetchPublicKey();
    } finally {
      publicKeyRoute.handle = handle;
    }
    expect(contractViolations).toEqual(["getPublicKey (GET /base/auth/public-key) answer/result: missing property 'publicKey'"]);
  });
});
