/** Add or edit a role: a name (required, at most 50), a type, and its permissions chosen in a tree. */
import { ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { TEXT_MAX } from '@/utils/rules';
import { createRole, updateRole } from '@/services/roles';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import type { Role, RoleInput } from '@/services/types/role';
import { useTranslate } from '@/utils/translate';
import PermissionTreeInput from './PermissionTreeInput';
import { normaliseKeys } from './permissionTree';
import { roleTypeOptions } from './roleTypes';

const SERVER_FIELDS = { name: 'name', type: 'type', permissions: 'permissions' };

export interface RoleFormProps {
  open: boolean;
  role?: Role;
  onClose: () => void;
  onSaved: (role: Role) => void;
}

export default function RoleForm({ open, role, onClose, onSaved }: RoleFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<RoleInput>();
  const t = useTranslate();
  return (
    <RecordModalForm<RoleInput, Role>
      prefix="role"
      form={form}
      open={open}
      editing={Boolean(role)}
      draftContext={role ?? null}
      width={640}
      // A role from the server is shown normalised (a section alone dropped, missing ancestors added): what a save would send.
      initialValues={role ? { name: role.name, type: role.type, permissions: normaliseKeys(role.permissions, PERMISSION_KEYS) } : { permissions: [] }}
      serverFields={SERVER_FIELDS}
      save={(values) => {
        // The tree keeps the keys whole already; normalising here too keeps that true whatever set the field.
        const input: RoleInput = { name: values.name.trim(), type: values.type, permissions: normaliseKeys(values.permissions ?? [], PERMISSION_KEYS) };
        return role ? updateRole(role.id, input) : createRole(input);
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('role.name')} rules={rules.text({ required: 'role.form.name.required' })} fieldProps={{ count: { show: true, max: TEXT_MAX } }} />
      <ProFormSelect name="type" label={t('role.type')} rules={[{ required: true, message: t('role.form.type.required') }]} options={roleTypeOptions(t)} />
      <ProForm.Item name="permissions" label={t('role.permissions')}>
        <PermissionTreeInput />
      </ProForm.Item>
    </RecordModalForm>
  );
}
