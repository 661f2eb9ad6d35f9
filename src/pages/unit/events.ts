/**
 * The unit timeline's words and links (docs/api.md "One unit's timeline"): each event kind one colour and one
 * translation id (the contract's string enumeration, every value named here, so a new kind fails the type
 * check), each part one translation id, and the screen an event links to with the key that opens it.
 */
import dayjs from 'dayjs';
import type { TimelineEvent, TimelinePart } from '@/services/types/production';
import { FACTORY_SN_KEYS, FEEDBACK_KEYS, PROCESS_INFO_KEYS } from '@/services/types/permissions';
import { TIME_FORMAT } from '@/components/table/searchAddress';
import type { Translate } from '@/utils/translate';

export type EventKind = TimelineEvent['kind'];

/** A kind's tag colour (antd preset colours): production in blue and cyan, the field in green, trouble in warm colours. */
export const KIND_COLOR: Readonly<Record<EventKind, string>> = {
  applied: 'blue',
  approved: 'green',
  rejected: 'red',
  check: 'cyan',
  inventory: 'geekblue',
  delivery: 'purple',
  assetAdded: 'gold',
  activated: 'green',
  lock: 'orange',
  licence: 'lime',
  otaPush: 'blue',
  versionInstalled: 'green',
  exception: 'volcano',
  feedbackOpened: 'magenta',
  feedbackClosed: 'default',
  operation: 'default',
};

export const kindWordsId = (kind: EventKind) => `production.timeline.kind.${kind}`;
export const partWordsId = (part: TimelinePart) => `production.timeline.part.${part}`;

/** An expiry still ahead of `now` is coming, not past: the screen words and marks it so. */
export const isComing = (event: TimelineEvent, now: number) => event.kind === 'licence' && event.time > now;

/**
 * The event in the reader's words: the server sends facts (numbers, names, enumeration values), never a
 * sentence; each kind has one message taking them, and an enumeration value is worded first.
 */
export function eventWords(event: TimelineEvent, t: Translate, now: number): string {
  const { facts } = event;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts)) if (value !== undefined && value !== null) values[name] = String(value);
  if (facts.recordKind !== undefined) values.recordKind = t(`enum.recordKind.${facts.recordKind}`);
  if (facts.lockKind !== undefined) values.lockKind = t(`asset.lock.kind.${facts.lockKind}`);
  if (facts.lockState !== undefined) values.lockState = t(`enum.lockState.${facts.lockState}`);
  if (facts.purpose !== undefined) values.purpose = t(`ota.purpose.${facts.purpose}`);
  if (facts.licence !== undefined) values.licence = t(`production.timeline.licence.${facts.licence}`);
  if (event.kind === 'assetAdded' || event.kind === 'activated') {
    values.where = [facts.company, facts.project, facts.scene].filter((name) => name !== undefined && name !== '').join(' / ');
  }
  values.coming = isComing(event, now) ? 'yes' : 'no';
  return t(`production.timeline.words.${event.kind}`, values);
}

/** Where an event leads: the screen's address, the key that opens that screen, the link's words. */
export interface EventLink {
  to: string;
  access: string;
  wordsId: string;
}

/** The operation log is searched by time: the minute either side of the entry. */
const LOG_WINDOW_MS = 60_000;

const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** The screen an event links to, if any (the caller shows it only with `access`). */
export function eventLink(event: TimelineEvent, serialNumber: string): EventLink | undefined {
  const { links } = event;
  switch (event.part) {
    case 'application': {
      // The applications list is searched by application number.
      const applicationNumber = event.facts.applicationNumber ?? '';
      if (!links.applicationId || applicationNumber === '') return undefined;
      return {
        to: `/production-quality/factory-sn?${query('keyword', applicationNumber)}`,
        access: FACTORY_SN_KEYS.list,
        wordsId: 'production.timeline.link.application',
      };
    }
    case 'process':
      return {
        to: `/production-quality/process-info?${query('serialNumber', serialNumber)}`,
        access: PROCESS_INFO_KEYS.list,
        wordsId: 'production.timeline.link.process',
      };
    case 'feedback':
      return {
        to: `/production-quality/feedback?${query('serialNumber', serialNumber)}`,
        access: FEEDBACK_KEYS.list,
        wordsId: 'production.timeline.link.feedback',
      };
    case 'ota':
      return links.pushId ? { to: `/ota/update?${query('push', links.pushId)}`, access: 'platform:ota:upgrade', wordsId: 'production.timeline.link.ota' } : undefined;
    case 'operationLog': {
      const from = dayjs(event.time - LOG_WINDOW_MS).format(TIME_FORMAT);
      const to = dayjs(event.time + LOG_WINDOW_MS).format(TIME_FORMAT);
      return {
        to: `/operations/logs?${query('timeRange', from)}&${query('timeRange', to)}`,
        access: 'platform:operation:log',
        wordsId: 'production.timeline.link.operationLog',
      };
    }
    default:
      // The asset's own parts (activation, locks and licences, exceptions) open its detail.
      return links.assetId
        ? { to: `/assets/list/detail/${encodeURIComponent(links.assetId)}`, access: 'platform:assets:list:detail', wordsId: 'production.timeline.link.asset' }
        : undefined;
  }
}
