/**
 * Dictionaries (docs/api.md "Translations and dictionaries"): the options of
 * the selects the platform manages, per type. An entry's `code` is what the
 * records hold (a software module's discipline and platform tag, a feedback
 * ticket's anomaly and cause class); its `name` a translation key. `inUse`
 * counts the records holding the code.
 */
import type { Schema } from '../../src/services/types/contract';
import { ANOMALY_CLASS, CAUSE_CLASS } from '../../src/services/types/production';

export type DictionaryType = Schema<'DictionaryType'>;
export type DictionaryEntry = Schema<'DictionaryEntry'>;
/** An entry as stored: the answer's fields without `inUse`, which is counted when answered. */
export type DictionaryRecord = Omit<DictionaryEntry, 'inUse'>;

export interface DictionaryState {
  /** In the order they were made. */
  entries: DictionaryRecord[];
  nextNumber: number;
}

/** The development disciplines of the seeded software modules (normalization.ts), in the order offered. */
export const SEEDED_DISCIPLINES = ['navigation', 'drivers', 'embedded', 'planning', 'backend', 'application', 'integration', 'safety'] as const;
/** The platform tags of the seeded software modules (normalization.ts `PLATFORM_TAGS`). */
export const SEEDED_PLATFORM_TAGS = ['ROS2', 'RTOS', 'Linux', 'Android'] as const;

/**
 * Disciplines and platform tags named `dictionary.<type>.<code>`
 * (src/locales/<lang>/dictionary.ts); the feedback classes by the ids of
 * their enumerations (`enum.anomalyClass.1`). Sorts 10, 20, 30... in each type.
 */
export function seedDictionaries(): DictionaryState {
  const entries: DictionaryRecord[] = [];
  const add = (type: DictionaryType, items: ReadonlyArray<readonly [code: string, name: string]>) => {
    items.forEach(([code, name], index) => entries.push({ id: `d${entries.length + 1}`, name, code, sort: (index + 1) * 10, type }));
  };
  add('discipline', SEEDED_DISCIPLINES.map((code) => [code, `dictionary.discipline.${code}`]));
  add('platformTag', SEEDED_PLATFORM_TAGS.map((code) => [code, `dictionary.platformTag.${code}`]));
  add('anomalyClass', ANOMALY_CLASS.entries.map((entry) => [String(entry.value), entry.id]));
  add('causeClass', CAUSE_CLASS.entries.map((entry) => [String(entry.value), entry.id]));
  return { entries, nextNumber: entries.length + 1 };
}

/** The codes of one type. */
export function dictionaryCodes(store: DictionaryState, type: DictionaryType): Set<string> {
  return new Set(store.entries.filter((entry) => entry.type === type).map((entry) => entry.code));
}

/** The records that hold dictionary codes: software modules and feedback tickets. */
export interface CodeHolders {
  modules: ReadonlyArray<{ discipline: string; platformTag: string }>;
  tickets: ReadonlyArray<{ anomalyClass: number; causeClass: number }>;
}

/** How many records hold each code of each type: `<type>\n<code>` -> count. */
export function usage({ modules, tickets }: CodeHolders): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (type: DictionaryType, code: string) => {
    if (code === '') return;
    const at = `${type}\n${code}`;
    counts.set(at, (counts.get(at) ?? 0) + 1);
  };
  for (const module of modules) {
    count('discipline', module.discipline);
    count('platformTag', module.platformTag);
  }
  for (const ticket of tickets) {
    count('anomalyClass', String(ticket.anomalyClass));
    count('causeClass', String(ticket.causeClass));
  }
  return counts;
}

export function inUseOf(counts: ReadonlyMap<string, number>, entry: Pick<DictionaryRecord, 'type' | 'code'>): number {
  return counts.get(`${entry.type}\n${entry.code}`) ?? 0;
}
