/**
 * Production quality of docs/api.md on the simulator: the seed (applications
 * in every state, about 3,000 serial numbers tied to the fleet, failed checks,
 * feedback), the rules (level identifier, remarks, 4 measures, who reviews),
 * approval issuing deviceNumberOf's numbers, the lists, the unit timeline's
 * parts per caller, and determinism. Requests are signed as a client signs them.
 */
import type { Schema } from '../../src/services/types/contract';
import { deviceNumberOf, isLevelIdentifier } from '../../src/services/types/production';
import { CHECK_FAILURE_SHARE } from './production';
import { Simulator } from './simulator';
import { code, expectOrdered, fields, pageAt, reason, result, sendBelow, signedIn, type Auth, type Page } from './testClient';

type ApplicationRow = Schema<'SnApplication'>;
type SerialRow = Schema<'FactorySerial'>;
type RecordRow = Schema<'ProcessRecord'>;
type TicketRow = Schema<'FeedbackTicket'>;
type Timeline = Schema<'UnitTimeline'>;

const production = sendBelow('/api/production');
const post = (sim: Simulator, path: string, data: unknown, auth: Auth) => production(sim, 'POST', path, data, auth);
const put = (sim: Simulator, path: string, data: unknown, auth: Auth) => production(sim, 'PUT', path, data, auth);
const get = (sim: Simulator, path: string, auth: Auth) => production(sim, 'GET', path, undefined, auth);

function ok<T>(response: ReturnType<typeof post>): T {
  expect(code(response), reason(response)).toBe(0);
  return result<T>(response);
}

const page = <T>(sim: Simulator, path: string, body: Record<string, unknown>, auth: Auth): Page<T> =>
  pageAt<T>(sim, production, path, { pageNumber: 1, pageSize: 100, ...body }, auth);

const APPLICATION = {
  manufacturer: 'Robot Demo Factory',
  batch: 'B2407',
  shippingMethod: 'Road',
  manufactureDate: Date.UTC(2026, 0, 5),
  yearCode: 'K',
  productionQuantity: 12,
  applicationQuantity: 5,
  materialInfo: 'PCBA rev D',
  targetArea: 'Europe',
  levelIdentifier: 'A3',
  randomNumber: '5821',
  hardwareVersion: 'HW 2.1',
  appearance: 'Matte white',
};
const REMARKS = 'Quantities match the plan.';

function apply(sim: Simulator, auth: Auth, extra: Record<string, unknown> = {}) {
  return post(sim, '/application', { ...APPLICATION, ...extra }, auth);
}

const TICKET = {
  date: Date.UTC(2026, 1, 1),
  customer: 'Acme Logistics',
  anomalyClass: 2,
  anomalyDescription: 'Depth camera does not start',
  causeClass: 2,
  causeDescription: 'Lens lot out of spec',
  reportNumber: '8D-9001',
  measures: ['Re-inspect the lot'],
  relatedOrder: 'SO-2026-0001',
};

