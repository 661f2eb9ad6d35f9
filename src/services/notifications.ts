/** Notification calls (section 7; shapes in docs/openapi.yaml, tag notifications). */
import { callApi, SILENT, type DisplayOption } from '@/request/pipeline';
import type { Schema } from './types/contract';
import type { Page } from './types/list';

export const NOTIFICATION_PAGE_SIZE = 5;

/** `msg` a translation id filled from `msgParam` (JSON text, possibly malformed); `status` 1 read. */
export type Notification = Schema<'Notification'>;

export function fetchUnreadFlag(): Promise<boolean> {
  return callApi<boolean>('base', '/message-notification/flag', { ...SILENT });
}

/** `options`: SILENT for a screen that shows its failure in place (the overview's panel). */
export function fetchNotifications(userId: string, pageNumber: number, pageSize = NOTIFICATION_PAGE_SIZE, options: DisplayOption = {}) {
  return callApi<Page<Notification>>('base', '/message-notification/page', {
    method: 'POST',
    data: { pageNumber, pageSize, userId },
    ...options,
  });
}

export function markRead(ids: string[]) {
  return callApi<null>('base', '/message-notification/status', { method: 'PUT', data: { ids } });
}
