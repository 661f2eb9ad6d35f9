/**
 * The send screen's rollout (issue 33): install only when idle, and a phased
 * rollout's stages as the form holds them, with the checks the server makes
 * (docs/api.md "OTA"): at most PUSH_STAGES_MAX stages, shares ascending, the
 * last 100 %. Each field's own range is checked where it is typed.
 */
import { PUSH_STAGES_MAX } from '@/services/types/ota';

/** One stage as typed: numbers, or null while a field is empty. */
export interface StageValues {
  percent: number | null;
  failureThreshold: number | null;
}

export interface RolloutValues {
  whenIdle: boolean;
  phased: boolean;
  stages?: StageValues[];
}

/** What a phased rollout starts with: 5 %, 25 %, then every device, a stage halting when more than 10 % of it fails. */
export const DEFAULT_STAGES: readonly StageValues[] = [
  { percent: 5, failureThreshold: 10 },
  { percent: 25, failureThreshold: 10 },
  { percent: 100, failureThreshold: 10 },
];

/** What is wrong with the list as a whole (a translation key's last part), or undefined; empty fields are their own. */
export function stageListProblem(stages: readonly StageValues[]): 'none' | 'tooMany' | 'ascending' | 'last' | undefined {
  if (stages.length === 0) return 'none';
  if (stages.length > PUSH_STAGES_MAX) return 'tooMany';
  const percents = stages.map((stage) => stage.percent);
  if (percents.some((percent, index) => index > 0 && percent !== null && percents[index - 1] !== null && percent <= (percents[index - 1] as number))) {
    return 'ascending';
  }
  const last = percents[percents.length - 1];
  if (last !== null && last !== 100) return 'last';
  return undefined;
}
