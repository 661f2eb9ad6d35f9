/**
 * Which of the theme's twelve chart colours (config/defaultSettings.ts
 * THEME.chartColors, section 9) each series of the overview takes: the
 * figures on the panels and the plots drawn after them use the same ones.
 */
import { THEME } from '../../../config/defaultSettings';
import type { ExpiryKind, RobotState } from '@/services/types/overview';

const chart = THEME.chartColors;
const GREY = chart[11];

export const STATE_COLORS: Readonly<Record<RobotState, string>> = {
  operative: chart[0],
  standby: chart[1],
  charging: chart[4],
  offline: GREY,
};

/** A push's devices: installed, failed, pending. */
export const PUSH_COLORS = { installed: chart[0], failed: chart[5], pending: GREY } as const;

/** The trend's series. */
export const TREND_COLORS = { tasksFinished: chart[0], exceptions: chart[5] } as const;

/** The dot of each kind of expiry: section 9's tag colours (antd preset names, which follow the dark algorithm). */
export const EXPIRY_COLORS: Readonly<Record<ExpiryKind, string>> = {
  vendorLicence: THEME.tagColors[1],
  enterpriseLicence: THEME.tagColors[3],
  warranty: THEME.tagColors[4],
};

/**
 * A plot's height and its margin above and below: the panels keep this room
 * from their first paint, while the plots' chunk is on its way, so nothing
 * below moves when a plot arrives (layout shift).
 */
export const CHART_HEIGHT = 200;
export const CHART_MARGIN = 8;
