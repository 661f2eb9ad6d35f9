/**
 * /person/list (platform:person:list): the company's members, paged, sorted
 * and filtered on the server; per row the detail, edit, enable/disable,
 * unlock and remove; for the selected rows enable/disable, remove and
 * export; import from CSV; invitations by link or email; the roles (a tab,
 * `?tab=roles`, like the invitations). Every action shows
 * only with its key (platform:person:list:<key>); the server checks the same.
 */
import { CheckCircleOutlined, MailOutlined, StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import { history, useAccess } from '@umijs/max';
import { Button, Tabs, message, type TabsProps } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useMemberFiles } from '@/components/members/useMemberFiles';
import { useRoleOptions } from '@/components/members/useRoleOptions';
import { MEMBER_COLUMNS_HIDDEN, memberQuery, useMemberColumns } from '@/components/members/columns';
import PageFrame from '@/components/pageFrame/PageFrame';
import RoleTable from '@/components/roles/RoleTable';
import { useRowSelection } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { listTableProps, useStoredColumns } from '@/components/table/listSettings';
import { useTabParam } from '@/components/useTabParam';
import { pageRequest } from '@/components/table/pageRequest';
import {
  fetchMemberPage,
  importMembers,
  removeMembers,
  setMembersEnabled,
  unlockMembers,
} from '@/services/members';
import type { MemberFilters, MemberRow } from '@/services/types/member';
import Invitations from './components/Invitations';
import { lazyDialog } from '@/components/lazyPart';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';
const InviteModal = lazyDialog(() => import(/* webpackChunkName: "member-invite" */ './components/InviteModal'));

// The dialogs and the drawer (and the parts only they draw) come when first opened.
const MemberDrawer = lazyDialog(() => import(/* webpackChunkName: "member-drawer" */ '@/components/members/MemberDrawer'), ({ id }) => id !== undefined);

const request = pageRequest<MemberRow, MemberFilters>((query) => fetchMemberPage(memberQuery(query)));

const key = (suffix: string) => `platform:person:list:${suffix}`;

/** The page's tabs, in order; another screen's tab (roles) is one more entry. */
export type PersonTab = NonNullable<TabsProps['items']>[number];

