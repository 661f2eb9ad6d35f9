/**
 * Add or edit one translation (docs/openapi.yaml `createTranslation`, `updateTranslation`): the key (required,
 * the dictionaries' id pattern, at most 128), the language and the value (plain text, required, at most 1000).
 * A taken key and language (40901) and the server's field reasons (40001) go on their fields. A saved entry is
 * in force at once (src/startup/locales.ts): an edit that moved the entry to another key or language first
 * gives the old one back its bundled word.
 */
import { Form, Input, Select, message } from 'antd';
import FormDialog from '@/components/form/FormDialog';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import {
  createTranslation,
  LOCALES,
  TRANSLATION_KEY_MAX,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_VALUE_MAX,
  updateTranslation,
  type LocaleName,
  type TranslationInput,
  type TranslationRecord,
} from '@/services/translations';
import { applyServerTranslations, removeServerTranslations } from '@/startup/locales';
import { useTranslate } from '@/utils/translate';
import { TRANSLATION_DRAFT } from '../../keys';

/** What the dialog opens for: an entry to edit, or a new one (its key and language filled when known). */
export interface EntryTarget {
  record?: TranslationRecord;
  key?: string;
  language?: LocaleName;
}

interface EntryValues {
  key: string;
  language: LocaleName;
  value: string;
}

const SERVER_FIELDS = { key: 'key', language: 'language', value: 'value' };
const MONOSPACE = { fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace' };

export interface TranslationFormProps {
  /** The entry to edit or add; none: closed. */
  target?: EntryTarget;
  onClose: () => void;
  onSaved: (saved: TranslationRecord) => void;
}

function EntryDialog({ target, onClose, onSaved }: Required<TranslationFormProps>) {
  const t = useTranslate();
  const [form] = Form.useForm<EntryValues>();
  const { record } = target;
  const languageName = (language: string) => t(`translations.languageName.${language}`);
  const initialValues: Partial<EntryValues> = record
    ? { key: record.key, language: record.language, value: record.value }
    : { key: target.key, language: target.language };

  const save = async (values: EntryValues) => {
    const input: TranslationInput = { key: values.key.trim(), language: values.language, value: values.value };
    let saved: TranslationRecord;
    try {
      saved = await (record ? updateTranslation(record.id, input) : createTranslation(input));
    } catch (error) {
      // One entry per key and language: the taken pair is said on the key, in the user's language.
      if (error instanceof ApiError && error.code === STATUS.CONFLICT) {
        form.setFields([{ name: 'key', errors: [t('translations.form.key.taken', { key: input.key, language: languageName(input.language) })] }]);
        return false;
      }
      throw error;
    }
    // In force at once: an entry moved to another key or language leaves its old place to the bundled word.
    if (record && (record.key !== saved.key || record.language !== saved.language)) await removeServerTranslations([record]);
    applyServerTranslations([saved]);
    message.success(t('translations.saved', { key: saved.key, language: languageName(saved.language) }));
    onSaved(saved);
  };

  return (
    <FormDialog<EntryValues>
      form={form}
      title={t(record ? 'translations.form.editTitle' : 'translations.form.addTitle')}
      okText={t('common.save')}
      draft={{ form: TRANSLATION_DRAFT, context: target }}
      initialValues={initialValues}
      save={save}
      serverFields={SERVER_FIELDS}
      failurePrefix="translations"
      onClose={onClose}
      width={640}
    >
      {/* Ids of their own: the list's search form behind the dialog has fields of the same names. */}
      <Form.Item
        name="key"
        htmlFor="translation-entry-key"
        label={t('translations.key')}
        extra={t('translations.form.key.pattern')}
        rules={[
          { required: true, whitespace: true, message: t('translations.form.key.required') },
          { max: TRANSLATION_KEY_MAX, message: t('translations.form.key.max', { max: TRANSLATION_KEY_MAX }) },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || TRANSLATION_KEY_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('translations.form.key.pattern'))),
          },
        ]}
      >
        <Input id="translation-entry-key" maxLength={TRANSLATION_KEY_MAX} style={MONOSPACE} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="language" htmlFor="translation-entry-language" label={t('translations.language')} rules={[{ required: true, message: t('translations.form.language.required') }]}>
        <Select id="translation-entry-language" options={LOCALES.map((language) => ({ value: language, label: t(`translations.language.${language}`) }))} />
      </Form.Item>
      <Form.Item
        name="value"
        htmlFor="translation-entry-value"
        label={t('translations.value')}
        extra={t('translations.form.value.extra')}
        rules={[
          { required: true, whitespace: true, message: t('translations.form.value.required') },
          { max: TRANSLATION_VALUE_MAX, message: t('translations.form.value.max', { max: TRANSLATION_VALUE_MAX }) },
        ]}
      >
        <Input.TextArea id="translation-entry-value" maxLength={TRANSLATION_VALUE_MAX} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** The dialog while `target` is set; a new form for each entry opened (its values never carried over). */
export default function TranslationForm({ target, onClose, onSaved }: TranslationFormProps) {
  if (!target) return null;
  const name = target.record ? `edit-${target.record.id}` : `new-${target.key ?? ''}-${target.language ?? ''}`;
  return <EntryDialog key={name} target={target} onClose={onClose} onSaved={onSaved} />;
}
