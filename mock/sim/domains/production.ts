/**
 * Production quality (docs/api.md "Production quality"), service
 * `production`. Every route but the unit timeline is `scope: 'platform'`: the
 * factory's records are the platform's own (an enterprise role holds none of
 * their keys, and is refused 40301 even with them). The timeline is
 * `scope: 'asset'`: its asset parts follow the asset's company (an
 * enterprise account sees the asset parts of its own company's unit), its
 * production parts are shown to platform roles only.
 *
 * Rules (one message each): the level identifier is 1-2 letters or digits
 * without O nor I (isLevelIdentifier, the form's rule too); review remarks
 * are 10-200 characters; a ticket has at most 4 measures; texts at most 50
 * (descriptions 200); quantities are positive whole numbers (the
 * application's at most the production's, and APPLICATION_QUANTITY_MAX);
 * only an applied application is reviewed (40901), never by its applicant
 * (40901); approving or rejecting needs `...:factorySnList:approve`,
 * applying `...:factorySnList:apply`, writing feedback `...:feedback:edit`.
 *
 * Every write is recorded in the operation log (module `production`), named
 * as people name the record: an application by its number, a ticket by its
 * report number (else its id) with its serial numbers in the detail, so that
 * a unit's timeline finds the entries about it (APPLICATION_AUDIT, ticketAudit).
 */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import {
  APPLICATION_QUANTITY_MAX,
  deviceNumberOf,
  FEEDBACK_SERIALS_MAX,
  isBatch,
  isLevelIdentifier,
  isRandomNumber,
  isYearCode,
  MEASURES_MAX,
  PRODUCTION_LONG_TEXT_MAX,
  PRODUCTION_TEXT_MAX,
  REVIEW_REMARKS_MIN,
} from '../../../src/services/types/production';
import { FACTORY_SN_KEYS, FEEDBACK_KEYS, PROCESS_INFO_KEYS } from '../../../src/services/types/permissions';
import { dictionaryCodes } from '../dictionaries';
import { exceptionsOf, lockAt, type Asset } from '../fleet';
import { deviceStatusAt } from '../ota';
import {
  ANOMALY_CLASSES,
  APPLICATION_STATES,
  CAUSE_CLASSES,
  CHECK_RESULTS,
  FEEDBACK_STATES,
  issueSerials,
  RECORD_KINDS,
  serialsOf,
  type FactorySerial,
  type FeedbackTicket,
  type ProcessRecord,
  type SnApplication,
} from '../production';
import { reaches } from '../reach';
import type { Audit, Ctx, RouteDef } from '../router';
import { companyName, type SimState } from '../store';
import { SimError } from '../types';
import { idFilter, numberFilter, pageOf, textFilter, timeFilter, type ListSpec } from './list';
import { codePoints, fieldError, optionalText, requireObject, requireText } from './validate';

type ApplicationRow = Schema<'SnApplication'>;
type SerialRow = Schema<'FactorySerial'>;
type RecordRow = Schema<'ProcessRecord'>;
type TicketRow = Schema<'FeedbackTicket'>;
type Timeline = Schema<'UnitTimeline'>;
type TimelineEvent = Schema<'TimelineEvent'>;
type PartName = Schema<'TimelinePartName'>;

/** The timeline's parts, in the order shown, and the key that guards each. */
export const TIMELINE_PARTS: ReadonlyArray<readonly [PartName, string, 'production' | 'asset']> = [
  ['application', FACTORY_SN_KEYS.list, 'production'],
  ['process', PROCESS_INFO_KEYS.list, 'production'],
  ['asset', 'platform:assets:list', 'asset'],
  ['locks', 'platform:assets:list:detail', 'asset'],
  ['ota', 'platform:ota:upgrade', 'asset'],
  ['exceptions', 'platform:assets:list:detail:exception', 'asset'],
  ['feedback', FEEDBACK_KEYS.list, 'production'],
  ['operationLog', 'platform:operation:log', 'asset'],
];
const TIMELINE_KEYS = TIMELINE_PARTS.map(([, key]) => key);

const applicationRow = (state: SimState, application: SnApplication): ApplicationRow => ({
  ...application,
  issuedCount: application.state === 2 ? serialsOf(state.production, application.id).length : 0,
});

