/** Server translations, fetched per locale at startup and merged over the bundled dictionaries. */
import { callApi } from '@/request/pipeline';

export type LocaleName = 'zh-CN' | 'en-US';
export const LOCALES: readonly LocaleName[] = ['zh-CN', 'en-US'];

export interface TranslationEntry {
  key: string;
  value: string;
}

export function fetchTranslations(type: LocaleName): Promise<TranslationEntry[]> {
  return callApi<TranslationEntry[]>('base', '/i18n/list', { method: 'POST', data: { type }, publicEndpoint: true });
}
