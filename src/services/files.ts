/**
 * Upload bodies (docs/api.md "Files: uploads and downloads"): the file in the
 * part `file`, the form's values as JSON in the part `meta`.
 */

/** Uploads may take minutes on a slow line; ordinary calls keep the pipeline's 30 s. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function uploadForm(file: Blob, fileName: string, meta?: object): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  if (meta !== undefined) form.append('meta', new Blob([JSON.stringify(meta)], { type: 'application/json' }), 'meta.json');
  return form;
}