const serialRow = (state: SimState, serial: FactorySerial): SerialRow => {
  const application = state.production.applications.find((candidate) => candidate.id === serial.applicationId);
  const records = state.production.records.get(serial.serialNumber) ?? [];
  return {
    ...serial,
    applicationNumber: application?.applicationNumber ?? '',
    failedChecks: records.filter((record) => record.result === 2).length,
  };
};

const recordRow = (record: ProcessRecord): RecordRow => ({ ...record, regions: record.regions.map((region) => ({ ...region })) });
const ticketRow = (ticket: FeedbackTicket): TicketRow => ({ ...ticket, measures: [...ticket.measures], serialNumbers: [...ticket.serialNumbers] });

const APPLICATION_SPEC: ListSpec<SnApplication> = {
  createdAt: (application) => application.appliedAt,
  id: (application) => application.id,
  filters: {
    keyword: textFilter((application) => application.applicationNumber, (application) => application.batch, (application) => application.manufacturer),
    state: numberFilter((application) => application.state, APPLICATION_STATES),
    manufacturer: textFilter((application) => application.manufacturer),
    batch: textFilter((application) => application.batch),
    appliedFrom: timeFilter((application) => application.appliedAt, 'from'),
    appliedTo: timeFilter((application) => application.appliedAt, 'to'),
  },
  sorts: {
    applicationNumber: (application) => application.applicationNumber,
    appliedAt: (application) => application.appliedAt,
    manufactureDate: (application) => application.manufactureDate,
    applicationQuantity: (application) => application.applicationQuantity,
    reviewedAt: (application) => application.reviewedAt,
  },
};

const serialSpec = (state: SimState): ListSpec<FactorySerial> => ({
  createdAt: (serial) => serial.issuedAt,
  // The order issued: the lower sequence first among the same issue.
  id: (serial) => String(100_000 - serial.sequence).padStart(6, '0'),
  filters: {
    serialNumber: textFilter((serial) => serial.serialNumber),
    applicationId: idFilter((serial) => serial.applicationId),
    applicationNumber: textFilter((serial) => state.production.applications.find((application) => application.id === serial.applicationId)?.applicationNumber ?? ''),
    batch: textFilter((serial) => serial.batch),
  },
  sorts: { serialNumber: (serial) => serial.serialNumber, issuedAt: (serial) => serial.issuedAt, sequence: (serial) => serial.sequence },
});

const RECORD_SPEC: ListSpec<ProcessRecord> = {
  createdAt: (record) => record.time,
  id: (record) => record.id,
  filters: {
    serialNumber: textFilter((record) => record.serialNumber),
    batch: textFilter((record) => record.batch),
    kind: numberFilter((record) => record.kind, RECORD_KINDS),
    result: numberFilter((record) => record.result ?? 0, CHECK_RESULTS),
    timeFrom: timeFilter((record) => record.time, 'from'),
    timeTo: timeFilter((record) => record.time, 'to'),
  },
  sorts: { time: (record) => record.time, serialNumber: (record) => record.serialNumber, kind: (record) => record.kind, result: (record) => record.result },
};

const FEEDBACK_SPEC: ListSpec<FeedbackTicket> = {
  createdAt: (ticket) => ticket.createdAt,
  id: (ticket) => ticket.id,
  filters: {
    keyword: textFilter((ticket) => ticket.reportNumber, (ticket) => ticket.relatedOrder, (ticket) => ticket.serialNumbers.join(' ')),
    state: numberFilter((ticket) => ticket.state, FEEDBACK_STATES),
    customer: textFilter((ticket) => ticket.customer),
    anomalyClass: numberFilter((ticket) => ticket.anomalyClass, ANOMALY_CLASSES),
    serialNumber: textFilter((ticket) => ticket.serialNumbers.join(' ')),
    dateFrom: timeFilter((ticket) => ticket.date, 'from'),
    dateTo: timeFilter((ticket) => ticket.date, 'to'),
  },
  sorts: { date: (ticket) => ticket.date, customer: (ticket) => ticket.customer, createdAt: (ticket) => ticket.createdAt, updatedAt: (ticket) => ticket.updatedAt },
};

/** Every record of all serial numbers, oldest serial first. */
function allRecords(state: SimState): ProcessRecord[] {
  const out: ProcessRecord[] = [];
  for (const records of state.production.records.values()) out.push(...records);
  return out;
}

