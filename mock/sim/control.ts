/**
 * Simulator controls for tests and demos, outside the contract and unsigned:
 * reset the seed, expire sessions, read the outbox, make an invitation, push
 * a notification, grow or shrink the fleet, size a scene's map, move the
 * clock forward, queue tasks in a scene, read (and clear) the contract violations seen.
 */
import { inviteLink, newInviteCode } from './domains/invitations';
import { feedOf } from './domains/notifications';
import { isEmail } from './domains/validate';
import { FLEET_MAX, resizeFleet } from './fleet';
import { NODES_MAX, NODES_MIN } from './maps/layout';
import { networkGraphOf, regenerate, ROBOTS_MAX, sceneMap } from './maps/sceneMaps';
import { between, randomUuid } from './random';
import { addTask, dispatch, tasksOfScene } from './tasks';
import type { Simulator } from './simulator';
import { addNotice, firstNotice, NOTICE_FAULT, NOTICE_JOINED, NOTICE_OTA, type NoticeKind } from './notices';
import { DAY_MS, INVITE_VALID_DAYS, sameEmail, seededRandom, type Invitation, type NoticeContent } from './store';

export const CONTROL_PREFIX = '/__simulator';

export interface ControlReply {
  status: number;
  body: unknown;
}

const MAX_VALID_DAYS = 3650;

function badRequest(error: string): ControlReply {
  return { status: 400, body: { ok: false, error } };
}

/** POST /__simulator/invite `{ companyId?, roleName?, email?, validDays? }` -> `{ code, link }`. */
function invite(sim: Simulator, body: unknown): ControlReply {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    return badRequest('a JSON object body is expected');
  }
  const input = (body ?? {}) as Record<string, unknown>;
  const companyId = input.companyId ?? 'c1';
  if (typeof companyId !== 'string' || !sim.state.companies.some((company) => company.id === companyId)) {
    return badRequest('unknown companyId');
  }
  const roleName = input.roleName ?? 'Member';
  const role = sim.state.roles.find((candidate) => candidate.name === roleName);
  if (!role) return badRequest(`roleName must be one of ${sim.state.roles.map((candidate) => candidate.name).join(', ')}`);
  const email = input.email ?? undefined;
  if (email !== undefined && (typeof email !== 'string' || !isEmail(email))) return badRequest('invalid email');
  const validDays = input.validDays ?? INVITE_VALID_DAYS;
  if (typeof validDays !== 'number' || !Number.isFinite(validDays) || validDays <= 0 || validDays > MAX_VALID_DAYS) {
    return badRequest(`validDays must be a number above 0 and at most ${MAX_VALID_DAYS}`);
  }
  const now = sim.now();
  const invitation: Invitation = {
    code: newInviteCode(sim.state),
    companyId,
    roleId: role.id,
    roleName: role.name,
    ...(email ? { email } : {}),
    createdAt: now,
    expiresAt: now + validDays * DAY_MS,
  };
  sim.state.invitations.set(invitation.code, invitation);
  const link = inviteLink(invitation.code);
  if (email) sim.state.outbox.push({ to: email, purpose: 'invite', link, sentAt: now });
  return { status: 200, body: { code: invitation.code, link } };
}

/** GET /__simulator/outbox?to=<email>: the mails, newest first; all of them without `to`. */
function outbox(sim: Simulator, rawQuery: string): ControlReply {
  const to = new URLSearchParams(rawQuery).get('to');
  const mails = sim.state.outbox
    .filter((mail) => !to || sameEmail(mail.to, to))
    .map((mail) => ({ ...mail }))
    .reverse();
  return { status: 200, body: mails };
}

const NOTICE_TEXT_MAX = 4096;

/**
 * POST /__simulator/notify `{ account, msg?, msgParam?, method?, url? }` -> `{ noSqlId }`:
 * an unread notification dated now for the account with that login name.
 * Defaults follow `msg` (a robot fault when absent or unknown), drawn from
 * the records the account reaches as the timed ones are (notices.ts): its
 * `msgParam`, `method` 'GET' and its page (`/assets/list` for a fault), or
 * no link for `notice.member.joined`; `method: ''` defaults `url` to ''.
 */
