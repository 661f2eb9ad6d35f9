/**
 * Production quality (docs/api.md "Production quality"): serial-number
 * applications, the serial numbers an approved one issued, each serial
 * number's process records, and the quality feedback tickets. Seeded
 * deterministically (one PRNG per record, mixedRandom) from the fleet; no
 * import of the store: store.ts seeds from here.
 *
 * The fleet's assets keep every field and id: the seed gives their serial
 * numbers (drawn by fleet.ts) to the serial-number records of SEEDED_APPROVED
 * approved applications (ASSETS_PER_APPLICATION assets each, by asset number),
 * issued before the device-number scheme; two more approved applications
 * issue numbers of that scheme (deviceNumberOf) for units not yet in the
 * field, as does every application approved through the API.
 *
 * Every serial number has the six checks, an inventory and (if its asset
 * exists) a delivery record; one check in CHECK_FAILURE_SHARE fails (drawn
 * from `check:<serial>:<kind>`), so failures show on a fresh start.
 */
import type { Schema } from '../../src/services/types/contract';
import { CHECK_KINDS, deviceNumberOf, CAMERA_REGIONS } from '../../src/services/types/production';
import type { Asset, Fleet } from './fleet';
import { mixedRandom } from './normalization';
import type { Company } from './org';
import { between, pick } from './random';

export type ApplicationState = 1 | 2 | 3;
export type RecordKind = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type CheckResult = 1 | 2;
export type FeedbackState = 1 | 2;
export type AnomalyClass = 1 | 2 | 3 | 4;
export type CauseClass = 1 | 2 | 3 | 4 | 5;
export type CameraRegion = (typeof CAMERA_REGIONS)[number];

export const APPLICATION_STATES: readonly ApplicationState[] = [1, 2, 3];
export const RECORD_KINDS: readonly RecordKind[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const CHECK_RESULTS: readonly CheckResult[] = [1, 2];
export const FEEDBACK_STATES: readonly FeedbackState[] = [1, 2];
export const ANOMALY_CLASSES: readonly AnomalyClass[] = [1, 2, 3, 4];
export const CAUSE_CLASSES: readonly CauseClass[] = [1, 2, 3, 4, 5];

/** One check in this many fails. */
export const CHECK_FAILURE_SHARE = 12;
export const ASSETS_PER_APPLICATION = 100;
export const FEEDBACK_COUNT = 40;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * An application as the store keeps it: the contract's `SnApplication` (its applicant's and reviewer's account ids
 * among its fields), less `issuedCount`, which is counted from the serial numbers when it is answered.
 */
export type SnApplication = Omit<Schema<'SnApplication'>, 'issuedCount'>;

export interface FactorySerial {
  serialNumber: string;
  applicationId: string;
  /** 1-based, within its application. */
  sequence: number;
  batch: string;
  issuedAt: number;
}

export interface RegionResult {
  region: CameraRegion;
  resolution: number;
  result: CheckResult;
}

export interface ProcessRecord {
  id: string;
  serialNumber: string;
  applicationId: string;
  batch: string;
  kind: RecordKind;
  /** A check's result; null for inventory and delivery. */
  result: CheckResult | null;
  time: number;
  operator: string;
  /** A camera-module check's regions; [] otherwise. */
  regions: RegionResult[];
  /** A delivery's order number and target; '' otherwise. */
  orderNumber: string;
  target: string;
  /** An inventory's warehouse; '' otherwise. */
  warehouse: string;
}

export interface FeedbackTicket {
  id: string;
  date: number;
  customer: string;
  anomalyClass: AnomalyClass;
  anomalyDescription: string;
  causeClass: CauseClass;
  causeDescription: string;
  reportNumber: string;
  measures: string[];
  completer: string;
  verificationResult: string;
  serialNumbers: string[];
  relatedOrder: string;
  state: FeedbackState;
  creator: string;
  createdAt: number;
  updatedAt: number;
  closedAt: number | null;
}

