/**
 * The unit timeline's words and links (docs/api.md "One unit's timeline"): each event kind one colour and one
 * translation id (the contract's string enumeration, every value named here, so a new kind fails the type
 * check), each part one translation id, and the screen an event links to with the key that opens it.
 */
import dayjs from 'dayjs';
import type { TimelineEvent, TimelinePart } from '@/services/types/production';
import { TIME_FORMAT } from '@/components/table/searchAddress';

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
      // The applications list is searched by application number: the summary begins with it (the record's own words).
      const applicationNumber = event.summary.split(' ')[0] ?? '';
      if (!links.applicationId || applicationNumber === '') return undefined;
      return {
        to: `/production-quality/factory-sn?${query('keyword', applicationNumber)}`,
        access: 'platform:productionQuality:factorySnList',
        wordsId: 'production.timeline.link.application',
      };
    }
    case 'process':
      return {
        to: `/production-quality/process-info?${query('serialNumber', serialNumber)}`,
        access: 'platform:productionQuality:processInfo',
        wordsId: 'production.timeline.link.process',
      };
    case 'feedback':
      return {
        to: `/production-quality/feedback?${query('serialNumber', serialNumber)}`,
        access: 'platform:productionQuality:feedback',
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
