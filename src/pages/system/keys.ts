/** The system section's paths and its dialogs' drafts; the permission keys are in src/services/types/permissions.ts. */
import type { LocaleName } from '@/services/i18n';

export { DICTIONARY_KEYS, TRANSLATION_KEYS } from '@/services/types/permissions';

export const TRANSLATIONS_PATH = '/system/translations';
export const TRANSLATION_IMPORT_PATH = '/system/translations/import';

/** The translation dialog's draft (useUnsavedChanges' `draft`; the list is the path). */
export const TRANSLATION_DRAFT = 'translations.entry';
/** The dictionary entry dialog's draft (useUnsavedChanges), reopened by the screen (useDraftReopen). */
export const ENTRY_DRAFT = 'dictionaries.entry';

/** The other language of the two. */
export const otherLanguage = (language: LocaleName): LocaleName => (language === 'zh-CN' ? 'en-US' : 'zh-CN');
