/**
 * The chosen project's exception codes (its modules' codes: the call's `projectId`, always sent), filtered
 * on the server by keyword (code, names, alias), module (one of the project's) and level (1 most severe,
 * coloured); each row expands to its actions per module status, read only. Delete (`config:delete`, confirmed).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Descriptions, Input, Select, Space, Table, message } from 'antd';
import { useCallback, useState } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { showCallFailure } from '@/components/form/serverErrors';
import { EnumTag } from '@/components/table/EnumTag';
import { lazyDialog } from '@/components/lazyPart';
import { serverPager } from '@/components/table/pager';
import { useServerPage } from '@/components/table/useServerPage';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useData } from '@/request/useData';
import { deleteExceptionCode, fetchExceptionCodePage, fetchSoftwareModulePage } from '@/services/normalization';
import { EXCEPTION_LEVEL } from '@/services/types/asset';
import { PAGE_SIZE_OPTIONS, type PageQuery } from '@/services/types/list';
import { VERSION_STATUS, type ExceptionAction, type ExceptionCode, type ExceptionCodeFilters } from '@/services/types/normalization';
import type { Translate } from '@/utils/translate';
import { CONFIG_KEYS } from '../keys';

// The form comes when first opened.
const CodeForm = lazyDialog(() => import(/* webpackChunkName: "normalization-code-form" */ './CodeForm'));

const ONE_PAGE = PAGE_SIZE_OPTIONS[PAGE_SIZE_OPTIONS.length - 1];

function Actions({ code, t }: { code: ExceptionCode; t: Translate }) {
  return (
    <Table<ExceptionAction>
      rowKey={(action) => `${action.actionId}-${action.moduleStatus}`}
      size="small"
      pagination={false}
      dataSource={code.actions}
      locale={{ emptyText: t('normalization.code.actions.none') }}
      columns={[
        { title: t('normalization.code.action.id'), dataIndex: 'actionId' },
        { title: t('normalization.code.action.moduleStatus'), dataIndex: 'moduleStatus', render: (value: number) => <EnumTag enumeration={VERSION_STATUS} value={value} /> },
        { title: t('normalization.code.action.codeName'), dataIndex: 'codeName' },
        { title: t('normalization.code.action.description'), dataIndex: 'description' },
      ]}
    />
  );
}

export default function ExceptionCodes({ projectId, t }: { projectId: string; t: Translate }) {
  const access = useAccess();
  const intl = useIntl();
  const canDelete = access[CONFIG_KEYS.remove] === true;
  const canEdit = access[CONFIG_KEYS.edit] === true;
  const [editing, setEditing] = useState<{ code?: ExceptionCode }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('normalization.code', (context) => setEditing(context ? { code: context as ExceptionCode } : {}));
  const [confirm, confirmHolder] = useDangerConfirm();
  const [filters, setFilters] = useState<ExceptionCodeFilters>({});
  const modules = useData(() => fetchSoftwareModulePage({ projectId, pageNumber: 1, pageSize: ONE_PAGE, sortField: 'name', sortOrder: 'ascend' }), { refreshDeps: [projectId] });
  // Always the chosen project's codes (its modules'); the module filter narrows within them.
  const fetchPage = useCallback(
    (query: PageQuery) => fetchExceptionCodePage({ ...query, ...filters, projectId, sortField: 'level', sortOrder: 'ascend' }),
    [filters, projectId],
  );
  const codes = useServerPage<ExceptionCode>(fetchPage, { keepRows: true });

  const confirmDelete = (code: ExceptionCode) =>
    confirm({
      title: t('normalization.code.delete.title', { code: code.code }),
      content: t('normalization.code.delete.content'),
      onOk: async () => {
        try {
          await deleteExceptionCode(code.id);
        } catch (error) {
          showCallFailure(error);
          return;
        }
        message.success(t('normalization.code.deleted', { code: code.code }));
        codes.reload();
      },
    });

  return (
    <>
      {confirmHolder}
      <Space wrap style={{ marginBottom: 16 }}>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('normalization.code.add')}
          </Button>
        ) : null}
        <Input.Search
          allowClear
          aria-label={t('normalization.code.keyword')}
          placeholder={t('normalization.code.keyword')}
          onSearch={(keyword) => setFilters((last) => ({ ...last, keyword: keyword || undefined }))}
        />
        <Select
          allowClear
          aria-label={t('normalization.code.module')}
          placeholder={t('normalization.code.module')}
          style={{ minWidth: 180 }}
          loading={modules.loading}
          options={(modules.data?.items ?? []).map((module) => ({ value: module.id, label: module.name }))}
          onChange={(moduleId?: string) => setFilters((last) => ({ ...last, moduleId }))}
        />
        <Select
          allowClear
          aria-label={t('normalization.code.level')}
          placeholder={t('normalization.code.level')}
          style={{ minWidth: 140 }}
          options={EXCEPTION_LEVEL.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))}
          onChange={(level?: ExceptionCodeFilters['level']) => setFilters((last) => ({ ...last, level }))}
        />
      </Space>
      <Table<ExceptionCode>
        rowKey="id"
        size="small"
        data-testid="code-table"
        loading={codes.loading}
        dataSource={codes.rows}
        pagination={serverPager(codes, intl, { onChange: codes.goTo })}
        expandable={{
          expandedRowRender: (code) => (
            <>
              <Descriptions size="small" column={2} style={{ marginBottom: 8 }}>
                <Descriptions.Item label={t('normalization.code.trigger')}>{code.trigger}</Descriptions.Item>
                <Descriptions.Item label={t('normalization.code.vanish')}>{code.vanish}</Descriptions.Item>
                <Descriptions.Item label={t('normalization.code.suggestion')}>{code.suggestion}</Descriptions.Item>
                <Descriptions.Item label={t('normalization.code.steps')}>{code.steps}</Descriptions.Item>
              </Descriptions>
              <Actions code={code} t={t} />
            </>
          ),
        }}
        columns={[
          { title: t('normalization.code.code'), dataIndex: 'code' },
          { title: t('normalization.code.nameZh'), dataIndex: 'nameZh' },
          { title: t('normalization.code.nameEn'), dataIndex: 'nameEn' },
          { title: t('normalization.code.module'), dataIndex: 'moduleName' },
          { title: t('normalization.code.type'), dataIndex: 'type', render: (value: string) => t(`normalization.exceptionType.${value}`) },
          { title: t('normalization.code.level'), dataIndex: 'level', render: (value: number) => <EnumTag enumeration={EXCEPTION_LEVEL} value={value} /> },
          ...(canDelete || canEdit
            ? [
                {
                  title: t('list.actions'),
                  key: 'actions',
                  render: (_: unknown, code: ExceptionCode) => (
                    <Space size={0}>
                      {canEdit ? (
                        <Button type="link" size="small" onClick={() => setEditing({ code })}>
                          {t('common.edit')}
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button type="link" size="small" danger onClick={() => confirmDelete(code)}>
                          {t('common.delete')}
                        </Button>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CodeForm
        open={editing !== undefined}
        code={editing?.code}
        modules={modules.data?.items ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          codes.reload();
        }}
      />
    </>
  );
}