describe('production quality: the seed', () => {
  it('has applications in every state, about 3,000 serial numbers holding every asset serial, and feedback on fleet units', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    for (const state of [1, 2, 3]) expect(page<ApplicationRow>(sim, '/application/page', { state }, admin).totalCount, `state ${state}`).toBeGreaterThan(0);
    const serials = page<SerialRow>(sim, '/serial/page', {}, admin).totalCount;
    expect(serials).toBeGreaterThanOrEqual(3000);
    expect(serials).toBeLessThan(3100);
    for (const asset of sim.state.fleet.assets.values()) expect(sim.state.production.serials.has(asset.serialNumber), asset.id).toBe(true);
    const tickets = page<TicketRow>(sim, '/feedback/page', {}, admin);
    expect(tickets.totalCount).toBe(40);
    const fleetSerials = new Set([...sim.state.fleet.assets.values()].map((asset) => asset.serialNumber));
    expect(tickets.items.some((ticket) => ticket.serialNumbers.some((serial) => fleetSerials.has(serial)))).toBe(true);
    expect(tickets.items.every((ticket) => ticket.measures.length <= 4)).toBe(true);
  });

  it('shows failed checks on a fresh start, about one in CHECK_FAILURE_SHARE', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const failed = page<RecordRow>(sim, '/record/page', { result: 2 }, admin).totalCount;
    const checks = page<RecordRow>(sim, '/record/page', { kind: [1, 2, 3, 4, 5, 6] }, admin).totalCount;
    expect(failed).toBeGreaterThan(0);
    expect(failed / checks).toBeGreaterThan(0.5 / CHECK_FAILURE_SHARE);
    expect(failed / checks).toBeLessThan(1.5 / CHECK_FAILURE_SHARE);
    const camera = page<RecordRow>(sim, '/record/page', { kind: 6, result: 2 }, admin).items[0];
    expect(camera.regions).toHaveLength(5);
    expect(camera.regions.some((region) => region.result === 2)).toBe(true);
  });

  it('is the same for two fresh simulators', () => {
    const answers = [new Simulator(), new Simulator()].map((sim) => {
      const admin = signedIn(sim, 'admin');
      return [
        page<ApplicationRow>(sim, '/application/page', {}, admin),
        page<RecordRow>(sim, '/record/page', { result: 2 }, admin),
        page<TicketRow>(sim, '/feedback/page', {}, admin),
      ].map((answer) => JSON.stringify(answer).replace(/"(appliedAt|reviewedAt|manufactureDate|issuedAt|time|date|createdAt|updatedAt|closedAt)":\d+/g, ''));
    });
    expect(answers[0]).toEqual(answers[1]);
  });
});

describe('production quality: applications and their rules', () => {
  it('accepts a level identifier of 1-2 letters or digits without O nor I, and refuses any other with the field named', () => {
    for (const value of ['A', '3', 'A3', 'ZZ', '09']) expect(isLevelIdentifier(value), value).toBe(true);
    for (const value of ['', 'O', 'I', 'AO', 'I1', 'ABC', 'a-', ' ']) expect(isLevelIdentifier(value), value).toBe(false);
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    for (const value of ['O', 'I', 'A1B', 'A-']) {
      const refused = apply(sim, admin, { levelIdentifier: value, randomNumber: '1111' });
      expect(code(refused), value).toBe(40001);
      expect(fields(refused), value).toEqual({ levelIdentifier: 'invalid' });
    }
    expect(code(apply(sim, admin, { levelIdentifier: 'b2' }))).toBe(0);
  });

  it('refuses quantities that are not positive whole numbers, and texts over 50 characters', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    expect(fields(apply(sim, admin, { applicationQuantity: 0 }))).toEqual({ applicationQuantity: 'invalid' });
    expect(fields(apply(sim, admin, { productionQuantity: 2.5 }))).toEqual({ productionQuantity: 'invalid' });
    expect(fields(apply(sim, admin, { applicationQuantity: 13 }))).toEqual({ applicationQuantity: 'invalid' });
    expect(fields(apply(sim, admin, { targetArea: 'x'.repeat(51) }))).toEqual({ targetArea: 'tooLong' });
  });

  it('approval by another account issues exactly applicationQuantity serial numbers, each deviceNumberOf the fields', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const reviewer = signedIn(sim, 'reviewer');
    const application = ok<ApplicationRow>(apply(sim, admin));
    expect(application).toMatchObject({ state: 1, applicant: 'admin', issuedCount: 0 });
    const approved = ok<ApplicationRow>(post(sim, `/application/${application.id}/approve`, { remarks: REMARKS }, reviewer));
    expect(approved).toMatchObject({ state: 2, reviewer: 'reviewer', remarks: REMARKS, issuedCount: 5 });
    const serials = page<SerialRow>(sim, `/application/${application.id}/serial/page`, { sortField: 'sequence', sortOrder: 'ascend' }, admin);
    expect(serials.totalCount).toBe(APPLICATION.applicationQuantity);
    expect(serials.items.map((serial) => serial.serialNumber)).toEqual([1, 2, 3, 4, 5].map((n) => deviceNumberOf(APPLICATION, n)));
    expect(serials.items[0].serialNumber).toBe('K-A3-B2407-5821-0001');
    // The preview's reading of a form half filled: blanks as '?', upper case.
    expect(deviceNumberOf({ yearCode: '', levelIdentifier: 'a', batch: ' ', randomNumber: '12' }, 3)).toBe('?-A-?-12-0003');
    // Found among all serial numbers too, by the search.
    expect(page<SerialRow>(sim, '/serial/page', { serialNumber: 'K-A3-B2407' }, admin).totalCount).toBe(5);
  });

  it('refuses the applicant reviewing their own application, remarks under 10 characters, and a second review', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const reviewer = signedIn(sim, 'reviewer');
    const { id } = ok<ApplicationRow>(apply(sim, admin));
    const own = post(sim, `/application/${id}/approve`, { remarks: REMARKS }, admin);
    expect(code(own)).toBe(40901);
    expect(reason(own)).toMatch(/cannot review their own application/);
    expect(code(post(sim, `/application/${id}/reject`, { remarks: REMARKS }, admin))).toBe(40901);
    const short = post(sim, `/application/${id}/reject`, { remarks: 'Too short' }, reviewer);
    expect(code(short)).toBe(40001);
    expect(fields(short)).toEqual({ remarks: 'tooShort' });
    expect(fields(post(sim, `/application/${id}/reject`, { remarks: 'x'.repeat(201) }, reviewer))).toEqual({ remarks: 'tooLong' });
    ok(post(sim, `/application/${id}/reject`, { remarks: 'The batch clashes with the plan.' }, reviewer));
    const again = post(sim, `/application/${id}/approve`, { remarks: REMARKS }, reviewer);
    expect(code(again)).toBe(40901);
    expect(reason(again)).toMatch(/reviewed already/);
    expect(sim.state.production.serials.has(deviceNumberOf(APPLICATION, 1))).toBe(false);
  });

  it('refuses an account without the approve key (40301), and one without the apply key', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const { id } = ok<ApplicationRow>(apply(sim, admin));
    const reviewerAccount = sim.state.accounts.find((account) => account.account === 'reviewer')!;
    reviewerAccount.permissions = reviewerAccount.permissions.filter((key) => !key.endsWith(':approve') && !key.endsWith(':apply'));
    const reviewer = signedIn(sim, 'reviewer');
    const refused = post(sim, `/application/${id}/approve`, { remarks: REMARKS }, reviewer);
    expect(code(refused)).toBe(40301);
    expect(code(apply(sim, reviewer, { randomNumber: '2222' }))).toBe(40301);
    // An enterprise administrator is refused by scope, whatever its keys.
    expect(code(post(sim, '/application/page', { pageNumber: 1, pageSize: 10 }, signedIn(sim, 'cedar.admin')))).toBe(40301);
  });
});

