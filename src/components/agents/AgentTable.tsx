/**
 * The agents (docs/api.md "Agents"): name, company number, head, contact
 * phone, how many companies came through it, created; a keyword, sorting,
 * paging. With `platform:enterprise:info:edit`: add, edit, delete (confirmed,
 * saying its companies will have no agent source). `highlightId` marks one
 * row (e.g. the company's own agent source).
 */
import { PlusOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess } from '@umijs/max';
import { Button, Space, Tag, message } from 'antd';
import { editDeleteColumn } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { useRef, useState } from 'react';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { deleteAgent, fetchAgentPage } from '@/services/agents';
import type { Agent, AgentFilters } from '@/services/types/agent';
import { EMPTY, formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const AgentForm = lazyDialog(() => import(/* webpackChunkName: "agent-form" */ './AgentForm'));

const AGENT_EDIT_KEY = 'platform:enterprise:info:edit';

const request = pageRequest<Agent, AgentFilters>(fetchAgentPage);

export interface AgentTableProps {
  /** An agent to mark (a tag by its name and a tinted row), e.g. the company's agent source. */
  highlightId?: string;
}

export default function AgentTable({ highlightId }: AgentTableProps) {
  const access = useAccess();
  const table = useRef<ListAction>();
  const [editing, setEditing] = useState<{ agent?: Agent }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('agent', (context) => setEditing(context ? { agent: context as Agent } : {}));
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();
  const canEdit = access[AGENT_EDIT_KEY] === true;

  const confirmDelete = (agent: Agent) =>
    confirm({
      title: t('agent.delete.title', { name: agent.name }),
      content: (
        <>
          <div>{t('agent.delete.content', { count: agent.companyCount })}</div>
          <div>{t('list.confirm.irreversible')}</div>
        </>
      ),
      onOk: async () => {
        const { released } = await deleteAgent(agent.id);
        message.success(t('agent.deleted', { name: agent.name, count: released }));
        table.current?.reload();
      },
    });

  const text = (value: string) => value || EMPTY;
  const columns: ListColumn<Agent>[] = [
    {
      title: t('agent.name'),
      dataIndex: 'name',
      sorter: true,
      ellipsis: true,
      width: 200,
      render: (_, row) =>
        row.id === highlightId ? (
          <Space size={6}>
            <span>{row.name}</span>
            <Tag color="processing" data-testid="agent-highlight">
              {t('agent.highlight')}
            </Tag>
          </Space>
        ) : (
          row.name
        ),
    },
    { title: t('agent.companyNumber'), dataIndex: 'companyNumber', sorter: true, ellipsis: true, width: 140, render: (_, row) => text(row.companyNumber) },
    { title: t('agent.head'), dataIndex: 'head', ellipsis: true, width: 120, render: (_, row) => text(row.head) },
    { title: t('agent.contactPhone'), dataIndex: 'contactPhone', width: 150 },
    { title: t('agent.companyCount'), dataIndex: 'companyCount', sorter: true, width: 100 },
    { title: t('agent.createdAt'), dataIndex: 'createdAt', sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    editDeleteColumn<Agent>(t, (row) => setEditing({ agent: row }), confirmDelete),
  ];

  return (
    <>
      {confirmHolder}
      <ListTable<Agent>
        rowKey="id"
        actionRef={table}
        columns={canEdit ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('agent.keyword'))}
        // The keyword sits in the toolbar: no search form.
        search={false}
        rowClassName={(row) => (row.id === highlightId ? 'ant-table-row-selected' : '')}
        toolBarRender={() => [
          canEdit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('agent.add')}
            </Button>
          ) : null,
        ]}
        data-testid="agent-table"
      />
      {canEdit ? (
        <AgentForm
          open={editing !== undefined}
          agent={editing?.agent}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            table.current?.reload();
          }}
        />
      ) : null}
    </>
  );
}
