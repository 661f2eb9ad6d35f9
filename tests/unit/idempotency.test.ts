/**
 * The request pipeline's Idempotency-Key against the simulator: sent on a
 * change, not on a read (GET, a list page) or an upload; the same for a double click and for a retry after a
 * lost reply (and the simulator then runs it once); new after an answer.
 */
import { http, HttpResponse } from 'msw';
import { fetchHandler } from '../../mock/sim/http';
import { idempotencyKeys } from '@/request/idempotency';
import { callApi } from '@/request/pipeline';
import { createInvitation, importMembers } from '@/services/members';
import { received, server, sim } from '../simulator';
import { storeSession } from '../render';

const KEY_PATTERN = /^[A-Za-z0-9]{32}$/;
const INVITE = { email: 'guest@robot.example' };

const invites = () => received.filter((request) => request.method === 'POST' && request.url === '/api/base/person/invite');
const keyOf = (index: number) => invites()[index]?.headers['idempotency-key'];
const invitationsTo = (email: string) => [...sim.state.invitations.values()].filter((invitation) => invitation.email === email);

/** The next invitation POST reaches the simulator, which runs it; then its reply is lost on the way back. */
function loseNextReply() {
  server.use(
    http.post(
      '*/api/base/person/invite',
      async ({ request }) => {
        await fetchHandler(sim, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

beforeEach(() => {
  idempotencyKeys.clear();
});

describe('Idempotency-Key in the request pipeline', () => {
  it('is sent on a POST, drawn anew for every distinct call, and not on a GET', async () => {
    const user = storeSession('admin');
    await createInvitation(INVITE);
    await callApi('base', `/person/${user.id}/menu`);
    await createInvitation({ email: 'other@robot.example' });
    const menu = received.find((request) => request.url.endsWith('/menu'));
    expect(menu?.headers['idempotency-key']).toBeUndefined();
    expect(keyOf(0)).toMatch(KEY_PATTERN);
    expect(keyOf(1)).toMatch(KEY_PATTERN);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('gives two identical calls on their way at once (a double click) the same key: one invitation', async () => {
    storeSession('admin');
    const [first, second] = await Promise.all([createInvitation(INVITE), createInvitation(INVITE)]);
    expect(invites()).toHaveLength(2);
    expect(keyOf(0)).toMatch(KEY_PATTERN);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(second).toEqual(first);
    expect(invitationsTo(INVITE.email)).toHaveLength(1);
  });

  it('retries a call whose reply was lost with the same key: the server made one invitation and answers it again', async () => {
    storeSession('admin');
    loseNextReply();
    await expect(createInvitation(INVITE)).rejects.toMatchObject({ kind: 'noResponse' });
    expect(invitationsTo(INVITE.email)).toHaveLength(1);
    const retried = await createInvitation(INVITE);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(invitationsTo(INVITE.email)).toEqual([expect.objectContaining({ code: retried.code })]);
  });

  it('draws a new key after an answer: a deliberate second identical call runs again', async () => {
    storeSession('admin');
    const first = await createInvitation(INVITE);
    const second = await createInvitation(INVITE);
    expect(keyOf(1)).toMatch(KEY_PATTERN);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(second.code).not.toBe(first.code);
    expect(invitationsTo(INVITE.email)).toHaveLength(2);
  });

  it('draws a new key after a refusal too', async () => {
    storeSession('admin');
    await expect(createInvitation({ email: 'guest@' })).rejects.toMatchObject({ code: 40001 });
    await expect(createInvitation({ email: 'guest@' })).rejects.toMatchObject({ code: 40001 });
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends no key with a read sent as POST (a list page): a replay of it would be a stale list', async () => {
    storeSession('admin');
    await callApi('base', '/person/invite/page', { method: 'POST', data: { pageNumber: 1, pageSize: 10 } });
    const page = received.find((request) => request.url === '/api/base/person/invite/page');
    expect(page).toBeDefined();
    expect(page?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends no key with a multipart upload', async () => {
    storeSession('admin');
    await importMembers(new Blob(['name,email\n'], { type: 'text/csv' }), 'members.csv').catch(() => undefined);
    const upload = received.find((request) => request.url === '/api/base/person/excel/file');
    expect(upload).toBeDefined();
    expect(upload?.headers['idempotency-key']).toBeUndefined();
  });
});
