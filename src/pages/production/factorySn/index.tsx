/**
 * /production-quality/factory-sn (platform:productionQuality:factorySnList): the serial-number applications
 * (docs/api.md "Production quality"), searched by keyword (application number, batch, manufacturer), filtered
 * by manufacturer, batch, state and application date, paged and sorted on the server. Apply (`:apply`) in a
 * record dialog with the device-number preview; approve or reject (`:approve`) an applied application of
 * another applicant, with remarks; the details and, once approved, the serial numbers it issued in a drawer;
 * export of the ticked applications (`:export`). The section's words load with it (SectionWords).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import SectionWords from '@/components/SectionWords';
import PageFrame from '@/components/pageFrame/PageFrame';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import { useRowSelection } from '@/components/table/actions';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH, WIDE_KEYWORD_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useListExport, type ExportTexts } from '@/components/table/useListExport';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { fetchSnApplicationPage } from '@/services/production';
import { APPLICATION_STATE, type SnApplication, type SnApplicationFilters } from '@/services/types/production';
import { FACTORY_SN_KEYS } from '@/services/types/permissions';
import { formatDateTime } from '@/utils/format';
import { lazyDialog } from '@/components/lazyPart';
import { useTranslate } from '@/utils/translate';
import type { Review } from './components/ReviewModal';

// The dialogs and the drawer (and the form parts only they draw) come when first opened.
const ApplyForm = lazyDialog(() => import(/* webpackChunkName: "sn-apply-form" */ './components/ApplyForm'));
const ReviewModal = lazyDialog(() => import(/* webpackChunkName: "sn-review" */ './components/ReviewModal'), ({ review }) => review !== undefined);
const ApplicationDrawer = lazyDialog(() => import(/* webpackChunkName: "sn-application" */ './components/ApplicationDrawer'), ({ application }) => application !== undefined);

const request = pageRequest<SnApplication, SnApplicationFilters>(fetchSnApplicationPage, {
  numeric: ['state'],
  dateRanges: { appliedRange: ['appliedFrom', 'appliedTo'] },
});

/** The keyword box: its placeholder whole. */

function ApplicationList() {
  const intl = useIntl();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id ?? '';
  const table = useRef<ListAction>();
  const { withSelection, selectionProps } = useRowSelection<SnApplication>();
  const [applying, setApplying] = useState(false);
  // Back after a lost session or a reload with the dialog's changes kept: it opens again.
  useDraftReopen('production.application', () => setApplying(true));
  const [reviewing, setReviewing] = useState<Review>();
  const [shown, setShown] = useState<SnApplication>();
  const t = useTranslate();
  const can = {
    apply: access[FACTORY_SN_KEYS.apply] === true,
    approve: access[FACTORY_SN_KEYS.approve] === true,
    export: access[FACTORY_SN_KEYS.export] === true,
  };
  /** Offered on an applied application of another applicant only (the server refuses the rest). */
  const reviewable = (row: SnApplication) => can.approve && row.state === APPLICATION_STATE.values.APPLIED && row.applicantId !== userId;

  const columns: ListColumn<SnApplication>[] = [
    { title: t('production.application.applicationNumber'), dataIndex: 'applicationNumber', search: false, sorter: true, ltr: true, width: 140 },
    { title: t('production.application.manufacturer'), dataIndex: 'manufacturer', ellipsis: true, width: 160, fieldProps: { maxLength: 50 } },
    { title: t('production.application.batch'), dataIndex: 'batch', ltr: true, width: 110, fieldProps: { maxLength: 10 } },
    { title: t('production.application.yearCode'), dataIndex: 'yearCode', search: false, ltr: true, width: 80 },
    { title: t('production.application.levelIdentifier'), dataIndex: 'levelIdentifier', search: false, ltr: true, width: 100 },
    { title: t('production.application.productionQuantity'), dataIndex: 'productionQuantity', search: false, ltr: true, width: 110 },
    { title: t('production.application.applicationQuantity'), dataIndex: 'applicationQuantity', search: false, sorter: true, ltr: true, width: 110 },
    { title: t('production.application.targetArea'), dataIndex: 'targetArea', search: false, ellipsis: true, width: 120 },
    {
      title: t('production.application.state'),
      dataIndex: 'state',
      search: false,
      width: 100,
      filters: enumFilters(APPLICATION_STATE, intl),
      render: (_, row) => <EnumTag enumeration={APPLICATION_STATE} value={row.state} />,
    },
    { title: t('production.application.applicant'), dataIndex: 'applicant', search: false, ellipsis: true, width: 110 },
    {
      title: t('production.application.appliedAt'),
      dataIndex: 'appliedAt',
      search: false,
      sorter: true,
      ltr: true,
      width: 160,
      render: (_, row) => formatDateTime(row.appliedAt),
    },
    { title: t('production.application.appliedAt'), dataIndex: 'appliedRange', valueType: 'dateRange', hideInTable: true },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 170,
      render: (_, row) =>
        [
          <Button type="link" size="small" key="details" onClick={() => setShown(row)}>
            {t('production.application.details')}
          </Button>,
          reviewable(row) ? (
            <Button type="link" size="small" key="approve" onClick={() => setReviewing({ application: row, approve: true })}>
              {t('production.application.approve')}
            </Button>
          ) : null,
          reviewable(row) ? (
            <Button type="link" size="small" key="reject" danger onClick={() => setReviewing({ application: row, approve: false })}>
              {t('production.application.reject')}
            </Button>
          ) : null,
        ].filter(Boolean),
    },
  ];

  const exportTexts = useMemo((): ExportTexts<SnApplication> => ({ state: (row) => t(APPLICATION_STATE.idOf(row.state)) }), [t]);
  const exporter = useListExport<SnApplication>({ name: 'sn-applications', columns, texts: exportTexts, request, withSelection, allowed: can.export });
  const listProps = listTableProps(t('production.application.keyword'), { keywordWidth: WIDE_KEYWORD_WIDTH });

  return (
    <PageFrame title={t('production.application.list.title')}>
      <ListTable<SnApplication>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={exporter.request}
        {...listProps}
        scroll={{ x: columnsWidth(columns, ROW_CONTROL_WIDTH) }}
        {...selectionProps}
        toolBarRender={() => [
          can.apply ? (
            <Button key="apply" type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
              {t('production.application.add')}
            </Button>
          ) : null,
          ...exporter.buttons,
        ]}
        data-testid="application-table"
      />
      <ApplyForm
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={() => {
          setApplying(false);
          table.current?.reload();
        }}
      />
      <ReviewModal
        review={reviewing}
        onClose={() => setReviewing(undefined)}
        onReviewed={(application) => {
          setReviewing(undefined);
          if (shown?.id === application.id) setShown(application);
          table.current?.reload();
        }}
      />
      <ApplicationDrawer application={shown} canExport={can.export} onClose={() => setShown(undefined)} />
    </PageFrame>
  );
}

export default function FactorySerialApplications() {
  return (
    <SectionWords section="production">
      <ApplicationList />
    </SectionWords>
  );
}
