/**
 * The company's members as seen from /enterprise/info
 * (`platform:enterprise:info:viewMembers`; the screen gates the tab): add
 * accounts of no company, remove members from the company (they keep their
 * account), import from CSV and export. Each action shows only with its key
 * (`platform:enterprise:info:<key>`); the server checks the same.
 */
import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import { useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import { useRowSelection } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { listTableProps, useStoredColumns } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import {
  fetchCompanyMemberPage,
  importCompanyMembers,
  removeCompanyMembers,
} from '@/services/members';
import type { MemberFilters, MemberRow } from '@/services/types/member';
import { MEMBER_COLUMNS_HIDDEN, memberQuery, useMemberColumns } from './columns';
import { useMemberFiles } from './useMemberFiles';
import { useRoleOptions } from './useRoleOptions';
import { lazyDialog } from '@/components/lazyPart';
import { useTranslate } from '@/utils/translate';

// The dialog (with antd's form and the candidates' list) loads when first opened.
const AddMembersModal = lazyDialog(() => import(/* webpackChunkName: "add-members" */ './AddMembersModal'));

const request = pageRequest<MemberRow, MemberFilters>((query) => fetchCompanyMemberPage(memberQuery(query)));

const key = (suffix: string) => `platform:enterprise:info:${suffix}`;

export default function EnterpriseMembers() {
  const access = useAccess();
  const table = useRef<ListAction>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<MemberRow>();
  const [adding, setAdding] = useState(false);
  const [confirm, confirmHolder] = useDangerConfirm();
  const roles = useRoleOptions();
  const columns = useMemberColumns({ roles });
  const columnsState = useStoredColumns('company-members', MEMBER_COLUMNS_HIDDEN);
  const t = useTranslate();

  const can = {
    view: access[key('viewMembers')] === true,
    add: access[key('addMembers')] === true,
    remove: access[key('removeMembers')] === true,
    import: access[key('import')] === true,
    export: access[key('export')] === true,
  };

  const reload = () => table.current?.reload();
  const { importButton, exportButtons, importDialog, request: listRequest } = useMemberFiles({
    canImport: can.import,
    canExport: can.export,
    upload: importCompanyMembers,
    columns,
    request,
    withSelection,
    onImported: () => reload(),
  });
  const confirmRemove = (rows: MemberRow[]) =>
    confirm({
      title: t('person.company.remove.title', { count: rows.length }),
      content: t('person.company.remove.content'),
      okText: t('person.company.remove'),
      onOk: async () => {
        const { removed } = await removeCompanyMembers(rows.map((row) => row.id));
        message.success(t('person.company.removed', { count: removed }));
        clearSelection();
        reload();
      },
    });


  if (!can.view) return null;
  const batch = can.remove || can.export;

  return (
    <>
      {confirmHolder}
      <ListTable<MemberRow>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={listRequest}
        columnsState={columnsState}
        {...listTableProps(t('person.keyword'))}
        {...(batch ? selectionProps : {})}
        toolBarRender={() => [
          can.add ? (
            <Button key="add" type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
              {t('person.company.add')}
            </Button>
          ) : null,
          importButton,
          ...exportButtons,
          can.remove ? (
            <Button key="remove" danger icon={<UserDeleteOutlined />} onClick={withSelection(confirmRemove)}>
              {t('person.company.remove')}
            </Button>
          ) : null,
        ]}
        data-testid="company-member-table"
      />
      {can.add ? (
        <AddMembersModal
          open={adding}
          roles={roles}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {importDialog}
    </>
  );
}
