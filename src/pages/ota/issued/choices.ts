/**
 * The send screen's five choices, each narrowing the cloud-push packages the
 * next one offers: tag -> model -> model version -> purpose -> version (the
 * package's target version).
 */
import type { PushOption } from '@/services/types/ota';

export const PUSH_CHOICES = ['tag', 'model', 'modelVersion', 'purpose', 'version'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];
export type PushChoices = Partial<Record<PushChoice, string>>;

const valueOf = (option: PushOption, field: PushChoice): string => (field === 'version' ? option.targetVersion : option[field]);

/**
 * What each choice may offer given the ones before it (distinct values, in
 * the order the packages come: newest first), and the package all five pick
 * (the newest of any that share them).
 */
export function narrowPackages(
  options: readonly PushOption[],
  choices: PushChoices,
): { offered: Record<PushChoice, string[]>; chosen: PushOption | undefined } {
  const offered = {} as Record<PushChoice, string[]>;
  let remaining = options;
  for (const field of PUSH_CHOICES) {
    offered[field] = [...new Set(remaining.map((option) => valueOf(option, field)))];
    const value = choices[field];
    remaining = value === undefined ? [] : remaining.filter((option) => valueOf(option, field) === value);
  }
  const complete = PUSH_CHOICES.every((field) => choices[field] !== undefined);
  return { offered, chosen: complete ? remaining[0] : undefined };
}