function notify(sim: Simulator, body: unknown): ControlReply {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return badRequest('a JSON object body with account is expected');
  }
  const input = body as Record<string, unknown>;
  if (typeof input.account !== 'string' || input.account === '') return badRequest('account is required');
  for (const field of ['msg', 'msgParam', 'url']) {
    const value = input[field];
    if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > NOTICE_TEXT_MAX)) {
      return badRequest(`${field} must be text of at most ${NOTICE_TEXT_MAX} characters`);
    }
  }
  const text = (field: string) => (typeof input[field] === 'string' ? (input[field] as string) : undefined);
  const msg = text('msg');
  const msgParam = text('msgParam');
  const url = text('url');
  if (msg === '') return badRequest('msg must not be empty');
  if (typeof url === 'string' && url !== '' && (!url.startsWith('/') || url.startsWith('//'))) {
    return badRequest("url must be a same-origin path ('/...') or ''");
  }
  const method = input.method ?? undefined;
  if (method !== undefined && method !== 'GET' && method !== '') return badRequest("method must be 'GET' or ''");

  const account = sim.state.accounts.find((candidate) => candidate.account === input.account);
  if (!account) return { status: 404, body: { ok: false } };
  const now = sim.now();
  const feed = feedOf(sim.state, account.id, now);
  const random = seededRandom(`notify:${account.id}:${feed.nextNumber}`);
  // Drawn from what the account reaches (notices.ts): the kind asked for; without one, the first that fits.
  const kinds: NoticeKind[] =
    msg === undefined ? ['fault', 'ota', 'joined'] : msg === NOTICE_OTA ? ['ota'] : msg === NOTICE_JOINED ? ['joined'] : ['fault'];
  const template: NoticeContent = firstNotice(sim.state, account, kinds, random, now) ?? {
    msg: NOTICE_FAULT,
    msgParam: '{}',
    method: '',
    url: '',
  };
  const chosenMethod = method ?? template.method;
  const content: NoticeContent = {
    msg: msg ?? template.msg,
    msgParam: msgParam ?? template.msgParam,
    method: chosenMethod,
    url: url ?? (chosenMethod === '' ? '' : template.url || '/assets/list'),
  };
  const notice = addNotice(feed, account.id, content, now);
  return { status: 200, body: { noSqlId: notice.noSqlId } };
}

/** A whole number from `min` to `max`, or undefined. */
function wholeIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The body's fields; none unless it is an object. */
function objectOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** POST /__simulator/assets `{ count }` -> `{ totalCount }`: the fleet grown or shrunk to `count` (0-100,000). */
function resizeAssets(sim: Simulator, body: unknown): ControlReply {
  const count = wholeIn(objectOf(body).count, 0, FLEET_MAX);
  if (count === undefined) return badRequest(`count must be a whole number from 0 to ${FLEET_MAX}`);
  resizeFleet(sim.state.fleet, count, sim.now());
  return { status: 200, body: { totalCount: sim.state.fleet.assets.size } };
}

/**
 * POST /__simulator/map `{ sceneId, nodes, robots }` -> `{ nodes, robots }`:
 * a new version of that scene's map with `nodes` nodes (10-100,000) and
 * `robots` virtual robots (0-2,000), built at once.
 */
function sizeMap(sim: Simulator, body: unknown): ControlReply {
  const input = objectOf(body);
  const scene = sim.state.fleet.scenes.find((candidate) => candidate.id === input.sceneId);
  if (!scene || scene.mapStatus !== 1) return badRequest('sceneId must name a scene with a map');
  const nodes = wholeIn(input.nodes, NODES_MIN, NODES_MAX);
  if (nodes === undefined) return badRequest(`nodes must be a whole number from ${NODES_MIN} to ${NODES_MAX}`);
  const robots = wholeIn(input.robots, 0, ROBOTS_MAX);
  if (robots === undefined) return badRequest(`robots must be a whole number from 0 to ${ROBOTS_MAX}`);
  const graph = regenerate(sceneMap(sim.state.maps, scene, sim.now()), nodes, robots);
  return { status: 200, body: { nodes: graph.nodes.length, robots } };
}

/** At most this many tasks per POST /__simulator/tasks. */
export const QUEUED_TASKS_MAX = 500;

