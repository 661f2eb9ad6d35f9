/**
 * The roles (docs/api.md "Roles"): name, type, how many keys and accounts,
 * created; a keyword and a type filter, sorting, paging. With
 * `platform:person:list:edit`: add, edit (a modal form with the permission
 * tree) and delete (confirmed; a role some account holds is refused with how
 * many do). Self-contained, no props: a page places it (e.g. in a tab).
 */
import { PlusOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess } from '@umijs/max';
import { Button, Tag, message } from 'antd';
import { forgetRoleOptions } from '@/components/members/useRoleOptions';
import { editDeleteColumn } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { useRef, useState } from 'react';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { showCallFailure } from '@/components/form/serverErrors';
import { deleteRole, fetchRolePage } from '@/services/roles';
import { ROLE_TYPES, type Role, type RoleFilters } from '@/services/types/role';
import { formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';
import { ROLE_TYPE_TAGS } from './roleTypes';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const RoleForm = lazyDialog(() => import(/* webpackChunkName: "role-form" */ './RoleForm'));

const ROLE_EDIT_KEY = 'platform:person:list:edit';

const request = pageRequest<Role, RoleFilters>(fetchRolePage);

/** The accounts holding a role, from a 40901 'role in use' answer (`result.memberCount`). */
function inUseCount(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== STATUS.CONFLICT) return undefined;
  const count = (error.result as { memberCount?: unknown } | null)?.memberCount;
  return typeof count === 'number' ? count : undefined;
}

export default function RoleTable() {
  const access = useAccess();
  const table = useRef<ListAction>();
  const [editing, setEditing] = useState<{ role?: Role }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('role', (context) => setEditing(context ? { role: context as Role } : {}));
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();
  const canEdit = access[ROLE_EDIT_KEY] === true;

  const confirmDelete = (role: Role) =>
    confirm({
      title: t('role.delete.title', { name: role.name }),
      content: t('list.confirm.irreversible'),
      onOk: async () => {
        try {
          await deleteRole(role.id, 'silent');
          message.success(t('role.deleted', { name: role.name }));
        } catch (error) {
          const count = inUseCount(error);
          if (count !== undefined) message.error(t('role.inUse', { name: role.name, count }));
          else showCallFailure(error);
        }
        // Deleted, or its holders changed meanwhile: the list shows the roles as they are now.
        forgetRoleOptions();
        table.current?.reload();
      },
    });

  const columns: ListColumn<Role>[] = [
    { title: t('role.name'), dataIndex: 'name', sorter: true, ellipsis: true, width: 180 },
    {
      title: t('role.type'),
      dataIndex: 'type',
      sorter: true,
      width: 120,
      filters: ROLE_TYPES.map((type) => ({ text: t(ROLE_TYPE_TAGS[type].id), value: type })),
      render: (_, row) => (
        <Tag color={ROLE_TYPE_TAGS[row.type]?.color} data-role-type={row.type}>
          {ROLE_TYPE_TAGS[row.type] ? t(ROLE_TYPE_TAGS[row.type].id) : t('enum.unknown')}
        </Tag>
      ),
    },
    { title: t('role.permissionCount'), dataIndex: 'permissions', width: 100, render: (_, row) => row.permissions.length },
    { title: t('role.memberCount'), dataIndex: 'memberCount', sorter: true, width: 100 },
    { title: t('role.createdAt'), dataIndex: 'createdAt', sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    editDeleteColumn<Role>(t, (row) => setEditing({ role: row }), confirmDelete, (row) => !row.builtIn),
  ];

  return (
    <>
      {confirmHolder}
      <ListTable<Role>
        rowKey="id"
        actionRef={table}
        columns={canEdit ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('role.keyword'))}
        // The keyword sits in the toolbar and the type in its column's filter: no search form.
        search={false}
        toolBarRender={() => [
          canEdit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('role.add')}
            </Button>
          ) : null,
        ]}
        data-testid="role-table"
      />
      {canEdit ? (
        <RoleForm
          open={editing !== undefined}
          role={editing?.role}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            forgetRoleOptions();
            table.current?.reload();
          }}
        />
      ) : null}
    </>
  );
}
