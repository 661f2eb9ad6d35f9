/** Operation logs (docs/api.md "Operation logs"). */

export const LOG_ACTIONS = ['signIn', 'signOut', 'create', 'update', 'delete', 'upload', 'send', 'import', 'export', 'lock'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

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
] as const;
export type LogModule = (typeof LOG_MODULES)[number];

export interface OperationLog {
  id: string;
  time: number;
  userId: string;
  account: string;
  userName: string;
  action: LogAction;
  module: LogModule;
  target: string;
  summary: string;
  ip: string;
}

export interface OperationLogDetail extends OperationLog {
  /** The request body, without passwords and files. */
  detail: unknown;
}

export interface OperationLogFilters {
  from: number;
  to: number;
  user: string;
  action: LogAction[];
  module: LogModule;
}