export default function PersonList() {
  const access = useAccess();
  const table = useRef<ListAction>();
  const invitations = useRef<ListAction>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<MemberRow>();
  const [viewing, setViewing] = useState<string>();
  const [inviting, setInviting] = useState(false);
  // Back after a lost session or a reload with the invitation half filled in: it opens again.
  useDraftReopen(DRAFT_FORMS.invite, () => setInviting(true));
  const [confirm, confirmHolder] = useDangerConfirm();
  const roles = useRoleOptions();
  const t = useTranslate();

  const can = {
    more: access[key('more')] === true,
    edit: access[key('edit')] === true,
    onoff: access[key('onoff')] === true,
    remove: access[key('remove')] === true,
    export: access[key('export')] === true,
    import: access[key('import')] === true,
    invite: access[key('invite')] === true,
  };

  const reload = () => table.current?.reload();
  const setEnabled = async (rows: MemberRow[], enabled: boolean) => {
    try {
      const { updated } = await setMembersEnabled(
        rows.map((row) => row.id),
        enabled,
      );
      message.success(t(enabled ? 'person.enabledDone' : 'person.disabledDone', { count: updated }));
      reload();
    } catch {
      // shown once by the pipeline
    }
  };

  const confirmDisable = (rows: MemberRow[]) =>
    confirm({
      title: t('person.disable.title', { count: rows.length }),
      content: t('person.disable.content'),
      okText: t('person.disable'),
      onOk: () => setEnabled(rows, false),
    });

  const unlock = async (row: MemberRow) => {
    try {
      await unlockMembers([row.id]);
      message.success(t('person.unlocked', { name: row.name }));
      reload();
    } catch {
      // shown once by the pipeline
    }
  };

  const confirmRemove = (rows: MemberRow[]) =>
    confirm({
      title: t('person.remove.title', { count: rows.length }),
      content: `${t('person.remove.content')} ${t('list.confirm.irreversible')}`,
      onOk: async () => {
        const { removed } = await removeMembers(rows.map((row) => row.id));
        message.success(t('person.removed', { count: removed }));
        clearSelection();
        reload();
      },
    });


  // The row actions read the latest handlers, so the columns (and the table) only change with the keys or the language.
  const handlers = useRef({ confirmDisable, setEnabled, unlock, confirmRemove });
  handlers.current = { confirmDisable, setEnabled, unlock, confirmRemove };
  const { more: canMore, edit: canEdit, onoff: canOnoff, remove: canRemove } = can;
  const actions = useCallback(
    (row: MemberRow) =>
      [
        canMore ? (
          <Button type="link" size="small" key="more" onClick={() => setViewing(row.id)}>
            {t('person.more')}
          </Button>
        ) : null,
        canEdit ? (
          <Button type="link" size="small" key="edit" onClick={() => history.push(`/person/edit?id=${encodeURIComponent(row.id)}`)}>
            {t('common.edit')}
          </Button>
        ) : null,
        canOnoff ? (
          <Button type="link" size="small" key="onoff" onClick={() => (row.enabled ? handlers.current.confirmDisable([row]) : void handlers.current.setEnabled([row], true))}>
            {t(row.enabled ? 'person.disable' : 'person.enable')}
          </Button>
        ) : null,
        canOnoff && row.locked ? (
          <Button type="link" size="small" key="unlock" onClick={() => void handlers.current.unlock(row)}>
            {t('person.unlock')}
          </Button>
        ) : null,
        canRemove ? (
          <Button type="link" size="small" key="remove" danger onClick={() => handlers.current.confirmRemove([row])}>
            {t('common.delete')}
          </Button>
        ) : null,
      ].filter(Boolean),
    [canMore, canEdit, canOnoff, canRemove, t],
  );
  const hasRowActions = can.more || can.edit || can.onoff || can.remove;
  const columns = useMemberColumns({ roles, actions: hasRowActions ? actions : undefined });
  const columnsState = useStoredColumns('member-list', MEMBER_COLUMNS_HIDDEN);
  const { importButton, exportButtons, importDialog, request: listRequest } = useMemberFiles({
    canImport: can.import,
    canExport: can.export,
    upload: importMembers,
    columns,
    request,
    withSelection,
    onImported: () => reload(),
  });
  const batch = can.onoff || can.remove || can.export;

  const membersTab = (
    <ListTable<MemberRow>
      rowKey="id"
      actionRef={table}
      columns={columns}
      request={listRequest}
      columnsState={columnsState}
      {...listTableProps(t('person.keyword'))}
      {...(batch ? selectionProps : {})}
      toolBarRender={() => [
        can.invite ? (
          <Button key="invite" type="primary" icon={<MailOutlined />} onClick={() => setInviting(true)}>
            {t('person.invite')}
          </Button>
        ) : null,
        importButton,
        can.onoff ? (
          <Button key="enable" icon={<CheckCircleOutlined />} onClick={withSelection((rows) => void setEnabled(rows, true))}>
            {t('person.enable')}
          </Button>
        ) : null,
        can.onoff ? (
          <Button key="disable" icon={<StopOutlined />} onClick={withSelection(confirmDisable)}>
            {t('person.disable')}
          </Button>
        ) : null,
        ...exportButtons,
        can.remove ? (
          <Button key="remove" danger icon={<UserDeleteOutlined />} onClick={withSelection(confirmRemove)}>
            {t('common.delete')}
          </Button>
        ) : null,
      ]}
      data-testid="member-table"
    />
  );

  const tabs: PersonTab[] = [
    { key: 'members', label: t('person.tab.members'), children: membersTab },
    ...(can.invite ? [{ key: 'invitations', label: t('person.tab.invitations'), children: <Invitations actionRef={invitations} /> }] : []),
    { key: 'roles', label: t('person.tab.roles'), children: <RoleTable /> },
  ];
  const [tab, showTab] = useTabParam(tabs.map((item) => String(item.key)));

  return (
    <PageFrame title={t('person.list.title')}>
      {confirmHolder}
      <Tabs items={tabs} activeKey={tab} onChange={showTab} />
      <MemberDrawer id={can.more ? viewing : undefined} onClose={() => setViewing(undefined)} />
      {importDialog}
      {can.invite ? (
        <InviteModal open={inviting} roles={roles} onClose={() => setInviting(false)} onInvited={() => invitations.current?.reload()} />
      ) : null}
    </PageFrame>
  );
}