describe('production quality: the lists', () => {
  it('filters and sorts applications, records and tickets', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const applied = page<ApplicationRow>(sim, '/application/page', { state: 1, sortField: 'appliedAt', sortOrder: 'ascend' }, admin);
    expect(applied.items.every((row) => row.state === 1)).toBe(true);
    expectOrdered(applied.items.map((row) => row.appliedAt), 'ascend');
    const batch = applied.items[0].batch;
    expect(page<ApplicationRow>(sim, '/application/page', { batch }, admin).items.every((row) => row.batch.includes(batch))).toBe(true);
    const from = Date.now() - 5 * 24 * 3600 * 1000;
    expect(page<ApplicationRow>(sim, '/application/page', { appliedFrom: from }, admin).items.every((row) => row.appliedAt >= from)).toBe(true);
    const serial = [...sim.state.fleet.assets.values()][0].serialNumber;
    const records = page<RecordRow>(sim, '/record/page', { serialNumber: serial, sortField: 'time', sortOrder: 'ascend' }, admin);
    expect(records.items.length).toBeGreaterThanOrEqual(7);
    expectOrdered(records.items.map((row) => row.time), 'ascend');
    expect(records.items.map((row) => row.kind).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    const deliveries = page<RecordRow>(sim, '/record/page', { kind: 8, pageSize: 10 }, admin);
    expect(deliveries.items.every((row) => row.kind === 8 && row.orderNumber !== '' && row.result === null)).toBe(true);
    const open = page<TicketRow>(sim, '/feedback/page', { state: 1, sortField: 'date', sortOrder: 'descend' }, admin);
    expect(open.items.every((row) => row.state === 1)).toBe(true);
    expectOrdered(open.items.map((row) => row.date), 'descend');
    expect(code(post(sim, '/record/page', { pageNumber: 1, pageSize: 10, result: 3 }, admin))).toBe(40001);
  });
});

