/** The fleet overview of /welcome (shapes in docs/openapi.yaml, tag `overview`; rules in docs/api.md "Overview"). */
import type { Schema } from './contract';

export type RobotStateCounts = Schema<'RobotStateCounts'>;
/** A robot's state on the overview: operative (working), standby (parked, idle), charging, offline. */
export type RobotState = keyof RobotStateCounts;
/** In the order the overview shows them (the dispatch screen's device filters: operative, standby, charge). */
export const ROBOT_STATES: readonly RobotState[] = ['operative', 'standby', 'charging', 'offline'];

export type OverviewRobots = Schema<'OverviewRobots'>;
export type OverviewSceneRobots = OverviewRobots['scenes'][number];
export type OverviewPushes = Schema<'OverviewPushes'>;
export type OverviewPush = Schema<'OverviewPush'>;
export type OverviewExceptions = Schema<'OverviewExceptions'>;
export type OverviewExceptionDevice = OverviewExceptions['devices'][number];
export type ExpiryKind = Schema<'ExpiryKind'>;
export const EXPIRY_KINDS: readonly ExpiryKind[] = ['vendorLicence', 'enterpriseLicence', 'warranty'];
export type OverviewExpiries = Schema<'OverviewExpiries'>;
export type OverviewExpiry = OverviewExpiries['items'][number];
export type OverviewTrend = Schema<'OverviewTrend'>;
export type OverviewDay = OverviewTrend['days'][number];

/** How far ahead the expiries look, and how far back the exceptions and the trend (docs/api.md "Overview"). */
export const EXPIRY_WINDOW_DAYS = 30;
export const EXCEPTION_WINDOW_HOURS = 24;
export const TREND_DAYS = 7;
/** The longest lists of the answers. */
export const OVERVIEW_PUSHES_MAX = 5;
export const OVERVIEW_DEVICES_MAX = 5;
export const OVERVIEW_EXPIRIES_MAX = 10;
