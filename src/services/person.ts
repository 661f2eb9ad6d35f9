/** Person calls used at startup: permission keys and the stored app value. */
import { callApi, type DisplayOption as Display } from '@/request/pipeline';
import type { Schema } from './types/contract';

/** The value stored for the app per user (display settings): any JSON object of at most 4 KB. */
export type AppValue = Schema<'AppValue'>;

export function fetchPermissionKeys(userId: string, options: Display = {}): Promise<string[]> {
  return callApi<string[]>('base', `/person/${encodeURIComponent(userId)}/menu`, options);
}

/** The value stored for the app per user (display settings); an object, possibly empty. */
export function fetchAppValue(userId: string, options: Display = {}): Promise<AppValue> {
  return callApi<AppValue>('base', `/person/head/config/${encodeURIComponent(userId)}`, options);
}

/** Stores the app value (display settings) for oneself; answers the stored value. */
export function saveAppValue(userId: string, value: AppValue): Promise<AppValue> {
  return callApi<AppValue>('base', `/person/head/config/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    data: value,
  });
}