export interface ProductionState {
  applications: SnApplication[];
  /** By serial number, in the order issued. */
  serials: Map<string, FactorySerial>;
  /** Serial number -> its records, oldest first. */
  records: Map<string, ProcessRecord[]>;
  feedback: FeedbackTicket[];
  nextApplicationNumber: number;
  nextRecordNumber: number;
  nextFeedbackNumber: number;
}

const MANUFACTURERS = ['Robot Demo Factory', 'Aster Industries', 'Kite Works Ltd.'];
const SHIPPING = ['Sea freight', 'Air freight', 'Road', 'Rail'];
const MATERIALS = ['PCBA rev C, housing ABS', 'PCBA rev D, housing PC', 'Lens set L2, board B7'];
const AREAS = ['East China', 'South China', 'Southeast Asia', 'Europe', 'North America'];
const APPEARANCES = ['Matte white', 'Graphite grey', 'Signal yellow'];
const OPERATORS = ['Li Wei', 'Chen Jing', 'Zhao Lei', 'Wang Fang', 'Liu Yang'];
const WAREHOUSES = ['Suzhou WH-1', 'Suzhou WH-2', 'Shenzhen WH-3'];
const ANOMALIES: ReadonlyArray<readonly [AnomalyClass, string]> = [
  [1, 'Scratch on the front cover'],
  [2, 'Depth camera does not start'],
  [3, 'Localization drifts in long corridors'],
  [4, 'Bumper does not stop the drive'],
  [2, 'ToF image has dead pixels'],
];
const CAUSES: ReadonlyArray<readonly [CauseClass, string]> = [
  [1, 'Bracket tolerance too tight'],
  [2, 'Supplier lot of lenses out of spec'],
  [3, 'Burn step skipped on line 2'],
  [4, 'Crate dropped in transit'],
  [5, 'Unit used outdoors in rain'],
];
const MEASURES = ['Re-inspect the lot', 'Add a burn check at station 4', 'Replace the lens supplier', 'Train the line operators', 'Reinforce the crate'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const codeOf = (random: () => number, length: number) => Array.from({ length }, () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]).join('');
/** The year code of a year: 2020 A, 2021 B, ... (no I nor O). */
export const yearCodeOf = (time: number) => CODE_ALPHABET[(new Date(time).getUTCFullYear() - 2020 + CODE_ALPHABET.length * 4) % CODE_ALPHABET.length];

/** Adds a serial number's process records: the six checks, the inventory and (a unit shipped) the delivery. */
export function addRecords(state: ProductionState, serial: FactorySerial, from: number, delivery: { at: number; target: string } | null): void {
  const random = mixedRandom(`records:${serial.serialNumber}`);
  const operator = pick(random, OPERATORS);
  const records: ProcessRecord[] = [];
  const record = (kind: RecordKind, time: number, extra: Partial<ProcessRecord> = {}): ProcessRecord => {
    const made: ProcessRecord = {
      id: `pr${state.nextRecordNumber}`,
      serialNumber: serial.serialNumber,
      applicationId: serial.applicationId,
      batch: serial.batch,
      kind,
      result: null,
      time,
      operator,
      regions: [],
      orderNumber: '',
      target: '',
      warehouse: '',
      ...extra,
    };
    state.nextRecordNumber += 1;
    records.push(made);
    return made;
  };
  CHECK_KINDS.forEach((kind, index) => {
    const failed = mixedRandom(`check:${serial.serialNumber}:${kind}`)() < 1 / CHECK_FAILURE_SHARE;
    const regions: RegionResult[] =
      kind === 6
        ? CAMERA_REGIONS.map((region, r): RegionResult => {
            const bad = failed && r === between(random, 0, CAMERA_REGIONS.length - 1);
            return { region, resolution: bad ? between(random, 420, 590) : between(random, 620, 980), result: bad ? 2 : 1 };
          })
        : [];
    // A failed camera-module check has at least one failed region.
    if (kind === 6 && failed && !regions.some((region) => region.result === 2)) Object.assign(regions[0], { resolution: 512, result: 2 });
    record(kind as RecordKind, from + (index + 1) * 2 * HOUR, { result: failed ? 2 : 1, regions });
  });
  record(7, from + DAY, { warehouse: pick(random, WAREHOUSES) });
  if (delivery) {
    record(8, delivery.at, { orderNumber: `SO-${new Date(delivery.at).getUTCFullYear()}-${pad(between(random, 1, 9999), 4)}`, target: delivery.target });
  }
  state.records.set(serial.serialNumber, records);
}

