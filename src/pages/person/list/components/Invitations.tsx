/** The company's invitations (`platform:person:list:invite`): code, email, role, state, dates, who used it. */
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { useMemo, type MutableRefObject } from 'react';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { fetchInvitationPage } from '@/services/members';
import { INVITATION_STATE_ENTRIES, type Invitation, type InvitationFilters } from '@/services/types/member';
import { formatDateTime } from '@/utils/format';

const request = pageRequest<Invitation, InvitationFilters>(fetchInvitationPage);

export default function Invitations({ actionRef }: { actionRef?: MutableRefObject<ListAction | undefined> }) {
  const intl = useIntl();
  const columns = useMemo<ListColumn<Invitation>[]>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
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
  }, [intl]);
  const props = listTableProps(intl.formatMessage({ id: 'person.invite.keyword' }));
  return (
    <ListTable<Invitation>
      rowKey="code"
      actionRef={actionRef}
      columns={columns}
      request={request}
      {...props}
      search={false}
      data-testid="invitation-table"
    />
  );
}
