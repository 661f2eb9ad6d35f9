/**
 * Add or edit one dictionary entry (docs/openapi.yaml, tag `dictionaries`): its type, code (letters, digits,
 * dot, dash or underscore, at most 50; for an anomaly or cause class a whole number, the class feedback
 * tickets store), name (at most 128: a translation key shows translated, any other text as it is) and sort
 * (0-9999, lower first). The server's refusals go on their fields: a field reason (40001) on its field, a
 * taken code (40901) on the code, and a change of type or code of an entry in use (40901) on both.
 */
import { Form, Input, InputNumber, Select, message } from 'antd';
import { useIntl } from '@umijs/max';
import FormDialog from '@/components/form/FormDialog';
import { useRules } from '@/components/form/useRules';
import { forgetDictionary } from '@/components/dictionary/useDictionary';
import { ApiError } from '@/request/errors';
import { STATUS } from '@/request/codes';
import {
  createDictionaryEntry,
  DICTIONARY_CODE_MAX,
  DICTIONARY_CODE_PATTERN,
  DICTIONARY_NAME_MAX,
  DICTIONARY_SORT_MAX,
  DICTIONARY_TYPES,
  updateDictionaryEntry,
  type DictionaryEntry,
  type DictionaryInput,
  type DictionaryType,
} from '@/services/dictionaries';
import { useTranslate } from '@/utils/translate';
import { dictionaryLabel } from '@/components/dictionary/dictionaryLabel';
import { ENTRY_DRAFT } from '../../keys';


interface Values {
  type: DictionaryType;
  code: string;
  name: string;
  sort: number;
}

/** The fields' ids: the list's search form has a `type` field of its own on the same page. */
const idOf = (field: keyof Values) => `dictionary-entry-${field}`;

/** The types whose codes are whole numbers (the feedback ticket's classes). */
export const NUMBERED_TYPES: readonly DictionaryType[] = ['anomalyClass', 'causeClass'];
/** A class number: a whole number from 1. */
const WHOLE_NUMBER = /^[1-9][0-9]*$/;

export interface EntryFormProps {
  /** The entry edited; none to add one. */
  entry?: DictionaryEntry;
  /** A new entry's type (the list's filter, if any). */
  type?: DictionaryType;
  onClose: () => void;
  onSaved: (entry: DictionaryEntry) => void;
}

export default function EntryForm({ entry, type, onClose, onSaved }: EntryFormProps) {
  const t = useTranslate();
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const chosenType = Form.useWatch('type', form) ?? entry?.type ?? type;
  const numbered = chosenType !== undefined && NUMBERED_TYPES.includes(chosenType);
  const inUse = entry?.inUse ?? 0;
  const initialValues: Partial<Values> = entry ? { type: entry.type, code: entry.code, name: entry.name, sort: entry.sort } : { type, sort: 0 };

  const save = async (values: Values) => {
    const input: DictionaryInput = { type: values.type, code: values.code.trim(), name: values.name.trim(), sort: values.sort };
    let saved: DictionaryEntry;
    try {
      saved = await (entry ? updateDictionaryEntry(entry.id, input) : createDictionaryEntry(input));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== STATUS.CONFLICT) throw error;
      // An entry in use keeps its type and code; otherwise the code is taken in that type.
      const keptInUse = entry !== undefined && inUse > 0 && (entry.code !== input.code || entry.type !== input.type);
      if (keptInUse) {
        const reason = t('dictionaries.inUseRefused', { count: inUse });
        form.setFields([
          { name: 'code', errors: [reason] },
          ...(entry.type !== input.type ? [{ name: 'type' as const, errors: [reason] }] : []),
        ]);
      } else {
        form.setFields([{ name: 'code', errors: [t('dictionaries.codeTaken', { type: t(`dictionaries.type.${input.type}`), code: input.code })] }]);
      }
      return false;
    }
    forgetDictionary(saved.type);
    if (entry && entry.type !== saved.type) forgetDictionary(entry.type);
    message.success(t(entry ? 'dictionaries.saved' : 'dictionaries.created', { name: dictionaryLabel(intl, saved) }));
    onSaved(saved);
    return true;
  };

  return (
    <FormDialog<Values>
      form={form}
      title={t(entry ? 'dictionaries.edit' : 'dictionaries.add')}
      okText={t('common.save')}
      draft={{ form: ENTRY_DRAFT, context: entry ?? null }}
      initialValues={initialValues}
      save={save}
      serverFields={{ type: 'type', code: 'code', name: 'name', sort: 'sort' }}
      failurePrefix="dictionaries"
      onClose={onClose}
    >
      <Form.Item name="type" label={t('dictionaries.type')} htmlFor={idOf('type')} rules={[{ required: true, message: t('dictionaries.form.type.required') }]}>
        <Select id={idOf('type')} options={DICTIONARY_TYPES.map((value) => ({ value, label: t(`dictionaries.type.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('dictionaries.code')}
        htmlFor={idOf('code')}
        dependencies={['type']}
        extra={
          inUse > 0
            ? t('dictionaries.form.code.inUse', { count: inUse })
            : numbered
              ? t('dictionaries.form.code.extraNumber')
              : t('dictionaries.form.code.extra', { max: DICTIONARY_CODE_MAX })
        }
        rules={[
          ...rules.text({ required: 'dictionaries.form.code.required', max: DICTIONARY_CODE_MAX }),
          {
            validator: async (_, value: string | undefined) => {
              const code = (value ?? '').trim();
              if (code === '') return;
              if (!DICTIONARY_CODE_PATTERN.test(code)) throw new Error(t('dictionaries.form.code.invalid'));
              if (numbered && !WHOLE_NUMBER.test(code)) throw new Error(t('dictionaries.form.code.number'));
            },
          },
        ]}
      >
        <Input id={idOf('code')} maxLength={DICTIONARY_CODE_MAX} inputMode={numbered ? 'numeric' : undefined} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('dictionaries.name')}
        htmlFor={idOf('name')}
        extra={t('dictionaries.form.name.extra')}
        rules={rules.text({ required: 'dictionaries.form.name.required', max: DICTIONARY_NAME_MAX })}
      >
        <Input id={idOf('name')} maxLength={DICTIONARY_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('dictionaries.sort')}
        htmlFor={idOf('sort')}
        extra={t('dictionaries.form.sort.extra', { max: DICTIONARY_SORT_MAX })}
        rules={[{ required: true, message: t('dictionaries.form.sort.required') }]}
      >
        <InputNumber id={idOf('sort')} min={0} max={DICTIONARY_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