/** Issues an approved application's serial numbers (deviceNumberOf, sequences 1..quantity) and their records. */
export function issueSerials(state: ProductionState, application: SnApplication, now: number): FactorySerial[] {
  const issued: FactorySerial[] = [];
  for (let sequence = 1; sequence <= application.applicationQuantity; sequence += 1) {
    const serial: FactorySerial = {
      serialNumber: deviceNumberOf(application, sequence),
      applicationId: application.id,
      sequence,
      batch: application.batch,
      issuedAt: now,
    };
    state.serials.set(serial.serialNumber, serial);
    issued.push(serial);
  }
  return issued;
}

/** The serial numbers an application issued, in sequence order. */
export function serialsOf(state: ProductionState, applicationId: string): FactorySerial[] {
  return [...state.serials.values()].filter((serial) => serial.applicationId === applicationId);
}

function drawApplication(n: number, state: ApplicationState, appliedAt: number, applicant: { id: string; account: string }, quantity: number): SnApplication {
  const random = mixedRandom(`application:${n}`);
  const reviewed = state !== 1;
  return {
    id: `sa${n}`,
    applicationNumber: `SA-${new Date(appliedAt).getUTCFullYear()}-${pad(n, 4)}`,
    manufacturer: pick(random, MANUFACTURERS),
    batch: `B${codeOf(random, 4)}`,
    shippingMethod: pick(random, SHIPPING),
    manufactureDate: appliedAt - between(random, 1, 5) * DAY,
    yearCode: yearCodeOf(appliedAt),
    productionQuantity: quantity + between(random, 0, 20),
    applicationQuantity: quantity,
    materialInfo: pick(random, MATERIALS),
    targetArea: pick(random, AREAS),
    levelIdentifier: codeOf(random, between(random, 1, 2)),
    randomNumber: pad(between(random, 0, 9999), 4),
    hardwareVersion: `HW ${between(random, 1, 3)}.${between(random, 0, 9)}`,
    appearance: pick(random, APPEARANCES),
    applicantId: applicant.id,
    applicant: applicant.account,
    appliedAt,
    state,
    reviewerId: reviewed ? '1001' : '',
    reviewer: reviewed ? 'admin' : '',
    reviewedAt: reviewed ? appliedAt + between(random, 4, 48) * HOUR : null,
    remarks: state === 2 ? 'Codes and quantities checked against the plan.' : state === 3 ? 'Batch code clashes with the line plan; apply again.' : '',
  };
}

/**
 * The seed: per ASSETS_PER_APPLICATION of the fleet's assets (by number), an
 * approved application applied 20 days before the earliest of them was made,
 * whose serial records carry those assets' serial numbers; two approved
 * applications of the device-number scheme (20 units each, not yet shipped);
 * five applied (waiting) and four rejected; FEEDBACK_COUNT tickets, most on
 * the fleet's units. Applicant: `admin` (1001); reviewer `admin` too for the
 * seeded ones (the rule binds reviews made through the API); of the five
 * waiting, two were applied by `reviewer`, so `admin` may review them.
 */
