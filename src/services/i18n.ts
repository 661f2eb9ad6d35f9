/**
 * The startup list of translations (docs/openapi.yaml, tag `startup`), fetched per locale and merged over the
 * bundled dictionaries. Kept apart from the translation management calls (./translations.ts), which only the
 * system section's screens load.
 */
import { callApi } from '@/request/pipeline';
import type { Schema } from './types/contract';

export type LocaleName = Schema<'LocaleName'>;
export const LOCALES: readonly LocaleName[] = ['zh-CN', 'en-US'];

export type TranslationEntry = Schema<'TranslationEntry'>;

export function fetchTranslations(type: LocaleName): Promise<TranslationEntry[]> {
  return callApi<TranslationEntry[]>('base', '/i18n/list', { method: 'POST', data: { type }, publicEndpoint: true });
}
