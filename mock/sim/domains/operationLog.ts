/**
 * Operation logs (docs/api.md "Operation logs"): the entries (paged, one with
 * its detail, exported as CSV). What records them is in ../operationLog.ts
 * and the dispatcher. A platform caller reads every entry; any other caller
 * its company's only (an entry of another company, or of platform staff, is
 * unknown to it).
 */
import { STATUS } from '../codes';
import { attachment, csv, stampedName, type Cell } from '../files';
import { AUDIT_ACTIONS, AUDIT_MODULES, type OperationEntry } from '../operationLog';
import { reachable, within } from '../reach';
import type { RouteDef } from '../router';
import { RawReply, SimError } from '../types';
import { choiceFilter, matchingOf, pageOf, textFilter, timeFilter, type ListSpec } from './list';
import { requireIds, requireObject } from './validate';

const LOG_KEY = 'platform:operation:log';
export const OPERATION_LOG_KEYS = { log: LOG_KEY, get: `${LOG_KEY}:get`, download: `${LOG_KEY}:download` } as const;
export const EXPORT_ROWS_MAX = 10_000;

export function entryRow(entry: OperationEntry) {
  const { id, time, userId, account, userName, action, module, target, summary, ip } = entry;
  return { id, time, userId, account, userName, action, module, target, summary, ip };
}

export type EntryRow = ReturnType<typeof entryRow>;

const ENTRY_SPEC: ListSpec<OperationEntry> = {
  createdAt: (entry) => entry.time,
  id: (entry) => entry.id,
  filters: {
    from: timeFilter((entry) => entry.time, 'from'),
    to: timeFilter((entry) => entry.time, 'to'),
    user: textFilter((entry) => entry.account, (entry) => entry.userName),
    action: choiceFilter((entry) => entry.action, AUDIT_ACTIONS),
    module: choiceFilter((entry) => entry.module, AUDIT_MODULES),
  },
  sorts: { time: (entry) => entry.time },
};

export const ENTRY_FIELDS: ReadonlyArray<keyof EntryRow> = [
  'id', 'time', 'userId', 'account', 'userName', 'action', 'module', 'target', 'summary', 'ip',
];

/** The entries of `input.ids` (1-10,000, as many as a file holds), or 40401 when one is unknown. */
function entriesOf(entries: readonly OperationEntry[], input: Record<string, unknown>): OperationEntry[] {
  return requireIds(input, EXPORT_ROWS_MAX).map((id) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new SimError(STATUS.NOT_FOUND, 'operation log not found');
    return entry;
  });
}

export const operationLogRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/operation/log/page',
    scope: 'person',
    permission: OPERATION_LOG_KEYS.log,
    handle: ({ body, state, reach }) => pageOf(within(reach, state.operationLog.entries), requireObject(body), ENTRY_SPEC, entryRow),
  },
  {
    method: 'POST',
    path: '/base/operation/log/export',
    scope: 'person',
    permission: OPERATION_LOG_KEYS.download,
    handle: ({ body, state, now, reach }) => {
      const { ids, ...filters } = body === undefined ? {} : requireObject(body);
      const entries = within(reach, state.operationLog.entries);
      // The console sends the ticked entries' ids (section 5: a selection first); given ids win over
      // filters, as in the function-check export, and none (left out or empty) is every entry the filters match.
      const chosen = ids === undefined || ids === null || (Array.isArray(ids) && ids.length === 0) ? undefined : entriesOf(entries, { ids });
      const rows = matchingOf(chosen ?? entries, chosen ? {} : filters, ENTRY_SPEC)
        .slice(0, EXPORT_ROWS_MAX)
        .map((entry) => {
          const row = entryRow(entry);
          return ENTRY_FIELDS.map((field): Cell => row[field]);
        });
      return new RawReply('text/csv; charset=utf-8', csv(ENTRY_FIELDS, rows), attachment(stampedName('operation-logs', now, 'csv')));
    },
  },
  {
    method: 'GET',
    path: '/base/operation/log/:id',
    scope: 'person',
    permission: OPERATION_LOG_KEYS.get,
    handle: ({ params, state, reach }) => {
      const entry = reachable(reach, state.operationLog.entries.find((candidate) => candidate.id === params.id), 'operation log');
      return { ...entryRow(entry), detail: entry.detail };
    },
  },
];