function findApplication(state: SimState, id: string | undefined): SnApplication {
  const application = state.production.applications.find((candidate) => candidate.id === id);
  if (!application) throw new SimError(STATUS.NOT_FOUND, 'Application not found');
  return application;
}

function findTicket(state: SimState, id: string | undefined): FeedbackTicket {
  const ticket = state.production.feedback.find((candidate) => candidate.id === id);
  if (!ticket) throw new SimError(STATUS.NOT_FOUND, 'Feedback ticket not found');
  return ticket;
}

const text = (input: Record<string, unknown>, field: string, max = PRODUCTION_TEXT_MAX) => optionalText(input, field, max) ?? '';

/** A positive whole number (required). */
function quantity(input: Record<string, unknown>, field: string): number {
  const value = input[field];
  if (value === undefined || value === null || value === '') throw fieldError(field, 'required', `${field} is required`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw fieldError(field, 'invalid', `${field} is a positive whole number`);
  return value;
}

function epoch(input: Record<string, unknown>, field: string): number {
  const value = input[field];
  if (value === undefined || value === null || value === '') throw fieldError(field, 'required', `${field} is required`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw fieldError(field, 'invalid', `${field} must be a time in epoch milliseconds`);
  return value;
}

function code(input: Record<string, unknown>, field: string, test: (value: string) => boolean, rule: string): string {
  const value = requireText(input, field, 1, PRODUCTION_TEXT_MAX).toUpperCase();
  if (!test(value)) throw fieldError(field, 'invalid', `${field} is ${rule}`);
  return value;
}

type ApplicationFields = Pick<
  SnApplication,
  | 'manufacturer'
  | 'batch'
  | 'shippingMethod'
  | 'manufactureDate'
  | 'yearCode'
  | 'productionQuantity'
  | 'applicationQuantity'
  | 'materialInfo'
  | 'targetArea'
  | 'levelIdentifier'
  | 'randomNumber'
  | 'hardwareVersion'
  | 'appearance'
>;

function applicationInput(state: SimState, body: unknown): ApplicationFields {
  const input = requireObject(body);
  const fields: ApplicationFields = {
    manufacturer: requireText(input, 'manufacturer', 1, PRODUCTION_TEXT_MAX),
    batch: code(input, 'batch', isBatch, '1-10 letters or digits, no O nor I'),
    shippingMethod: text(input, 'shippingMethod'),
    manufactureDate: epoch(input, 'manufactureDate'),
    yearCode: code(input, 'yearCode', isYearCode, 'one letter or digit, no O nor I'),
    productionQuantity: quantity(input, 'productionQuantity'),
    applicationQuantity: quantity(input, 'applicationQuantity'),
    materialInfo: text(input, 'materialInfo'),
    targetArea: text(input, 'targetArea'),
    levelIdentifier: code(input, 'levelIdentifier', isLevelIdentifier, '1-2 letters or digits, no O nor I'),
    randomNumber: code(input, 'randomNumber', isRandomNumber, '4 digits'),
    hardwareVersion: text(input, 'hardwareVersion'),
    appearance: text(input, 'appearance'),
  };
  if (fields.applicationQuantity > fields.productionQuantity) {
    throw fieldError('applicationQuantity', 'invalid', 'applicationQuantity is at most productionQuantity');
  }
  if (fields.applicationQuantity > APPLICATION_QUANTITY_MAX) {
    throw fieldError('applicationQuantity', 'invalid', `applicationQuantity is at most ${APPLICATION_QUANTITY_MAX}`);
  }
  const first = deviceNumberOf(fields, 1);
  const clash = state.production.applications.some((application) => application.state !== 3 && deviceNumberOf(application, 1) === first);
  if (clash) throw new SimError(STATUS.CONFLICT, `An application with the codes of ${first.slice(0, -5)} exists; change the batch or the random number`);
  return fields;
}

/** The review's remarks: 10-200 characters. */
function remarksOf(body: unknown): string {
  const input = requireObject(body);
  const remarks = requireText(input, 'remarks', 1, PRODUCTION_LONG_TEXT_MAX);
  if (codePoints(remarks) < REVIEW_REMARKS_MIN) throw fieldError('remarks', 'tooShort', `remarks are at least ${REVIEW_REMARKS_MIN} characters`);
  return remarks;
}

/** Who reviews: not the applicant, and only an applied application. */
function assertReviewable(application: SnApplication, ctx: Ctx): void {
  if (application.state !== 1) throw new SimError(STATUS.CONFLICT, `Application ${application.applicationNumber} has been reviewed already`);
  if (ctx.user && ctx.user.id === application.applicantId) {
    throw new SimError(STATUS.CONFLICT, 'An applicant cannot review their own application; another account with the approve key must');
  }
}

function review(ctx: Ctx, approve: boolean): ApplicationRow {
  const { state, now, user } = ctx;
  const application = findApplication(state, ctx.params.id);
  const remarks = remarksOf(ctx.body);
  assertReviewable(application, ctx);
  Object.assign(application, { state: approve ? 2 : 3, reviewerId: user?.id ?? '', reviewer: user?.account ?? '', reviewedAt: now, remarks });
  if (approve) for (const serial of issueSerials(state.production, application, now)) state.production.records.set(serial.serialNumber, []);
  return applicationRow(state, application);
}

type TicketFields = Omit<FeedbackTicket, 'id' | 'state' | 'creator' | 'createdAt' | 'updatedAt' | 'closedAt'>;

function ticketInput(state: SimState, body: unknown): TicketFields {
  const input = requireObject(body);
  const choice = <T extends number>(field: 'anomalyClass' | 'causeClass', allowed: readonly T[]): T => {
    const value = input[field];
    if (value === undefined || value === null || value === '') throw fieldError(field, 'required', `${field} is required`);
    if (typeof value !== 'number' || !(allowed as readonly number[]).includes(value)) throw fieldError(field, 'invalid', `${field} must be one of ${allowed.join(', ')}`);
    // A class is also a code of its dictionary (dictionaries.ts): one the platform removed is refused.
    if (!dictionaryCodes(state.dictionary, field).has(String(value))) throw fieldError(field, 'invalid', `${value} is not a code of the ${field} dictionary`);
    return value as T;
  };
  const list = (field: string, max: number, required: boolean): string[] => {
    const value = input[field];
    if (value === undefined || value === null) {
      if (required) throw fieldError(field, 'required', `${field} is required`);
      return [];
    }
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw fieldError(field, 'invalid', `${field} must be a list of texts`);
    const entries = (value as string[]).map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (required && entries.length === 0) throw fieldError(field, 'required', `${field} is required`);
    if (entries.length > max) throw fieldError(field, 'tooLong', `${field}: at most ${max}`);
    if (entries.some((entry) => codePoints(entry) > PRODUCTION_TEXT_MAX)) throw fieldError(field, 'tooLong', `each of ${field} is at most ${PRODUCTION_TEXT_MAX} characters`);
    return entries;
  };
  const serialNumbers = [...new Set(list('serialNumbers', FEEDBACK_SERIALS_MAX, true))];
  const unknown = serialNumbers.find((serial) => !state.production.serials.has(serial));
  if (unknown) throw fieldError('serialNumbers', 'invalid', `No serial number ${unknown} was issued`);
  return {
    date: epoch(input, 'date'),
    customer: requireText(input, 'customer', 1, PRODUCTION_TEXT_MAX),
    anomalyClass: choice('anomalyClass', ANOMALY_CLASSES),
    anomalyDescription: requireText(input, 'anomalyDescription', 1, PRODUCTION_LONG_TEXT_MAX),
    causeClass: choice('causeClass', CAUSE_CLASSES),
    causeDescription: text(input, 'causeDescription', PRODUCTION_LONG_TEXT_MAX),
    reportNumber: text(input, 'reportNumber'),
    measures: list('measures', MEASURES_MAX, false),
    completer: text(input, 'completer'),
    verificationResult: text(input, 'verificationResult'),
    serialNumbers,
    relatedOrder: text(input, 'relatedOrder'),
  };
}

// ---- the unit timeline ------------------------------------------------------------------------------------

type Facts = TimelineEvent['facts'];

/** An event: its facts are data (numbers, names, enumeration values); the screen words them in its reader's language. */
const event = (part: PartName, kind: TimelineEvent['kind'], time: number, facts: Facts, links: TimelineEvent['links'] = {}, result: TimelineEvent['result'] = null): TimelineEvent => ({
  part,
  kind,
  time,
  facts,
  result,
  links,
});

function productionEvents(state: SimState, serialNumber: string, part: PartName): TimelineEvent[] {
  const { production } = state;
  const serial = production.serials.get(serialNumber);
  if (part === 'application') {
    const application = serial && production.applications.find((candidate) => candidate.id === serial.applicationId);
    if (!application) return [];
    const links = { applicationId: application.id };
    const { applicationNumber } = application;
    const out = [event(part, 'applied', application.appliedAt, { applicationNumber, account: application.applicant }, links)];
    if (application.reviewedAt !== null) {
      out.push(event(part, application.state === 2 ? 'approved' : 'rejected', application.reviewedAt, { applicationNumber, account: application.reviewer }, links));
    }
    return out;
  }
  if (part === 'process') {
    return (production.records.get(serialNumber) ?? []).map((record) => {
      const links = { recordId: record.id };
      if (record.kind === 8) return event(part, 'delivery', record.time, { orderNumber: record.orderNumber, target: record.target }, links);
      if (record.kind === 7) return event(part, 'inventory', record.time, { warehouse: record.warehouse }, links);
      return event(part, 'check', record.time, { recordKind: record.kind, operator: record.operator }, links, record.result);
    });
  }
  // feedback
  return production.feedback
    .filter((ticket) => ticket.serialNumbers.includes(serialNumber))
    .flatMap((ticket) => {
      const links = { ticketId: ticket.id };
      const { reportNumber } = ticket;
      const opened = event(part, 'feedbackOpened', ticket.date, { reportNumber, description: ticket.anomalyDescription }, links);
      return ticket.closedAt === null ? [opened] : [opened, event(part, 'feedbackClosed', ticket.closedAt, { reportNumber }, links)];
    });
}

function assetEvents(state: SimState, asset: Asset, part: PartName, now: number): TimelineEvent[] {
  const base = { assetId: asset.id, companyId: asset.companyId };
  if (part === 'asset') {
    const project = state.fleet.projects.find((candidate) => candidate.id === asset.projectId);
    const scene = state.fleet.scenes.find((candidate) => candidate.id === asset.sceneId);
    const links = { ...base, projectId: asset.projectId, sceneId: asset.sceneId };
    const facts = { assetNumber: asset.assetNumber, company: companyName(state, asset.companyId), project: project?.name ?? '', scene: scene?.name ?? '' };
    const out = [event(part, 'assetAdded', asset.createdAt, facts, links)];
    if (asset.firstActivation !== null) out.push(event(part, 'activated', asset.firstActivation, facts, links));
    return out;
  }
  if (part === 'locks') {
    const out: TimelineEvent[] = [];
    for (const kind of ['vendor', 'enterprise'] as const) {
      const lock = lockAt(asset.locks[kind], now);
      if (lock.state !== 0) out.push(event(part, 'lock', asset.updatedAt, { lockKind: kind, lockState: lock.state }, base));
    }
    const licences: Array<[NonNullable<Facts['licence']>, number | null]> = [
      ['vendor', asset.vendorLicenceExpiry],
      ['enterprise', asset.enterpriseLicenceExpiry],
      ['warranty', asset.warrantyExpiry],
    ];
    for (const [licence, time] of licences) if (time !== null) out.push(event(part, 'licence', time, { licence }, base));
    return out;
  }
  if (part === 'ota') {
    return state.ota.pushes.flatMap((push) =>
      push.devices
        .filter((device) => device.assetId === asset.id)
        .flatMap((device) => {
          const links = { ...base, pushId: push.id };
          const sent = event(part, 'otaPush', device.sentAt ?? push.createdAt, { packageName: push.packageName, version: push.targetVersion }, links);
          const { status, since } = deviceStatusAt(push, device, now);
          return status === 5 ? [sent, event(part, 'versionInstalled', since, { purpose: push.purpose, version: push.targetVersion }, links)] : [sent];
        }),
    );
  }
  if (part === 'exceptions') {
    return exceptionsOf(asset).map((exception) => event(part, 'exception', exception.time, { code: exception.code, name: exception.name }, { ...base, exceptionId: exception.id }));
  }
  // operationLog: the entries whose target, summary or detail name the serial number or the asset.
  return state.operationLog.entries
    .filter((entry) => {
      const detail = entry.detail === null ? '' : JSON.stringify(entry.detail);
      return [entry.target, entry.summary, detail].some((textOf) => textOf.includes(asset.serialNumber) || textOf === asset.id);
    })
    .map((entry) => event(part, 'operation', entry.time, { account: entry.account, summary: entry.summary }, { ...base, entryId: entry.id }));
}

/** One serial number's timeline for the caller: the parts its keys and reach allow, their events in time order. */
export function timelineOf(ctx: Pick<Ctx, 'state' | 'user' | 'reach' | 'now'>, serialNumber: string): Timeline {
  const { state, user, reach, now } = ctx;
  const keys = new Set(user?.permissions ?? []);
  const serial = state.production.serials.get(serialNumber);
  const asset = [...state.fleet.assets.values()].find((candidate) => candidate.serialNumber === serialNumber);
  const assetSeen = asset !== undefined && reaches(reach, asset.companyId);
  const productionSeen = reach.all;
  if (!assetSeen && !(productionSeen && serial)) throw new SimError(STATUS.NOT_FOUND, 'Unit not found');
  const parts: Timeline['parts'] = [];
  const events: TimelineEvent[] = [];
  for (const [name, key, kind] of TIMELINE_PARTS) {
    if (!keys.has(key)) continue;
    if (kind === 'production' && !productionSeen) continue;
    const found = kind === 'production' ? productionEvents(state, serialNumber, name) : assetSeen && asset ? assetEvents(state, asset, name, now) : [];
    parts.push({ part: name, empty: found.length === 0 });
    events.push(...found);
  }
  const order = new Map(TIMELINE_PARTS.map(([name], index) => [name, index]));
  events.sort((a, b) => a.time - b.time || (order.get(a.part) ?? 0) - (order.get(b.part) ?? 0));
  return {
    serialNumber,
    assetId: assetSeen && asset ? asset.id : '',
    applicationId: productionSeen && serial ? serial.applicationId : '',
    asOf: now,
    parts,
    events,
  };
}

// ---- the operation log ------------------------------------------------------------------------------------

/** A text field of a call's answer; '' when it has none. */
function answerText(result: unknown, field: string): string {
  const value = typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** An application's writes name it by its number; the detail is the body. */
const APPLICATION_AUDIT: Audit = { describe: (result) => ({ target: answerText(result, 'applicationNumber') }) };

/**
 * A ticket's writes name it by its report number (else its id); the detail is
 * the body with the serial numbers the ticket names after the write (a close's
 * body has none), so each unit's timeline shows the entries about it.
 */
const ticketAudit = (action?: Audit['action']): Audit => ({
  ...(action ? { action } : {}),
  describe: (result, body) => {
    const serialNumbers = typeof result === 'object' && result !== null ? (result as Partial<TicketRow>).serialNumbers ?? [] : [];
    const input = typeof body === 'object' && body !== null ? body : {};
    return { target: answerText(result, 'reportNumber') || answerText(result, 'id'), detail: { ...input, serialNumbers } };
  },
});

export const productionRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/production/application/page',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.list,
    handle: ({ body, state }) => pageOf(state.production.applications, requireObject(body), APPLICATION_SPEC, (application) => applicationRow(state, application)),
  },
  {
    method: 'GET',
    path: '/production/application/{id}',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.list,
    handle: ({ params, state }) => applicationRow(state, findApplication(state, params.id)),
  },
  {
    method: 'POST',
    path: '/production/application',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.apply,
    audit: APPLICATION_AUDIT,
    handle: ({ body, state, now, user }) => {
      const fields = applicationInput(state, body);
      const { production } = state;
      const n = production.nextApplicationNumber;
      production.nextApplicationNumber += 1;
      const application: SnApplication = {
        ...fields,
        id: `sa${n}`,
        applicationNumber: `SA-${new Date(now).getUTCFullYear()}-${String(n).padStart(4, '0')}`,
        applicantId: user?.id ?? '',
        applicant: user?.account ?? '',
        appliedAt: now,
        state: 1,
        reviewerId: '',
        reviewer: '',
        reviewedAt: null,
        remarks: '',
      };
      production.applications.push(application);
      return applicationRow(state, application);
    },
  },
  {
    method: 'POST',
    path: '/production/application/{id}/approve',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.approve,
    audit: { ...APPLICATION_AUDIT, action: 'update' },
    handle: (ctx) => review(ctx, true),
  },
  {
    method: 'POST',
    path: '/production/application/{id}/reject',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.approve,
    audit: { ...APPLICATION_AUDIT, action: 'update' },
    handle: (ctx) => review(ctx, false),
  },
  {
    method: 'POST',
    path: '/production/application/{id}/serial/page',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.list,
    handle: ({ params, body, state }) => {
      const application = findApplication(state, params.id);
      return pageOf(serialsOf(state.production, application.id), requireObject(body), serialSpec(state), (serial) => serialRow(state, serial));
    },
  },
  {
    method: 'POST',
    path: '/production/serial/page',
    scope: 'platform',
    permission: FACTORY_SN_KEYS.list,
    handle: ({ body, state }) => pageOf(state.production.serials.values(), requireObject(body), serialSpec(state), (serial) => serialRow(state, serial)),
  },
  {
    method: 'POST',
    path: '/production/record/page',
    scope: 'platform',
    permission: PROCESS_INFO_KEYS.list,
    handle: ({ body, state }) => pageOf(allRecords(state), requireObject(body), RECORD_SPEC, recordRow),
  },
  {
    method: 'POST',
    path: '/production/feedback/page',
    scope: 'platform',
    permission: FEEDBACK_KEYS.list,
    handle: ({ body, state }) => pageOf(state.production.feedback, requireObject(body), FEEDBACK_SPEC, ticketRow),
  },
  {
    method: 'GET',
    path: '/production/feedback/{id}',
    scope: 'platform',
    permission: FEEDBACK_KEYS.list,
    handle: ({ params, state }) => ticketRow(findTicket(state, params.id)),
  },
  {
    method: 'POST',
    path: '/production/feedback',
    scope: 'platform',
    permission: FEEDBACK_KEYS.edit,
    audit: ticketAudit(),
    handle: ({ body, state, now, user }) => {
      const fields = ticketInput(state, body);
      const { production } = state;
      const ticket: FeedbackTicket = {
        ...fields,
        id: `fb${production.nextFeedbackNumber}`,
        state: 1,
        creator: user?.account ?? '',
        createdAt: now,
        updatedAt: now,
        closedAt: null,
      };
      production.nextFeedbackNumber += 1;
      production.feedback.push(ticket);
      return ticketRow(ticket);
    },
  },
  {
    method: 'PUT',
    path: '/production/feedback/{id}',
    scope: 'platform',
    permission: FEEDBACK_KEYS.edit,
    audit: ticketAudit(),
    handle: ({ params, body, state, now }) => {
      const ticket = findTicket(state, params.id);
      const fields = ticketInput(state, body);
      if (ticket.state === 2) throw new SimError(STATUS.CONFLICT, `Ticket ${ticket.reportNumber || ticket.id} is closed; a closed ticket is not edited`);
      Object.assign(ticket, fields, { updatedAt: now });
      return ticketRow(ticket);
    },
  },
  {
    method: 'POST',
    path: '/production/feedback/{id}/close',
    scope: 'platform',
    permission: FEEDBACK_KEYS.edit,
    audit: ticketAudit('update'),
    handle: ({ params, body, state, now }) => {
      const ticket = findTicket(state, params.id);
      const input = requireObject(body);
      const completer = requireText(input, 'completer', 1, PRODUCTION_TEXT_MAX);
      const verificationResult = requireText(input, 'verificationResult', 1, PRODUCTION_TEXT_MAX);
      if (ticket.state === 2) throw new SimError(STATUS.CONFLICT, `Ticket ${ticket.reportNumber || ticket.id} is closed already`);
      Object.assign(ticket, { completer, verificationResult, state: 2, closedAt: now, updatedAt: now });
      return ticketRow(ticket);
    },
  },
  {
    method: 'GET',
    path: '/production/unit/{serialNumber}/timeline',
    scope: 'asset',
    permission: TIMELINE_KEYS,
    handle: (ctx) => timelineOf(ctx, ctx.params.serialNumber ?? ''),
  },
];

