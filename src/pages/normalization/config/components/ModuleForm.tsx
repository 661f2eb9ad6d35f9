/**
 * Add or edit a software module of the chosen project (docs/api.md "Standardization"): name and English
 * name (1-50), apply reason (10-200), responsible account (at most 50), development discipline and platform
 * tag (optional; chosen from the `discipline` and `platformTag` dictionaries, in their order; a value the
 * module holds that the dictionary does not is still offered, as it is, so editing does not lose it),
 * repository, description, notes, linked hardware and system info (at most 200).
 */
import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { useDictionaryOptions } from '@/components/dictionary/useDictionary';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createSoftwareModule, updateSoftwareModule } from '@/services/normalization';
import type { SoftwareModule, SoftwareModuleInput } from '@/services/types/normalization';
import { LONG_TEXT_MAX, REMARK_MIN } from '../../rules';

type Values = Omit<SoftwareModuleInput, 'projectId'>;
const SHORT = ['name', 'englishName', 'owner'] as const;
const CHOSEN = ['discipline', 'platformTag'] as const;
const LONG = ['repository', 'description', 'notes', 'hardwareInfo', 'systemInfo'] as const;
const ALL = [...SHORT, ...CHOSEN, ...LONG, 'applyReason'] as const;
const SERVER_FIELDS = Object.fromEntries(ALL.map((field) => [field, field]));

/** A module's values; an empty choice is none (no empty option chosen). */
const valuesOf = (module: SoftwareModule): Partial<Values> =>
  Object.fromEntries(ALL.map((field) => [field, (CHOSEN as readonly string[]).includes(field) && !module[field] ? undefined : module[field]]));

export interface ModuleFormProps {
  open: boolean;
  projectId: string;
  module?: SoftwareModule;
  onClose: () => void;
  onSaved: (module: SoftwareModule) => void;
}

export default function ModuleForm({ open, projectId, module, onClose, onSaved }: ModuleFormProps) {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const label = (field: string) => intl.formatMessage({ id: `normalization.module.${field}` });
  const half = { colProps: { span: 12 } };
  const disciplines = useDictionaryOptions('discipline', [module?.discipline]);
  const platformTags = useDictionaryOptions('platformTag', [module?.platformTag]);
  const chosen = { discipline: disciplines, platformTag: platformTags };
  // A cleared choice is none (the server takes an empty text as none).
  const inputOf = (values: Values): Values => ({ ...values, discipline: values.discipline ?? '', platformTag: values.platformTag ?? '' });
  return (
    <RecordModalForm<Values, SoftwareModule>
      prefix="normalization.module"
      form={form}
      open={open}
      editing={Boolean(module)}
      draftContext={module ?? null}
      width={720}
      grid
      initialValues={module ? valuesOf(module) : {}}
      serverFields={SERVER_FIELDS}
      save={(values) =>
        module ? updateSoftwareModule(module.id, { ...inputOf(values), projectId: module.projectId }) : createSoftwareModule({ ...inputOf(values), projectId })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {SHORT.map((field) => (
        <ProFormText
          key={field}
          name={field}
          label={label(field)}
          {...half}
          rules={rules.text(field === 'name' || field === 'englishName' ? { required: `normalization.module.form.${field}.required` } : {})}
          fieldProps={{ maxLength: 50 }}
        />
      ))}
      {CHOSEN.map((field) => (
        <ProFormSelect
          key={field}
          name={field}
          label={label(field)}
          {...half}
          options={chosen[field].options}
          fieldProps={{ allowClear: true, showSearch: true, optionFilterProp: 'label', loading: chosen[field].loading }}
        />
      ))}
      <ProFormTextArea
        name="applyReason"
        label={label('applyReason')}
        rules={rules.text({ required: 'normalization.module.form.applyReason.required', min: REMARK_MIN, max: LONG_TEXT_MAX })}
        fieldProps={{ maxLength: LONG_TEXT_MAX, showCount: true, rows: 2 }}
      />
      {LONG.map((field) => (
        <ProFormText key={field} name={field} label={label(field)} {...half} rules={rules.text({ max: LONG_TEXT_MAX })} fieldProps={{ maxLength: LONG_TEXT_MAX }} />
      ))}
    </RecordModalForm>
  );
}
