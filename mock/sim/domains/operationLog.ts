/**
 * Operation logs (docs/api.md "Operation logs"): the entries (paged, one with
 * its detail). What records them is in ../operationLog.ts and the
 * dispatcher. A platform caller reads every entry; any other caller its
 * company's only (an entry of another company, or of platform staff, is
 * unknown to it).
 */
import type { OperationLog, OperationLogDetail } from '../../../src/services/types/operationLog';
import { AUDIT_ACTIONS, AUDIT_MODULES, type OperationEntry } from '../operationLog';
import { reachable, within } from '../reach';
import type { RouteDef } from '../router';
import { choiceFilter, pageOf, textFilter, timeFilter, type ListSpec } from './list';
import { requireObject } from './validate';

const LOG_KEY = 'platform:operation:log';
export const OPERATION_LOG_KEYS = { log: LOG_KEY, get: `${LOG_KEY}:get` } as const;

export function entryRow(entry: OperationEntry): OperationLog {
  const { id, time, userId, account, userName, action, module, target, summary, ip } = entry;
  return { id, time, userId, account, userName, action, module, target, summary, ip };
}

export type EntryRow = OperationLog;

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

export const operationLogRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/operation/log/page',
    scope: 'person',
    permission: OPERATION_LOG_KEYS.log,
    handle: ({ body, state, reach }) => pageOf(within(reach, state.operationLog.entries), requireObject(body), ENTRY_SPEC, entryRow),
  },
  {
    method: 'GET',
    path: '/base/operation/log/{id}',
    scope: 'person',
    permission: OPERATION_LOG_KEYS.get,
    handle: ({ params, state, reach }): OperationLogDetail => {
      const entry = reachable(reach, state.operationLog.entries.find((candidate) => candidate.id === params.id), 'operation log');
      return { ...entryRow(entry), detail: entry.detail };
    },
  },
];
