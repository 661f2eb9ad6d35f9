/**
 * The permission keys as a tree with checkboxes, a form control (`value` the
 * checked keys, in PERMISSION_KEYS order). Checking is strict per node, with
 * the rule of permissionTree.ts: ticking a key ticks its ancestors, unticking
 * one unticks its descendants, so what is shown is what is sent.
 */
import { useIntl } from '@umijs/max';
import { Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import { buildPermissionTree, toggleKey, type PermissionNode } from './permissionTree';

export interface PermissionTreeInputProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

export default function PermissionTreeInput({ value = [], onChange, disabled }: PermissionTreeInputProps) {
  const intl = useIntl();
  const treeData = useMemo(() => {
    const toData = (node: PermissionNode): TreeDataNode => ({
      key: node.key,
      title: (
        <Space size={6} data-permission={node.key}>
          <span>{intl.formatMessage({ id: node.labelId })}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {node.key}
          </Typography.Text>
        </Space>
      ),
      children: node.children.map(toData),
    });
    return buildPermissionTree(PERMISSION_KEYS).map(toData);
  }, [intl]);

  return (
    <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(128, 128, 128, 0.25)', borderRadius: 6, padding: 8 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        <span>{intl.formatMessage({ id: 'role.form.permissions.hint' })}</span>{' '}
        <span data-testid="permission-count">
          {intl.formatMessage({ id: 'role.form.permissions.count' }, { count: value.length, total: PERMISSION_KEYS.length })}
        </span>
      </Typography.Paragraph>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(_, info) => onChange?.(toggleKey(value, String(info.node.key), info.checked, PERMISSION_KEYS))}
      />
    </div>
  );
}
