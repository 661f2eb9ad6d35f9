/**
 * Translation management (docs/openapi.yaml, tag `translations`; rules in docs/api.md "Translations and
 * dictionaries"): entries, the missing count per language, the Excel import. The startup list is ./i18n.ts.
 */
import { callApi, SILENT } from '@/request/pipeline';
import { downloadFile } from '@/utils/download';
import { uploadForm } from './files';
import type { Schema } from './types/contract';
import type { Page, PageQuery } from './types/list';
import { TRANSLATION_TEMPLATE_NAME } from './types/system';

export { LOCALES, type LocaleName } from './i18n';

export type TranslationRecord = Schema<'TranslationRecord'>;
export type TranslationInput = Schema<'TranslationInput'>;
export type TranslationMissing = Schema<'TranslationMissing'>;
export type TranslationImport = Schema<'TranslationImport'>;
export type TranslationImportRow = Schema<'TranslationImportRow'>;
export type TranslationImportRefusal = Schema<'TranslationImportRefusal'>;
export type TranslationFilters = Omit<Schema<'TranslationPageQuery'>, 'pageNumber' | 'pageSize'>;
export type TranslationPage = Page<TranslationRecord> & { missing: TranslationMissing };
export type TranslationImportPage = TranslationImport & Page<TranslationImportRow>;

/** The import's limits, checked before a file is sent (the server checks them again). */
export const TRANSLATION_FILE_EXTENSION = '.xlsx';
export {
  TRANSLATION_FILE_MAX_BYTES,
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_TEMPLATE_NAME,
  TRANSLATION_VALUE_MAX,
} from './types/system';

export function fetchTranslationPage(query: PageQuery<TranslationFilters>) {
  return callApi<TranslationPage>('base', '/i18n/page', { method: 'POST', data: query });
}

export function fetchTranslation(id: string) {
  return callApi<TranslationRecord>('base', `/i18n/${encodeURIComponent(id)}`);
}

/** Reports its own failure: a refused field or a taken key belongs to the form. */
export function createTranslation(input: TranslationInput) {
  return callApi<TranslationRecord>('base', '/i18n', { method: 'POST', data: input, ...SILENT });
}

/** Reports its own failure: a refused field or a taken key belongs to the form. */
export function updateTranslation(id: string, input: TranslationInput) {
  return callApi<TranslationRecord>('base', '/i18n', { method: 'PUT', data: { id, ...input }, ...SILENT });
}

export function deleteTranslations(ids: string[]) {
  return callApi<{ deleted: number; entries: TranslationRecord[] }>('base', '/i18n', { method: 'DELETE', data: { ids } });
}

/** Reads the file and holds it on the server (nothing applied); a refusal (silent) names its reason on `file`. */
export function uploadTranslationFile(file: Blob, fileName: string, onProgress?: (percent: number) => void) {
  return callApi<TranslationImport>('base', '/i18n/excel/file', {
    method: 'POST',
    data: uploadForm(file, fileName),
    onUploadProgress: onProgress,
    ...SILENT,
  });
}

export function fetchTranslationImport(query: { importId: string; pageNumber: number; pageSize: number; refusedOnly?: boolean }) {
  return callApi<TranslationImportPage>('base', '/i18n/excel/list', { method: 'POST', data: query });
}

/** Applies the import's accepted rows, once; answers the first page of rows after it. */
export function applyTranslationImport(importId: string, pageSize: number) {
  return callApi<TranslationImportPage>('base', '/i18n/excel/list', {
    method: 'POST',
    data: { importId, pageNumber: 1, pageSize, apply: true },
  });
}

export function downloadTranslationTemplate() {
  return downloadFile('base', '/i18n/excel/template', TRANSLATION_TEMPLATE_NAME);
}
