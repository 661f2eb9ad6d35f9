/**
 * Add or edit a project (docs/api.md "Standardization"): its Chinese and English names (1-50), alias and
 * manager (at most 50), category and brand codes (1 or 2 letters or digits without O and I), repository
 * address and hardware description (at most 200), description (empty or 10-200) and company. A project
 * that assets use keeps its company: the select is fixed, with the reason under it.
 */
import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import type { CompanyOption, ProjectOption } from '@/services/options';
import { createStandardProject, updateStandardProject } from '@/services/normalization';
import type { StandardProject, StandardProjectInput } from '@/services/types/normalization';
import { useTranslate } from '@/utils/translate';
import { LONG_TEXT_MAX, REMARK_MIN, SHORT_CODE_MAX, shortCodeRules, upperCase } from '../../rules';

const FIELDS = ['name', 'englishName', 'alias', 'categoryCode', 'brandCode', 'repository', 'manager', 'description', 'hardwareDescription', 'companyId'] as const;
const SERVER_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, field]));

export interface ProjectFormProps {
  open: boolean;
  project?: StandardProject;
  companies: CompanyOption[];
  /** The fleet's projects with their companies: the row does not carry its company's id. */
  projects: ProjectOption[];
  onClose: () => void;
  onSaved: (project: StandardProject) => void;
}

/** The company of a project: its option's, else the company of that name. */
function companyOf(project: StandardProject, projects: ProjectOption[], companies: CompanyOption[]): string | undefined {
  return projects.find((option) => option.id === project.id)?.companyId ?? companies.find((company) => company.name === project.companyName)?.id;
}

export default function ProjectForm({ open, project, companies, projects, onClose, onSaved }: ProjectFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<StandardProjectInput>();
  const t = useTranslate();
  const label = (field: string) => t(`normalization.project.${field}`);
  const codeRules = (field: 'categoryCode' | 'brandCode') =>
    shortCodeRules(t(`normalization.project.form.${field}.required`), t('normalization.project.form.code.invalid'));
  const companyKept = Boolean(project && project.assetCount > 0);
  const half = { colProps: { span: 12 } };
  return (
    <RecordModalForm<StandardProjectInput, StandardProject>
      prefix="normalization.project"
      form={form}
      open={open}
      editing={Boolean(project)}
      draftContext={project ?? null}
      width={720}
      grid
      initialValues={
        project
          ? {
              name: project.name,
              englishName: project.englishName,
              alias: project.alias,
              categoryCode: project.categoryCode,
              brandCode: project.brandCode,
              repository: project.repository,
              manager: project.manager,
              description: project.description,
              hardwareDescription: project.hardwareDescription,
              companyId: companyOf(project, projects, companies),
            }
          : {}
      }
      serverFields={SERVER_FIELDS}
      save={(values) => (project ? updateStandardProject(project.id, values) : createStandardProject(values))}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText
        name="name"
        label={label('name')}
        {...half}
        rules={rules.text({ required: 'normalization.project.form.name.required' })}
        fieldProps={{ maxLength: 50, showCount: true }}
      />
      <ProFormText
        name="englishName"
        label={label('englishName')}
        {...half}
        rules={rules.text({ required: 'normalization.project.form.englishName.required' })}
        fieldProps={{ maxLength: 50, showCount: true }}
      />
      <ProFormText
        name="categoryCode"
        label={label('categoryCode')}
        {...half}
        normalize={upperCase}
        rules={codeRules('categoryCode')}
        extra={t('normalization.project.form.code.extra')}
        fieldProps={{ maxLength: SHORT_CODE_MAX }}
      />
      <ProFormText
        name="brandCode"
        label={label('brandCode')}
        {...half}
        normalize={upperCase}
        rules={codeRules('brandCode')}
        extra={t('normalization.project.form.code.extra')}
        fieldProps={{ maxLength: SHORT_CODE_MAX }}
      />
      <ProFormSelect
        name="companyId"
        label={label('company')}
        {...half}
        rules={[{ required: true, message: t('asset.form.company.required') }]}
        options={companies.map((company) => ({ value: company.id, label: company.name }))}
        disabled={companyKept}
        extra={companyKept ? t('normalization.project.form.company.kept') : undefined}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
      <ProFormText name="alias" label={label('alias')} {...half} rules={rules.text()} fieldProps={{ maxLength: 50 }} />
      <ProFormText name="manager" label={label('manager')} {...half} rules={rules.text()} fieldProps={{ maxLength: 50 }} />
      <ProFormText
        name="repository"
        label={label('repository')}
        {...half}
        rules={rules.text({ max: LONG_TEXT_MAX })}
        fieldProps={{ maxLength: LONG_TEXT_MAX }}
      />
      <ProFormTextArea
        name="description"
        label={label('description')}
        rules={rules.text({ min: REMARK_MIN, max: LONG_TEXT_MAX })}
        extra={t('normalization.project.form.description.extra')}
        fieldProps={{ maxLength: LONG_TEXT_MAX, showCount: true, rows: 2 }}
      />
      <ProFormTextArea
        name="hardwareDescription"
        label={label('hardwareDescription')}
        rules={rules.text({ max: LONG_TEXT_MAX })}
        fieldProps={{ maxLength: LONG_TEXT_MAX, showCount: true, rows: 2 }}
      />
    </RecordModalForm>
  );
}