export function seedProduction(
  fleet: Fleet,
  companies: readonly Company[],
  accounts: ReadonlyArray<{ id: string; account: string }>,
  now: number,
): ProductionState {
  const state: ProductionState = {
    applications: [],
    serials: new Map(),
    records: new Map(),
    feedback: [],
    nextApplicationNumber: 1,
    nextRecordNumber: 1,
    nextFeedbackNumber: 1,
  };
  const who = (name: string) => {
    const account = accounts.find((candidate) => candidate.account === name);
    return { id: account?.id ?? '', account: name };
  };
  const applicant = who('admin');
  const reviewer = who('reviewer');
  const nextApplication = (status: ApplicationState, appliedAt: number, quantity: number, who = applicant) => {
    const application = drawApplication(state.nextApplicationNumber, status, appliedAt, who, quantity);
    state.nextApplicationNumber += 1;
    state.applications.push(application);
    return application;
  };
  const companyName = (id: string) => companies.find((company) => company.id === id)?.name ?? id;
  const assets = [...fleet.assets.values()].sort((a, b) => a.number - b.number);
  for (let start = 0; start < assets.length; start += ASSETS_PER_APPLICATION) {
    const chunk = assets.slice(start, start + ASSETS_PER_APPLICATION);
    const earliest = Math.min(...chunk.map((asset) => asset.createdAt));
    const application = nextApplication(2, earliest - 20 * DAY, chunk.length);
    chunk.forEach((asset: Asset, index) => {
      const serial: FactorySerial = {
        serialNumber: asset.serialNumber,
        applicationId: application.id,
        sequence: index + 1,
        batch: application.batch,
        issuedAt: application.reviewedAt ?? application.appliedAt,
      };
      state.serials.set(serial.serialNumber, serial);
      addRecords(state, serial, serial.issuedAt + DAY, { at: asset.createdAt - DAY, target: companyName(asset.companyId) });
    });
  }
  for (const age of [40, 12]) {
    const application = nextApplication(2, now - age * DAY, 20);
    for (const serial of issueSerials(state, application, application.reviewedAt ?? now)) addRecords(state, serial, serial.issuedAt + DAY, null);
  }
  [9, 6, 4, 2, 1].forEach((age, index) => nextApplication(1, now - age * DAY, 10 + index * 5, index % 2 === 0 ? applicant : reviewer));
  [30, 21, 15, 8].forEach((age) => nextApplication(3, now - age * DAY, 25));
  // The tickets: most name one to three of the fleet's units (the customer theirs), the rest a new unit.
  const serials = [...state.serials.values()];
  for (let n = 1; n <= FEEDBACK_COUNT; n += 1) {
    const random = mixedRandom(`feedback:${n}`);
    const onFleet = n % 8 !== 0;
    const named = onFleet
      ? Array.from({ length: between(random, 1, 3) }, () => assets[between(random, 0, assets.length - 1)])
      : [];
    const numbers = onFleet ? [...new Set(named.map((asset) => asset.serialNumber))] : [pick(random, serials.slice(-40)).serialNumber];
    const latest = onFleet ? Math.max(...named.map((asset) => asset.firstActivation ?? asset.createdAt)) : now - 10 * DAY;
    const date = Math.min(now - HOUR, latest + between(random, 1, 200) * DAY);
    const [anomalyClass, anomalyDescription] = pick(random, ANOMALIES);
    const [causeClass, causeDescription] = pick(random, CAUSES);
    const closed = random() < 0.6;
    const closedAt = closed ? Math.min(now, date + between(random, 1, 20) * DAY) : null;
    const measureCount = between(random, 1, 4);
    state.feedback.push({
      id: `fb${n}`,
      date,
      customer: onFleet ? companyName(named[0].companyId) : 'Pilot customer',
      anomalyClass,
      anomalyDescription,
      causeClass,
      causeDescription,
      reportNumber: `8D-${pad(n, 4)}`,
      measures: MEASURES.slice(0, measureCount),
      completer: closed ? pick(random, OPERATORS) : '',
      verificationResult: closed ? 'Verified on the returned unit' : '',
      serialNumbers: numbers,
      relatedOrder: `SO-${new Date(date).getUTCFullYear()}-${pad(between(random, 1, 9999), 4)}`,
      state: closed ? 2 : 1,
      creator: 'admin',
      createdAt: date,
      updatedAt: closedAt ?? date,
      closedAt,
    });
  }
  state.nextFeedbackNumber = FEEDBACK_COUNT + 1;
  return state;
}
