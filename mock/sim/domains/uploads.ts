/**
 * Uploads (docs/api.md "Files: uploads and downloads"): the file in the part
 * `file`, the form's other values as JSON in the part `meta` (a part with a
 * file name). Each failure is a 40001 naming `file` or `meta`.
 */
import { extensionOf } from '../files';
import type { Ctx } from '../router';
import type { SimFile } from '../types';
import { fieldError } from './validate';

export interface UploadRule {
  /** The extensions taken, lower case with the dot (`.tar.gz` one of them). */
  extensions: readonly string[];
  maxBytes: number;
}

export interface Upload {
  file: SimFile;
  /** Its name without any folder. */
  fileName: string;
  /** Its extension as taken, lower case (`.tar.gz`). */
  extension: string;
}

/** The part's name without a folder a browser or client may have left in it. */
function baseName(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}

/** The part `file`: missing 'required', empty 'invalid', over the limit 'tooLarge', an extension not taken 'type'. */
export function uploadOf(ctx: Ctx, rule: UploadRule): Upload {
  const file = ctx.files.find((part) => part.field === 'file');
  if (!file) throw fieldError('file', 'required', 'Choose a file');
  if (file.data.length === 0) throw fieldError('file', 'invalid', 'The file is empty');
  if (file.data.length > rule.maxBytes) {
    throw fieldError('file', 'tooLarge', `The file is larger than ${Math.round(rule.maxBytes / (1024 * 1024))} MB`);
  }
  const fileName = baseName(file.name);
  const extension = extensionOf(fileName).toLowerCase();
  if (!rule.extensions.includes(extension)) {
    throw fieldError('file', 'type', `The file must be one of ${rule.extensions.join(', ')}`);
  }
  return { file, fileName, extension };
}

/** At most this much JSON in `meta`. */
export const META_MAX_BYTES = 64 * 1024;

/** The part `meta`: a JSON object (UTF-8); missing, malformed or anything else 'invalid'. */
export function metaOf(ctx: Pick<Ctx, 'files'>): Record<string, unknown> {
  const part = ctx.files.find((candidate) => candidate.field === 'meta');
  const invalid = () => fieldError('meta', 'invalid', 'The form values (meta) must be a JSON object');
  if (!part || part.data.length > META_MAX_BYTES) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(part.data));
  } catch {
    throw invalid();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  return value as Record<string, unknown>;
}

/** An upload's `meta` when it is a JSON object, for the operation log; undefined otherwise. */
export function metaIfAny(files: readonly SimFile[]): Record<string, unknown> | undefined {
  try {
    return files.some((part) => part.field === 'meta') ? metaOf({ files: [...files] }) : undefined;
  } catch {
    return undefined;
  }
}
