/**
 * The console's signer against the simulator's verifier, over generated
 * requests (fast-check, 1,000 runs, seed printed): whatever the console
 * signs is accepted; any single change is refused; reordering the query is not.
 */
import fc from 'fast-check';
import { verifySign } from '../../mock/sim/verify';
import { signRequest, type SignableConfig } from '@/request/sign';
import { DEFAULT_SIGN_KEY, type QueryParams } from '@/request/signCore';
import { SimError } from '../../mock/sim/types';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
// eslint-disable-next-line no-console
console.info(`signer property tests: fast-check seed ${SEED} (FC_SEED=${SEED} to replay)`);

const text = fc.string({ maxLength: 12, unit: 'grapheme' });
const queryValue = fc.oneof(
  text,
  fc.constantFrom('', ' ', '+', 'a+b', 'x y', '张三', '😀', '%', '&=?#'),
  fc.array(text, { minLength: 1, maxLength: 3 }),
);
const params = fc.dictionary(fc.oneof(fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }), fc.constantFrom('tag', 'a b', '+', '名')), queryValue, { maxKeys: 5 });
const segment = fc.string({ minLength: 1, maxLength: 10, unit: 'grapheme' }).map(encodeURIComponent);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/api/base/${parts.join('/')}`);
const json = fc.jsonValue({ maxDepth: 3 });
const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE');

interface Sent {
  method: string;
  path: string;
  rawQuery: string;
  body: string | null;
  sign: string;
}

async function sign(request: { method: string; path: string; params: QueryParams; data?: unknown }): Promise<Sent> {
  const config = await signRequest<SignableConfig>({
    url: request.path,
    method: request.method,
    params: request.params,
    data: request.data,
    publicEndpoint: true,
  });
  const url = config.url ?? '';
  const at = url.indexOf('?');
  return {
    method: config.method ?? '',
    path: new URL(url, window.location.origin).pathname,
    rawQuery: at === -1 ? '' : url.slice(at + 1),
    body: typeof config.data === 'string' ? config.data : config.data === undefined ? '' : null,
    sign: String(config.headers?.sign ?? ''),
  };
}

function verdict(sent: Sent, nonces = new Map<string, number>()): number {
  try {
    verifySign(nonces, { ...sent, key: DEFAULT_SIGN_KEY, now: Date.now() });
    return 0;
  } catch (error) {
    if (error instanceof SimError) return error.code;
    throw error;
  }
}

describe('signer and verifier agree', () => {
  it('accepts whatever the console signs, and refuses any single change', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, params, json, async (m, p, q, body) => {
        const sent = await sign({ method: m, path: p, params: q, data: m === 'GET' ? undefined : body });
        expect(verdict(sent)).toBe(0);

        const [timestamp, nonce, mac] = sent.sign.split('.');
        const changes: Sent[] = [
          { ...sent, method: m === 'GET' ? 'POST' : 'GET' },
          { ...sent, path: `${sent.path}x` },
          { ...sent, rawQuery: sent.rawQuery ? `${sent.rawQuery}&extra=1` : 'extra=1' },
          { ...sent, body: sent.body === null ? '' : `${sent.body} ` },
          { ...sent, sign: `${Number(timestamp) + 1}.${nonce}.${mac}` },
          { ...sent, sign: `${timestamp}.${nonce === 'AAAAAAAAAA' ? 'BBBBBBBBBB' : 'AAAAAAAAAA'}.${mac}` },
        ];
        if (sent.rawQuery.includes('=')) {
          const [first, ...rest] = sent.rawQuery.split('&');
          const [key, value] = first.split('=');
          changes.push({ ...sent, rawQuery: [`${key}x=${value}`, ...rest].join('&') });
          changes.push({ ...sent, rawQuery: [`${key}=${value}x`, ...rest].join('&') });
        }
        for (const changed of changes) expect(verdict(changed)).toBe(40002);

        const reordered = sent.rawQuery.split('&').reverse().join('&');
        expect(verdict({ ...sent, rawQuery: reordered })).toBe(0);
      }),
      { numRuns: 1000, seed: SEED },
    );
  });

  it('never sends a header value that is not ASCII, whatever the scene id', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (scene) => {
        window.sessionStorage.setItem('selectedSceneUUID', scene);
        const config = await signRequest<SignableConfig>({ url: '/api/base/x', method: 'GET' });
        for (const value of Object.values(config.headers ?? {})) expect(String(value)).toMatch(/^[\x20-\x7e]*$/);
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});
