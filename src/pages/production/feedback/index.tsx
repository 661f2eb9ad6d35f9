/**
 * /production-quality/feedback (platform:productionQuality:feedback): the quality feedback tickets (docs/api.md
 * "Production quality"), searched by keyword (report number, related order, serial number), filtered on the
 * server by state, customer, anomaly class, date and serial number (also from the address: `?serialNumber=`).
 * With `:feedback:edit`: create, edit an open ticket, close one (completer and verification result); a
 * closed ticket is read-only. A row opens to the rest of the ticket (descriptions, measures, serial numbers).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Descriptions, Space } from 'antd';
import { useRef, useState } from 'react';
import { DataText } from '@/components/DataText';
import SectionWords from '@/components/SectionWords';
import PageFrame from '@/components/pageFrame/PageFrame';
import { EnumTag } from '@/components/table/EnumTag';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH, WIDE_KEYWORD_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { fetchFeedbackTicketPage } from '@/services/production';
import { ANOMALY_CLASS, CAUSE_CLASS, FEEDBACK_STATE, type FeedbackTicket, type FeedbackTicketFilters } from '@/services/types/production';
import { FEEDBACK_KEYS } from '@/services/types/permissions';
import { EMPTY } from '@/utils/empty';
import { formatDate, formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';
import UnitLink from '@/components/unit/UnitLink';
import { useTranslate } from '@/utils/translate';

// The dialogs (and the form parts only they draw) come when first opened.
const FeedbackForm = lazyDialog(() => import(/* webpackChunkName: "feedback-form" */ './components/FeedbackForm'));
const CloseModal = lazyDialog(() => import(/* webpackChunkName: "feedback-close" */ './components/CloseModal'), ({ ticket }) => ticket !== undefined);

const request = pageRequest<FeedbackTicket, FeedbackTicketFilters>(fetchFeedbackTicketPage, {
  numeric: ['state', 'anomalyClass'],
  dateRanges: { dateRange: ['dateFrom', 'dateTo'] },
});

/** The keyword box: its placeholder whole. */

const isOpen = (ticket: FeedbackTicket) => ticket.state === FEEDBACK_STATE.values.OPEN;

/** The rest of a ticket, under its row. */
function TicketDetails({ ticket }: { ticket: FeedbackTicket }) {
  const t = useTranslate();
  const value = (text: string) => (text === '' ? EMPTY : text);
  return (
    <Descriptions size="small" column={2} data-testid={`ticket-details-${ticket.id}`}>
      <Descriptions.Item label={t('production.feedback.anomalyDescription')}>{value(ticket.anomalyDescription)}</Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.causeDescription')}>{value(ticket.causeDescription)}</Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.measures')} span={2}>
        {ticket.measures.length === 0 ? (
          EMPTY
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {ticket.measures.map((measure, index) => (
              // A measure's place is its identity (the same text may repeat).
              <li key={index}>{measure}</li>
            ))}
          </ol>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.serialNumbers')} span={2}>
        <Space size={[12, 4]} wrap>
          {ticket.serialNumbers.map((serial) => (
            <UnitLink key={serial} serialNumber={serial} />
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.relatedOrder')}>{value(ticket.relatedOrder)}</Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.creator')}>{value(ticket.creator)}</Descriptions.Item>
      <Descriptions.Item label={t('production.feedback.closedAt')}><DataText ltr>{formatDateTime(ticket.closedAt)}</DataText></Descriptions.Item>
    </Descriptions>
  );
}

function TicketList() {
  const access = useAccess();
  const table = useRef<ListAction>();
  const t = useTranslate();
  const canEdit = access[FEEDBACK_KEYS.edit] === true;
  // undefined: no dialog; null: a new ticket; a ticket: that one edited.
  const [editing, setEditing] = useState<FeedbackTicket | null>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again.
  useDraftReopen('production.feedback', (context) => setEditing((context as FeedbackTicket | null) ?? null));
  const [closing, setClosing] = useState<FeedbackTicket>();
  const options = (enumeration: typeof FEEDBACK_STATE | typeof ANOMALY_CLASS) => enumeration.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }));

  const columns: ListColumn<FeedbackTicket>[] = [
    { title: t('production.feedback.date'), dataIndex: 'date', search: false, sorter: true, ltr: true, width: 120, render: (_, row) => formatDate(row.date) },
    { title: t('production.feedback.customer'), dataIndex: 'customer', sorter: true, ellipsis: true, width: 180, fieldProps: { maxLength: 50 } },
    {
      title: t('production.feedback.anomalyClass'),
      dataIndex: 'anomalyClass',
      width: 120,
      valueType: 'select',
      fieldProps: { options: options(ANOMALY_CLASS) },
      render: (_, row) => <EnumTag enumeration={ANOMALY_CLASS} value={row.anomalyClass} />,
    },
    { title: t('production.feedback.causeClass'), dataIndex: 'causeClass', search: false, width: 110, render: (_, row) => <EnumTag enumeration={CAUSE_CLASS} value={row.causeClass} /> },
    { title: t('production.feedback.reportNumber'), dataIndex: 'reportNumber', search: false, ltr: true, width: 140 },
    {
      title: t('production.feedback.state'),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      fieldProps: { options: options(FEEDBACK_STATE) },
      render: (_, row) => <EnumTag enumeration={FEEDBACK_STATE} value={row.state} />,
    },
    { title: t('production.feedback.completer'), dataIndex: 'completer', search: false, ellipsis: true, width: 120 },
    { title: t('production.feedback.verificationResult'), dataIndex: 'verificationResult', search: false, ellipsis: true, width: 200 },
    { title: t('production.serial.serialNumber'), dataIndex: 'serialNumber', hideInTable: true, fieldProps: { maxLength: 50 } },
    { title: t('production.feedback.date'), dataIndex: 'dateRange', valueType: 'dateRange', hideInTable: true },
  ];
  if (canEdit) {
    columns.push({
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 130,
      // A closed ticket is read-only: nothing to do on it.
      render: (_, row) =>
        isOpen(row)
          ? [
              <Button type="link" size="small" key="edit" onClick={() => setEditing(row)}>
                {t('production.feedback.editAction')}
              </Button>,
              <Button type="link" size="small" key="close" onClick={() => setClosing(row)}>
                {t('production.feedback.close')}
              </Button>,
            ]
          : EMPTY,
    });
  }
  const listProps = listTableProps(t('production.feedback.keyword'), { keywordWidth: WIDE_KEYWORD_WIDTH });

  return (
    <PageFrame title={t('production.feedback.list.title')}>
      <ListTable<FeedbackTicket>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        {...listProps}
        scroll={{ x: columnsWidth(columns, ROW_CONTROL_WIDTH) }}
        expandable={{ expandedRowRender: (row) => <TicketDetails ticket={row} /> }}
        toolBarRender={() => [
          canEdit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('production.feedback.add')}
            </Button>
          ) : null,
        ]}
        data-testid="feedback-table"
      />
      <FeedbackForm
        open={editing !== undefined}
        ticket={editing ?? undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          table.current?.reload();
        }}
      />
      <CloseModal
        ticket={closing}
        onClose={() => setClosing(undefined)}
        onClosed={() => {
          setClosing(undefined);
          table.current?.reload();
        }}
      />
    </PageFrame>
  );
}

export default function QualityFeedback() {
  return (
    <SectionWords section="production">
      <TicketList />
    </SectionWords>
  );
}