describe('production quality: feedback tickets', () => {
  it('refuses 5 measures, an unknown serial number, and editing a closed ticket; creates, edits and closes', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const serial = [...sim.state.fleet.assets.values()][3].serialNumber;
    const five = post(sim, '/feedback', { ...TICKET, serialNumbers: [serial], measures: ['a', 'b', 'c', 'd', 'e'] }, admin);
    expect(code(five)).toBe(40001);
    expect(fields(five)).toEqual({ measures: 'tooLong' });
    expect(fields(post(sim, '/feedback', { ...TICKET, serialNumbers: ['NO-SUCH-SERIAL'] }, admin))).toEqual({ serialNumbers: 'invalid' });
    expect(fields(post(sim, '/feedback', { ...TICKET, serialNumbers: [serial], customer: 'x'.repeat(51) }, admin))).toEqual({ customer: 'tooLong' });
    const ticket = ok<TicketRow>(post(sim, '/feedback', { ...TICKET, serialNumbers: [serial], measures: ['a', 'b', 'c', 'd'] }, admin));
    expect(ticket).toMatchObject({ state: 1, creator: 'admin', measures: ['a', 'b', 'c', 'd'] });
    expect(ok<TicketRow>(put(sim, `/feedback/${ticket.id}`, { ...TICKET, serialNumbers: [serial], customer: 'Blue Harbor' }, admin)).customer).toBe('Blue Harbor');
    expect(fields(post(sim, `/feedback/${ticket.id}/close`, { completer: '', verificationResult: 'ok' }, admin))).toEqual({ completer: 'required' });
    const closed = ok<TicketRow>(post(sim, `/feedback/${ticket.id}/close`, { completer: 'Li Wei', verificationResult: 'Verified' }, admin));
    expect(closed).toMatchObject({ state: 2, completer: 'Li Wei' });
    expect(code(put(sim, `/feedback/${ticket.id}`, { ...TICKET, serialNumbers: [serial] }, admin))).toBe(40901);
    expect(ok<TicketRow>(get(sim, `/feedback/${ticket.id}`, admin)).state).toBe(2);
  });
});

