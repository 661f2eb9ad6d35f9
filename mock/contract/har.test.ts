/**
 * A recorded backend against the contract. With `CONTRACT_HAR=<file.har>`
 * (and `CONTRACT_API_ROOT` when the backend's root is not `/api`) the
 * recording's calls are checked and every violation is listed; without it,
 * the reading of a recording is tested on one made from the simulator.
 */
import { readFileSync } from 'node:fs';
import { Simulator } from '../sim/simulator';
import { call } from '../sim/testClient';
import { contract } from './contract';
import { harExchanges } from './har';

const recording = process.env.CONTRACT_HAR;
const apiRoot = process.env.CONTRACT_API_ROOT ?? '/api';

function harOf(answer: { status: number; body: unknown }, headers: Record<string, string>) {
  const text = JSON.stringify(answer.body);
  return {
    log: {
      entries: [
        {
          request: { method: 'GET', url: 'https://backend.example/api/base/auth/public-key', headers: Object.entries(headers).map(([name, value]) => ({ name, value })) },
          response: { status: answer.status, headers: [{ name: 'Content-Type', value: 'application/json' }], content: { mimeType: 'application/json', text } },
        },
        {
          request: { method: 'GET', url: 'https://backend.example/assets/logo.svg', headers: [] },
          response: { status: 200, headers: [], content: { mimeType: 'image/svg+xml', text: '<svg/>' } },
        },
      ],
    },
  };
}

describe('a HAR recording against the contract', () => {
  const headers = { token: '', userId: '', timezone: 'UTC', timezoneRegion: '+0000', sign: 's', visitorId: 'v', sceneUuid: '' };

  it('reads the API calls of a recording and passes an answer the document describes', () => {
    const answer = call(new Simulator(), { path: '/api/base/auth/public-key' });
    const exchanges = harExchanges(harOf(answer, headers));
    expect(exchanges).toHaveLength(1);
    expect(exchanges.flatMap(({ request, response }) => contract().check(request, response, { headers: true }))).toEqual([]);
  });

  it('lists what a recorded answer breaks', () => {
    const answer = call(new Simulator(), { path: '/api/base/auth/public-key' });
    const broken = { ...answer, body: { ...(answer.body as object), result: { keyId: 'k' } } };
    const [{ request, response }] = harExchanges(harOf(broken, headers));
    const id = contract().operation('GET', '/base/auth/public-key')?.id;
    expect(contract().check(request, response)).toEqual([`${id} (GET /base/auth/public-key) answer/result: missing property 'publicKey'`]);
  });

  it.runIf(recording)('the recording in CONTRACT_HAR keeps the contract', () => {
    const exchanges = harExchanges(JSON.parse(readFileSync(String(recording), 'utf8')), apiRoot);
    const violations = exchanges.flatMap(({ request, response }) => contract().check(request, response, { apiRoot, headers: true }));
    expect(violations).toEqual([]);
  });
});