/**
 * POST /__simulator/tasks `{ sceneId, count }` -> `{ queued }`: `count`
 * (1-500) typical tasks for any free robot queued in that scene, each to a
 * delivery node chosen from the seed, for the map benchmark's editing case.
 */
function queueTasks(sim: Simulator, body: unknown): ControlReply {
  const input = objectOf(body);
  const scene = sim.state.fleet.scenes.find((candidate) => candidate.id === input.sceneId);
  if (!scene || scene.mapStatus !== 1) return badRequest('sceneId must name a scene with a map');
  const count = wholeIn(input.count, 1, QUEUED_TASKS_MAX);
  if (count === undefined) return badRequest(`count must be a whole number from 1 to ${QUEUED_TASKS_MAX}`);
  const now = sim.now();
  const tasks = tasksOfScene({ tasks: sim.state.tasks, maps: sim.state.maps, assets: sim.state.fleet.assets }, scene, now);
  const map = sceneMap(sim.state.maps, scene, now);
  const graph = networkGraphOf(map);
  const points = graph.actionPoints;
  if (points.length === 0) return badRequest('the scene has no action points');
  const random = seededRandom(`control:tasks:${scene.id}:${tasks.nextNumber}`);
  for (let i = 0; i < count; i += 1) {
    const target = points[between(random, 0, points.length - 1)].nodeId;
    const fields = { name: `Bench ${tasks.nextNumber}`, type: 1 as const, creationMethod: 3 as const, priority: 3 as const, targets: [target] };
    addTask(tasks, scene, graph, { ...fields, returnNodeId: null, robotId: null, robotName: null, timed: false, startAt: null, retryOf: null }, now, randomUuid(random));
  }
  dispatch(tasks, { map, assets: sim.state.fleet.assets }, now);
  return { status: 200, body: { queued: count } };
}

/** At most this much of the clock per POST /__simulator/clock. */
export const CLOCK_STEP_MAX_MS = 30 * DAY_MS;

/**
 * POST /__simulator/clock `{ advanceMs?, hold? }` -> `{ now, held }`: the server clock moved forward by 0-30 days
 * (whole milliseconds), and held still (`hold: true`: only these calls move it then) or let run again (`false`).
 */
function advanceClock(sim: Simulator, body: unknown): ControlReply {
  const input = objectOf(body);
  const advanceMs = input.advanceMs === undefined && input.hold !== undefined ? 0 : wholeIn(input.advanceMs, 0, CLOCK_STEP_MAX_MS);
  if (advanceMs === undefined) return badRequest(`advanceMs must be a whole number of milliseconds from 0 to ${CLOCK_STEP_MAX_MS}`);
  if (input.hold !== undefined && typeof input.hold !== 'boolean') return badRequest('hold must be true or false');
  if (typeof input.hold === 'boolean') sim.holdClock(input.hold);
  sim.advanceClock(advanceMs);
  return { status: 200, body: { now: sim.now(), held: sim.clockHeld } };
}

/**
 * `path` without the query; `rawQuery` without the '?'; `body` the parsed
 * JSON body (undefined when there is none).
 */
export function handleControl(
  sim: Simulator,
  method: string,
  path: string,
  rawQuery = '',
  body: unknown = undefined,
): ControlReply {
  if (method === 'POST' && path === `${CONTROL_PREFIX}/reset`) {
    sim.reset();
    return { status: 200, body: { ok: true } };
  }
  if (method === 'POST' && path === `${CONTROL_PREFIX}/expire-sessions`) {
    sim.expireSessions();
    return { status: 200, body: { ok: true } };
  }
  if (method === 'GET' && path === `${CONTROL_PREFIX}/outbox`) return outbox(sim, rawQuery);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/invite`) return invite(sim, body);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/notify`) return notify(sim, body);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/assets`) return resizeAssets(sim, body);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/map`) return sizeMap(sim, body);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/clock`) return advanceClock(sim, body);
  if (method === 'POST' && path === `${CONTROL_PREFIX}/tasks`) return queueTasks(sim, body);
  if (method === 'GET' && path === `${CONTROL_PREFIX}/contract`) return { status: 200, body: { violations: sim.violations.splice(0) } };
  return { status: 404, body: { ok: false } };
}
