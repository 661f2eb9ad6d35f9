/** Person calls used at startup: permission keys and the stored app value. */
import { callApi, type DisplayOption as Display } from '@/request/pipeline';

export function fetchPermissionKeys(userId: string, options: Display = {}): Promise<string[]> {
  return callApi<string[]>('base', `/person/${encodeURIComponent(userId)}/menu`, options);
}

/** The value stored for the app per user (display settings); an object, possibly empty. */
export function fetchAppValue(userId: string, options: Display = {}): Promise<Record<string, unknown>> {
  return callApi<Record<string, unknown>>('base', `/person/head/config/${encodeURIComponent(userId)}`, options);
}

/** Stores the app value (display settings) for oneself; answers the stored value. */
export function saveAppValue(userId: string, value: Record<string, unknown>): Promise<Record<string, unknown>> {
  return callApi<Record<string, unknown>>('base', `/person/head/config/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    data: value,
  });
}
