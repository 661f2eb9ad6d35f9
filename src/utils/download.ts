/**
 * File downloads: the file arrives as a blob (success, silent); a JSON
 * envelope in its place is a failure the pipeline has already shown, and
 * nothing is saved. Zip names carry a time (section 9).
 */
import dayjs from 'dayjs';
import { callApi, type CallOptions } from '@/request/pipeline';
import type { ServiceName } from '@/request/codes';

/** `name_YYYYMMDD_HHmmss.ext` */
export function timestampedName(base: string, extension: string, at: Date = new Date()): string {
  return `${base}_${dayjs(at).format('YYYYMMDD_HHmmss')}.${extension}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Resolves true when a file was saved, false when the call failed (already shown).
 * `fileName` may depend on what arrived (a zip or a single file).
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  fileName: string | ((blob: Blob) => string),
  options: Omit<CallOptions, 'responseType'> = {},
): Promise<boolean> {
  try {
    const blob = await callApi<Blob>(service, path, { ...options, responseType: 'blob' });
    saveBlob(blob, typeof fileName === 'string' ? fileName : fileName(blob));
    return true;
  } catch {
    return false;
  }
}
