/** Notification calls (section 7; shapes in docs/api.md). */
import { callApi } from '@/request/pipeline';
import type { Page } from './types/list';

export const NOTIFICATION_PAGE_SIZE = 5;

export interface Notification {
  noSqlId: string;
  /** A translation id, filled from msgParam. */
  msg: string;
  /** JSON text of the message parameters; may be malformed. */
  msgParam: string;
  /** Truthy means read. */
  status: number;
  createTime: number;
  method: string;
  url: string;
}

export function fetchUnreadFlag(): Promise<boolean> {
  return callApi<boolean>('base', '/message-notification/flag', { errorDisplay: 'silent' });
}

export function fetchNotifications(userId: string, pageNumber: number, pageSize = NOTIFICATION_PAGE_SIZE) {
  return callApi<Page<Notification>>('base', '/message-notification/page', {
    method: 'POST',
    data: { pageNumber, pageSize, userId },
  });
}

export function markRead(ids: string[]) {
  return callApi<null>('base', '/message-notification/status', { method: 'PUT', data: { ids } });
}
