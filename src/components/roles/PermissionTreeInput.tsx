/**
 * The permission keys as a tree with checkboxes, a form control (`value` the
 * held keys, in PERMISSION_KEYS order). Checking is strict per node, with
 * the rule of permissionTree.ts: ticking a key ticks its ancestors, unticking
 * one unticks its descendants and the sections left empty; a section shows
 * checked when all below it is held, half-checked when only some is. So a key
 * is sent exactly when it shows checked or half-checked.
 */
import { useIntl } from '@umijs/max';
import { Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { PERMISSION_KEYS } from '@/services/types/permissions';
import { buildPermissionTree, checkState, sectionKeysOf, toggleKey, type PermissionNode } from './permissionTree';

const SECTIONS = sectionKeysOf(PERMISSION_KEYS);

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
        checkedKeys={checkState(value, PERMISSION_KEYS, SECTIONS)}
        // A half-checked section is not checked: a click ticks all below it.
        onCheck={(_, info) => onChange?.(toggleKey(value, String(info.node.key), info.checked, PERMISSION_KEYS, SECTIONS))}
      />
    </div>
  );
}
