/**
 * File downloads: the file arrives as a blob (success, silent); a JSON
 * envelope in its place is a failure, and nothing is saved. A failure shows
 * once: the refusal's words when the server gives a reason, else 'download failed,
 * try later' (section 8). Zip names carry a time (section 9).
 */
import dayjs from 'dayjs';
import { LOGIN_EXPIRED_CODES, type ServiceName } from '@/request/codes';
import { ApiError, describe, type MessageSpec } from '@/request/errors';
import { showFailure } from '@/request/notify';
import { callApi, type CallOptions, SILENT } from '@/request/pipeline';
import { UPLOAD_TIMEOUT_MS } from '@/services/files';

/**
 * The time a download may take, body included: files run to hundreds of MB
 * (OTA packages up to 200 MB), so they get the uploads' limit, not the 30 s of
 * ordinary calls.
 */
export const DOWNLOAD_TIMEOUT_MS = UPLOAD_TIMEOUT_MS;

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

/** What a failed download says, or nothing (a cancel, or a login expiry the pipeline has already shown). */
function failureMessage(error: unknown): MessageSpec | undefined {
  if (!(error instanceof ApiError)) return { id: 'request.error.download' };
  if (error.kind === 'canceled' || error.kind === 'loginExpired' || LOGIN_EXPIRED_CODES.includes(error.code)) return undefined;
  // A refusal speaks as every call's does (the catalogue's words for not found and permission missing).
  if (error.kind === 'business' && error.reason) return describe(error);
  return { id: 'request.error.download' };
}

/**
 * Resolves true when a file was saved, false when it was not (the failure shown once).
 * `fileName` may depend on what arrived (a zip or a single file).
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  fileName: string | ((blob: Blob) => string),
  options: Omit<CallOptions, 'responseType'> = {},
): Promise<boolean> {
  const { errorDisplay, errorRedirect, ...call } = options;
  try {
    // The pipeline stays silent (it still handles a login expiry): the message is chosen here.
    const blob = await callApi<Blob>(service, path, { timeoutMs: DOWNLOAD_TIMEOUT_MS, ...call, responseType: 'blob', ...SILENT });
    saveBlob(blob, typeof fileName === 'string' ? fileName : fileName(blob));
    return true;
  } catch (error) {
    const spec = failureMessage(error);
    if (spec) showFailure(spec, { display: errorDisplay, redirectTo: errorRedirect });
    return false;
  }
}