describe('production quality: the unit timeline', () => {
  it('shows the platform every part in time order, and says which are empty', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const asset = [...sim.state.fleet.assets.values()].find(
      (candidate) => candidate.firstActivation !== null && !sim.state.production.feedback.some((ticket) => ticket.serialNumbers.includes(candidate.serialNumber)),
    )!;
    const timeline = ok<Timeline>(get(sim, `/unit/${encodeURIComponent(asset.serialNumber)}/timeline`, admin));
    expect(timeline.assetId).toBe(asset.id);
    expect(timeline.parts.map((part) => part.part)).toEqual(['application', 'process', 'asset', 'locks', 'ota', 'exceptions', 'feedback', 'operationLog']);
    expect(timeline.parts.find((part) => part.part === 'feedback')).toEqual({ part: 'feedback', empty: true });
    expect(timeline.parts.find((part) => part.part === 'application')?.empty).toBe(false);
    expectOrdered(timeline.events.map((event) => event.time), 'ascend');
    const kinds = timeline.events.map((event) => event.kind);
    expect(kinds.indexOf('applied')).toBeLessThan(kinds.indexOf('approved'));
    expect(kinds.indexOf('approved')).toBeLessThan(kinds.indexOf('check'));
    expect(kinds.indexOf('delivery')).toBeLessThan(kinds.indexOf('assetAdded'));
    expect(kinds.indexOf('assetAdded')).toBeLessThanOrEqual(kinds.indexOf('activated'));
    expect(timeline.events.find((event) => event.kind === 'activated')?.links).toMatchObject({ assetId: asset.id, companyId: asset.companyId, projectId: asset.projectId });
  });

  it('lists a feedback ticket that names the unit', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const ticket = sim.state.production.feedback[0];
    const timeline = ok<Timeline>(get(sim, `/unit/${encodeURIComponent(ticket.serialNumbers[0])}/timeline`, admin));
    expect(timeline.parts.find((part) => part.part === 'feedback')?.empty).toBe(false);
    expect(timeline.events.filter((event) => event.part === 'feedback').map((event) => event.links.ticketId)).toContain(ticket.id);
  });

  it("shows a ticket's writes (operation log, module production) as operation events of each unit it names", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const units = [...sim.state.fleet.assets.values()].slice(7, 9).map((asset) => asset.serialNumber);
    const timelineOf = (serial: string) => ok<Timeline>(get(sim, `/unit/${encodeURIComponent(serial)}/timeline`, admin));
    const summaries = (serial: string) => timelineOf(serial).events.filter((event) => event.part === 'operationLog').map((event) => event.facts.summary);
    for (const serial of units) expect(summaries(serial), serial).not.toContain('POST /feedback');
    const ticket = ok<TicketRow>(post(sim, '/feedback', { ...TICKET, serialNumbers: units }, admin));
    ok(post(sim, `/feedback/${ticket.id}/close`, { completer: 'Li Wei', verificationResult: 'Verified on site' }, admin));
    for (const serial of units) {
      const timeline = timelineOf(serial);
      expect(timeline.parts.find((part) => part.part === 'operationLog')).toEqual({ part: 'operationLog', empty: false });
      const operations = timeline.events.filter((event) => event.part === 'operationLog' && event.facts.summary?.includes('/feedback'));
      expect(operations.map((event) => [event.kind, event.facts.account, event.facts.summary]), serial).toEqual([
        ['operation', 'admin', 'POST /feedback'],
        ['operation', 'admin', `POST /feedback/${ticket.id}/close`],
      ]);
      expect(operations.every((event) => event.links.entryId?.startsWith('ol'))).toBe(true);
    }
  });

  it("shows an enterprise administrator its own unit's asset parts and no production part; another company's unit is not found", () => {
    const sim = new Simulator();
    const cedar = signedIn(sim, 'cedar.admin');
    const assets = [...sim.state.fleet.assets.values()];
    const own = assets.find((asset) => asset.companyId === 'c4')!;
    const timeline = ok<Timeline>(get(sim, `/unit/${encodeURIComponent(own.serialNumber)}/timeline`, cedar));
    const parts = timeline.parts.map((part) => part.part);
    expect(parts).toEqual(expect.arrayContaining(['asset', 'locks', 'exceptions']));
    expect(parts).not.toContain('application');
    expect(parts).not.toContain('process');
    expect(parts).not.toContain('feedback');
    expect(timeline.applicationId).toBe('');
    expect(timeline.events.every((event) => !['application', 'process', 'feedback'].includes(event.part))).toBe(true);
    const other = assets.find((asset) => asset.companyId === 'c1')!;
    const refused = get(sim, `/unit/${encodeURIComponent(other.serialNumber)}/timeline`, cedar);
    expect(code(refused)).toBe(40401);
    expect(code(get(sim, '/unit/NO-SUCH-UNIT/timeline', cedar))).toBe(40401);
    // A member holds the asset list and detail only: its own unit's activation, locks and licences.
    const member = signedIn(sim, 'cedar.member');
    expect(ok<Timeline>(get(sim, `/unit/${encodeURIComponent(own.serialNumber)}/timeline`, member)).parts.map((part) => part.part)).toEqual(['asset', 'locks']);
  });

  it('answers a serial number not yet in the field with its production parts and an empty asset part', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const fleet = new Set([...sim.state.fleet.assets.values()].map((asset) => asset.serialNumber));
    const fresh = [...sim.state.production.serials.keys()].find((serial) => !fleet.has(serial))!;
    const timeline = ok<Timeline>(get(sim, `/unit/${encodeURIComponent(fresh)}/timeline`, admin));
    expect(timeline.assetId).toBe('');
    expect(timeline.parts.find((part) => part.part === 'asset')).toEqual({ part: 'asset', empty: true });
    expect(timeline.parts.find((part) => part.part === 'process')?.empty).toBe(false);
  });
});
