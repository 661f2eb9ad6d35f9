/**
 * Add or edit a scene: a name (at most 50), a company (else no-company-selected), a project of it, an address.
 * An account of one company (`ownCompanyId` given) cannot choose: the company shows as its own, fixed
 * (a disabled select with its name), and is sent as always; no other company is offered.
 */
import { ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createScene, updateScene } from '@/services/scenes';
import type { CompanyOption, ProjectOption } from '@/services/options';
import type { Scene, SceneInput } from '@/services/types/scene';
import { useTranslate } from '@/utils/translate';

const SERVER_FIELDS = { name: 'name', companyId: 'companyId', projectId: 'projectId', address: 'address' };

export interface SceneFormProps {
  open: boolean;
  scene?: Scene;
  companies: CompanyOption[];
  projects: ProjectOption[];
  /** The signed-in account's company when it reaches no other (not `allCompanies`): the company is fixed to it. */
  ownCompanyId?: string;
  onClose: () => void;
  onSaved: (scene: Scene) => void;
}

export default function SceneForm({ open, scene, companies, projects, ownCompanyId, onClose, onSaved }: SceneFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<SceneInput>();
  const companyId = Form.useWatch('companyId', form);
  const t = useTranslate();
  const fixedCompany = ownCompanyId !== undefined;
  const offered = fixedCompany ? companies.filter((company) => company.id === ownCompanyId) : companies;
  return (
    <RecordModalForm<SceneInput, Scene>
      prefix="scene"
      form={form}
      open={open}
      editing={Boolean(scene)}
      draftContext={scene ?? null}
      width={520}
      initialValues={
        scene
          ? { name: scene.name, companyId: scene.companyId, projectId: scene.projectId || undefined, address: scene.address }
          : ownCompanyId
            ? { companyId: ownCompanyId }
            : {}
      }
      serverFields={SERVER_FIELDS}
      save={(values) => (scene ? updateScene(scene.id, values) : createScene(values))}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('scene.name')} rules={rules.text({ required: 'scene.form.name.required' })} fieldProps={{ maxLength: 50, showCount: true }} />
      <ProFormSelect
        name="companyId"
        label={t('scene.company')}
        rules={[{ required: true, message: t('asset.form.company.required') }]}
        options={offered.map((company) => ({ value: company.id, label: company.name }))}
        disabled={fixedCompany}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', onChange: () => form.setFieldsValue({ projectId: undefined }) }}
      />
      <ProFormSelect
        name="projectId"
        label={t('scene.project')}
        disabled={!companyId}
        options={projects.filter((project) => project.companyId === companyId).map((project) => ({ value: project.id, label: project.name }))}
        fieldProps={{ allowClear: true, placeholder: companyId ? undefined : t('asset.form.project.placeholder') }}
      />
      <ProFormText name="address" label={t('scene.address')} rules={rules.text()} fieldProps={{ maxLength: 50 }} />
    </RecordModalForm>
  );
}
