/**
 * Add or edit an exception code (docs/api.md "Standardization"): code, Chinese and English names (1-50),
 * module (one of the chosen project's), type, level (1 most severe to 4), alias and prompt title (at most
 * 50), labels (each at most 50), the criteria, suggestion, meaning, explanation and steps (at most 200).
 */
import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createExceptionCode, updateExceptionCode } from '@/services/normalization';
import { EXCEPTION_LEVEL } from '@/services/types/asset';
import { EXCEPTION_TYPES, type ExceptionCode, type ExceptionCodeInput, type SoftwareModule } from '@/services/types/normalization';
import { useTranslate } from '@/utils/translate';
import { LONG_TEXT_MAX } from '../../rules';

const SHORT = ['code', 'nameZh', 'nameEn', 'alias', 'promptTitle'] as const;
const REQUIRED: readonly string[] = ['code', 'nameZh', 'nameEn'];
const LONG = ['trigger', 'vanish', 'suggestion', 'meaning', 'explanation', 'steps'] as const;
const ALL = [...SHORT, ...LONG, 'moduleId', 'type', 'level', 'labels'] as const;
const SERVER_FIELDS = Object.fromEntries(ALL.map((field) => [field, field]));
const LABEL_MAX = 50;

/** The dialog's record: the code as its name. */
type Saved = ExceptionCode & { name: string };

export interface CodeFormProps {
  open: boolean;
  code?: ExceptionCode;
  modules: SoftwareModule[];
  onClose: () => void;
  onSaved: () => void;
}

export default function CodeForm({ open, code, modules, onClose, onSaved }: CodeFormProps) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<ExceptionCodeInput>();
  const t = useTranslate();
  const label = (field: string) => t(`normalization.code.${field}`);
  const half = { colProps: { span: 12 } };
  const required = (field: string) => [{ required: true, message: t(`normalization.code.form.${field}.required`) }];
  return (
    <RecordModalForm<ExceptionCodeInput, Saved>
      prefix="normalization.code"
      form={form}
      open={open}
      editing={Boolean(code)}
      draftContext={code ?? null}
      width={760}
      grid
      initialValues={code ? Object.fromEntries(ALL.map((field) => [field, code[field]])) : {}}
      serverFields={SERVER_FIELDS}
      save={async (values) => {
        const saved = await (code ? updateExceptionCode(code.id, values) : createExceptionCode(values));
        return { ...saved, name: saved.code };
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {SHORT.map((field) => (
        <ProFormText
          key={field}
          name={field}
          label={label(field)}
          {...half}
          rules={rules.text(REQUIRED.includes(field) ? { required: `normalization.code.form.${field}.required` } : {})}
          fieldProps={{ maxLength: 50 }}
        />
      ))}
      <ProFormSelect
        name="moduleId"
        label={label('module')}
        {...half}
        rules={required('module')}
        options={modules.map((module) => ({ value: module.id, label: module.name }))}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
      <ProFormSelect name="type" label={label('type')} {...half} rules={required('type')} options={EXCEPTION_TYPES.map((type) => ({ value: type, label: t(`normalization.exceptionType.${type}`) }))} />
      <ProFormSelect name="level" label={label('level')} {...half} rules={required('level')} options={EXCEPTION_LEVEL.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))} />
      <ProFormSelect
        name="labels"
        label={label('labels')}
        {...half}
        mode="tags"
        rules={[
          {
            validator: (_, value?: string[]) =>
              (value ?? []).every((item) => item.length <= LABEL_MAX) ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage({ id: 'rules.text.max' }, { max: LABEL_MAX }))),
          },
        ]}
      />
      {LONG.map((field) => (
        <ProFormTextArea key={field} name={field} label={label(field)} {...half} rules={rules.text({ max: LONG_TEXT_MAX })} fieldProps={{ maxLength: LONG_TEXT_MAX, rows: 2 }} />
      ))}
    </RecordModalForm>
  );
}
