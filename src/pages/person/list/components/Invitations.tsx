/**
 * The company's invitations (`platform:person:list:invite`): code, email, role, state, dates, who used it; and per
 * row, with the same key, Copy link (the whole address the invitee opens, while it is pending), Resend (a new code
 * and 14 days; the old link stops working) and Revoke (asked first; its link then answers that the invitation does
 * not exist). A used invitation records who joined with it: it offers none of them.
 */
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Tag, message } from 'antd';
import { useMemo, useRef, type MutableRefObject } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { fetchInvitationPage, resendInvitation, revokeInvitation } from '@/services/members';
import { INVITATION_STATE, INVITATION_STATE_ENTRIES, type Invitation, type InvitationFilters } from '@/services/types/member';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';
import { invitationUrl } from './invitationUrl';

const request = pageRequest<Invitation, InvitationFilters>(fetchInvitationPage);

const INVITE_KEY = 'platform:person:list:invite';

export default function Invitations({ actionRef }: { actionRef?: MutableRefObject<ListAction | undefined> }) {
  const intl = useIntl();
  const access = useAccess();
  const canInvite = access[INVITE_KEY] === true;
  const ownRef = useRef<ListAction>();
  const table = actionRef ?? ownRef;
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();

  const reload = () => table.current?.reload();

  const copyLink = async (row: Invitation) => {
    const url = invitationUrl(row.code);
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('person.invite.linkCopied'));
    } catch {
      // No clipboard here (an insecure page, a refusal): the link itself, to copy by hand.
      message.warning(t('person.invite.copyFailed', { url }));
    }
  };

  const resend = async (row: Invitation) => {
    try {
      const renewed = await resendInvitation(row.code);
      const date = formatDateTime(renewed.expiresAt);
      message.success(renewed.email ? t('person.invite.resentTo', { email: renewed.email, date }) : t('person.invite.resent', { date }));
      reload();
    } catch {
      // shown once by the pipeline
    }
  };

  const confirmRevoke = (row: Invitation) =>
    confirm({
      title: t('person.invite.revoke.title', { code: row.code }),
      content: t('person.invite.revoke.content'),
      okText: t('person.invite.revoke'),
      onOk: async () => {
        await revokeInvitation(row.code);
        message.success(t('person.invite.revoked', { code: row.code }));
        reload();
      },
    });

  // The row actions read the latest handlers, so the columns only change with the key or the language.
  const handlers = useRef({ copyLink, resend, confirmRevoke });
  handlers.current = { copyLink, resend, confirmRevoke };

  const columns = useMemo<ListColumn<Invitation>[]>(() => {
    const columns: ListColumn<Invitation>[] = [
      { title: t('person.invite.code'), dataIndex: 'code', width: 150, copyable: true },
      { title: t('account.email'), dataIndex: 'email', width: 220, sorter: true, render: (_, row) => row.email ?? t('person.invite.byLink') },
      { title: t('account.role'), dataIndex: 'roleName', width: 130, render: (_, row) => row.roleName || t('person.role.none') },
      {
        title: t('person.invite.state'),
        dataIndex: 'state',
        width: 110,
        filters: INVITATION_STATE_ENTRIES.map((entry) => ({ text: t(entry.id), value: entry.value })),
        render: (_, row) => {
          const entry = INVITATION_STATE_ENTRIES.find((candidate) => candidate.value === row.state);
          return <Tag color={entry?.color === 'default' ? undefined : entry?.color}>{t(entry?.id ?? 'enum.unknown')}</Tag>;
        },
      },
      { title: t('person.createdAt'), dataIndex: 'createdAt', width: 170, sorter: true, render: (_, row) => formatDateTime(row.createdAt) },
      { title: t('person.invite.expiresAt'), dataIndex: 'expiresAt', width: 170, sorter: true, render: (_, row) => formatDateTime(row.expiresAt) },
      {
        title: t('person.invite.usedBy'),
        dataIndex: 'usedByName',
        width: 170,
        render: (_, row) => (row.usedBy ? `${row.usedByName || row.usedBy} (${formatDateTime(row.usedAt)})` : '-'),
      },
    ];
    if (!canInvite) return columns;
    const actions: ListColumn<Invitation> = {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 220,
      render: (_, row) =>
        row.state === INVITATION_STATE.USED
          ? []
          : [
              row.state === INVITATION_STATE.PENDING ? (
                <Button type="link" size="small" key="copy" onClick={() => void handlers.current.copyLink(row)}>
                  {t('person.invite.copyLink')}
                </Button>
              ) : null,
              <Button type="link" size="small" key="resend" onClick={() => void handlers.current.resend(row)}>
                {t('person.invite.resend')}
              </Button>,
              <Button type="link" size="small" key="revoke" danger onClick={() => handlers.current.confirmRevoke(row)}>
                {t('person.invite.revoke')}
              </Button>,
            ].filter(Boolean),
    };
    return [...columns, actions];
  }, [t, canInvite]);
  const props = listTableProps(intl.formatMessage({ id: 'person.invite.keyword' }));
  return (
    <>
      {confirmHolder}
      <ListTable<Invitation>
        rowKey="code"
        actionRef={table}
        columns={columns}
        request={request}
        {...props}
        search={false}
        data-testid="invitation-table"
      />
    </>
  );
}
