/** Operation logs (docs/api.md "Operation logs"); the shapes are docs/openapi.yaml's (tag `operationLogs`). */
import type { PageFilters, Schema } from './contract';

export type LogAction = Schema<'LogAction'>;
export type LogModule = Schema<'LogModule'>;

/** The actions in the order the filter offers them (each one of the contract's). */
export const LOG_ACTIONS = [
  'signIn',
  'signOut',
  'create',
  'update',
  'delete',
  'upload',
  'send',
  'import',
  'export',
  'lock',
] as const satisfies readonly LogAction[];

export const LOG_MODULES = [
  'account',
  'enterprise',
  'agent',
  'member',
  'role',
  'invitation',
  'asset',
  'scene',
  'resource',
  'ota',
  'task',
  'normalization',
  'production',
  'i18n',
  'dictionary',
] as const satisfies readonly LogModule[];

export type OperationLog = Schema<'OperationLog'>;
/** An entry with `detail`: the request body, without passwords and files. */
export type OperationLogDetail = Schema<'OperationLogDetail'>;
/** The filters of `pageOperationLogs` (its body without the paging). */
export type OperationLogFilters = PageFilters<'OperationLogPageQuery'>;
