/**
 * What the build puts in place of pro-provider's intl module (see .umirc.ts,
 * 'lean-pro-components'). Theirs imports the words of all 33 languages
 * ProComponents speak (ProTable's "Query", "Reset", "Total", column settings…)
 * into the signed-in shell, about 9 KB gzip; here every language has the same
 * intl object as there, whose words arrive with the language itself
 * (src/locales/proWords.ts, loaded before the first screen). Everything else
 * is theirs as it was: the same keys, the same fallback to Chinese, then to
 * the default message.
 */
import get from 'rc-util/es/utils/get';
import { LANGUAGES, proWords, proWordsKey } from '@/locales/proWords';

export interface ProIntl {
  getMessage: (id: string, defaultMessage: string) => string;
  locale: string;
}

export const createIntl = (locale: string, localeMap: Record<string, unknown>): ProIntl => ({
  getMessage(id, defaultMessage) {
    const message = (get(localeMap, id.replace(/\[(\d+)\]/g, '.$1').split('.')) as string | undefined) || '';
    if (message) return message;
    if (locale.replace('_', '-') === 'zh-CN') return defaultMessage;
    const chinese = intlMap['zh-CN'];
    return chinese ? chinese.getMessage(id, defaultMessage) : defaultMessage;
  },
  locale,
});

export const intlMap: Record<string, ProIntl> = Object.fromEntries(
  Object.entries(LANGUAGES).map(([key, name]) => [key, createIntl(name, proWords[key])]),
);
export const intlMapKeys = Object.keys(intlMap);

export const findIntlKeyByAntdLocaleKey = proWordsKey;

export const mnMNIntl = intlMap['mn-MN'];
export const arEGIntl = intlMap['ar-EG'];
export const zhCNIntl = intlMap['zh-CN'];
export const enUSIntl = intlMap['en-US'];
export const enGBIntl = intlMap['en-GB'];
export const viVNIntl = intlMap['vi-VN'];
export const itITIntl = intlMap['it-IT'];
export const jaJPIntl = intlMap['ja-JP'];
export const esESIntl = intlMap['es-ES'];
export const caESIntl = intlMap['ca-ES'];
export const ruRUIntl = intlMap['ru-RU'];
export const srRSIntl = intlMap['sr-RS'];
export const msMYIntl = intlMap['ms-MY'];
export const zhTWIntl = intlMap['zh-TW'];
export const frFRIntl = intlMap['fr-FR'];
export const ptBRIntl = intlMap['pt-BR'];
export const koKRIntl = intlMap['ko-KR'];
export const idIDIntl = intlMap['id-ID'];
export const deDEIntl = intlMap['de-DE'];
export const faIRIntl = intlMap['fa-IR'];
export const trTRIntl = intlMap['tr-TR'];
export const plPLIntl = intlMap['pl-PL'];
export const hrHRIntl = intlMap['hr-HR'];
export const thTHIntl = intlMap['th-TH'];
export const csCZIntl = intlMap['cs-CZ'];
export const skSKIntl = intlMap['sk-SK'];
export const heILIntl = intlMap['he-IL'];
export const ukUAIntl = intlMap['uk-UA'];
export const uzUZIntl = intlMap['uz-UZ'];
export const nlNLIntl = intlMap['nl-NL'];
export const roROIntl = intlMap['ro-RO'];
export const svSEIntl = intlMap['sv-SE'];
