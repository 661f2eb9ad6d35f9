/**
 * Production quality (docs/api.md "Production quality"): serial-number applications and the serial numbers they
 * issue, process records, quality feedback tickets and one unit's timeline. The shapes are docs/openapi.yaml's
 * (tag `production`); each enumeration is one named constant with a translation id and a colour. The rules the
 * form and the simulator share (the level identifier, the device number, the limits) live here, once.
 */
import type { PageFilters, Schema } from './contract';
import { defineEnumeration } from './enumeration';

/** Its permission keys: FACTORY_SN_KEYS, PROCESS_INFO_KEYS and FEEDBACK_KEYS in ./permissions.ts. */

/** 1 applied -> 2 approved (its serial numbers issued) or 3 rejected. */
export const APPLICATION_STATE = defineEnumeration('applicationState', {
  APPLIED: [1, 'processing'],
  APPROVED: [2, 'success'],
  REJECTED: [3, 'error'],
});

/** The kind of a process record: six checks, then the inventory and the delivery records. */
export const RECORD_KIND = defineEnumeration('recordKind', {
  BINOCULAR_CALIBRATION: [1, 'default'],
  BINOCULAR_BURN: [2, 'default'],
  TOF_BURN: [3, 'default'],
  TEXTURE_CHECK: [4, 'default'],
  TOF_CHECK: [5, 'default'],
  CAMERA_MODULE_CHECK: [6, 'default'],
  INVENTORY: [7, 'processing'],
  DELIVERY: [8, 'success'],
});
/** The kinds that are checks (a result each); inventory and delivery have none. */
export const CHECK_KINDS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** A check's result. */
export const CHECK_RESULT = defineEnumeration('checkResult', {
  PASS: [1, 'success'],
  FAIL: [2, 'error'],
});

/** A quality feedback ticket: 1 open, 2 closed. */
export const FEEDBACK_STATE = defineEnumeration('feedbackState', {
  OPEN: [1, 'warning'],
  CLOSED: [2, 'default'],
});

export const ANOMALY_CLASS = defineEnumeration('anomalyClass', {
  APPEARANCE: [1, 'default'],
  FUNCTION: [2, 'warning'],
  PERFORMANCE: [3, 'processing'],
  SAFETY: [4, 'error'],
});

export const CAUSE_CLASS = defineEnumeration('causeClass', {
  DESIGN: [1, 'default'],
  MATERIAL: [2, 'warning'],
  PROCESS: [3, 'processing'],
  TRANSPORT: [4, 'default'],
  USAGE: [5, 'success'],
});

/** The regions of a camera-module check, in the order shown. */
export const CAMERA_REGIONS = ['center', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;

/** Text inputs: at most 50 characters (section 5); descriptions and remarks at most 200. */
export const PRODUCTION_TEXT_MAX = 50;
export const PRODUCTION_LONG_TEXT_MAX = 200;
/** A review's remarks: at least 10 characters (sections 4, 5). */
export const REVIEW_REMARKS_MIN = 10;
/** A feedback ticket's measures: at most 4 (section 5). */
export const MEASURES_MAX = 4;
/** A feedback ticket names 1-20 serial numbers. */
export const FEEDBACK_SERIALS_MAX = 20;
/** The most serial numbers one application may ask for. */
export const APPLICATION_QUANTITY_MAX = 1000;

/** The code alphabet: letters and digits but O and I (section 5), which read as 0 and 1. */
const CODE = /^[A-HJ-NP-Z0-9]+$/;
/** The level identifier: 1 or 2 letters or digits, no O nor I (upper case). */
export const isLevelIdentifier = (value: string): boolean => /^[A-HJ-NP-Z0-9]{1,2}$/.test(value);
/** The year code: one letter or digit, no O nor I. */
export const isYearCode = (value: string): boolean => /^[A-HJ-NP-Z0-9]$/.test(value);
/** The batch: 1-10 letters or digits, no O nor I. */
export const isBatch = (value: string): boolean => value.length >= 1 && value.length <= 10 && CODE.test(value);
/** The random number: 4 digits. */
export const isRandomNumber = (value: string): boolean => /^[0-9]{4}$/.test(value);

/** What a device number is composed of: an application's codes. */
export interface DeviceNumberFields {
  yearCode: string;
  levelIdentifier: string;
  batch: string;
  randomNumber: string;
}

/**
 * The device (serial) number of the `sequence`-th unit (1-based) of an application:
 * `<year code>-<level identifier>-<batch>-<random number>-<sequence, 4 digits>`, e.g. `K-A3-B2407-5821-0001`.
 * Hyphens keep a one- and a two-character level identifier apart. The form's preview and the simulator's
 * issue both call this; a blank field shows as `?` in the preview.
 */
export function deviceNumberOf(fields: DeviceNumberFields, sequence: number): string {
  const part = (value: string) => (value.trim() === '' ? '?' : value.trim().toUpperCase());
  return [part(fields.yearCode), part(fields.levelIdentifier), part(fields.batch), part(fields.randomNumber), String(sequence).padStart(4, '0')].join('-');
}

export type ApplicationState = Schema<'ApplicationState'>;
export type RecordKind = Schema<'RecordKind'>;
export type CheckResult = Schema<'CheckResult'>;
export type FeedbackState = Schema<'FeedbackState'>;

export type SnApplication = Schema<'SnApplication'>;
export type SnApplicationInput = Schema<'SnApplicationInput'>;
export type SnApplicationFilters = PageFilters<'SnApplicationPageQuery'>;
export type SnReviewInput = Schema<'SnReviewInput'>;
export type FactorySerial = Schema<'FactorySerial'>;
export type FactorySerialFilters = PageFilters<'FactorySerialPageQuery'>;
export type ProcessRecord = Schema<'ProcessRecord'>;
export type ProcessRecordFilters = PageFilters<'ProcessRecordPageQuery'>;
export type FeedbackTicket = Schema<'FeedbackTicket'>;
export type FeedbackTicketInput = Schema<'FeedbackTicketInput'>;
export type FeedbackTicketFilters = PageFilters<'FeedbackTicketPageQuery'>;
export type UnitTimeline = Schema<'UnitTimeline'>;
export type TimelineEvent = Schema<'TimelineEvent'>;
export type TimelinePart = Schema<'TimelinePartName'>;
