/**
 * /normalization/scene (platform:normalization:scene): the projects, the standardized product lines
 * (docs/api.md "Standardization"), searched by keyword, paged and sorted on the server; add and edit
 * (`:edit`), delete (`:delete`, confirmed with the project's name; refused while assets use the
 * project, with the server's reason). The name links to the project's own page for holders of `:open`.
 * The section's words load with it (SectionWords). The columns are as wide as the seeded values need at
 * 1440 px (the English name and the alias uncut) and the keyword box shows its whole placeholder.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Link, useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState } from 'react';
import SectionWords from '@/components/SectionWords';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { showCallFailure } from '@/components/form/serverErrors';
import { lazyDialog } from '@/components/lazyPart';
import PageFrame from '@/components/pageFrame/PageFrame';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps, WIDE_KEYWORD_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useData } from '@/request/useData';
import { deleteStandardProject, fetchStandardProjectPage } from '@/services/normalization';
import { fetchCompanyOptions, fetchProjectOptions } from '@/services/options';
import type { StandardProject, StandardProjectFilters } from '@/services/types/normalization';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const ProjectForm = lazyDialog(() => import(/* webpackChunkName: "normalization-project-form" */ './components/ProjectForm'));

const request = pageRequest<StandardProject, StandardProjectFilters>(fetchStandardProjectPage);

/** The keyword box: its placeholder ("Name, English name, alias or ID") whole, with the clear and search buttons. */

const KEYS = {
  edit: 'platform:normalization:scene:edit',
  remove: 'platform:normalization:scene:delete',
  open: 'platform:normalization:scene:open',
} as const;

function ProjectList() {
  const access = useAccess();
  const table = useRef<ListAction>();
  const [editing, setEditing] = useState<{ project?: StandardProject }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('normalization.project', (context) => setEditing(context ? { project: context as StandardProject } : {}));
  const companies = useData(() => fetchCompanyOptions(), { cacheKey: 'options-companies' });
  const projects = useData(() => fetchProjectOptions(), { cacheKey: 'options-projects' });
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();
  const can = { edit: access[KEYS.edit] === true, remove: access[KEYS.remove] === true, open: access[KEYS.open] === true };

  const confirmDelete = (project: StandardProject) =>
    confirm({
      title: t('normalization.project.delete.title', { name: project.name }),
      content: t('normalization.project.delete.content'),
      onOk: async () => {
        try {
          await deleteStandardProject(project.id);
        } catch (error) {
          // Refused while assets use the project: the server's reason, once.
          showCallFailure(error);
          return;
        }
        message.success(t('normalization.project.deleted', { name: project.name }));
        table.current?.reload();
        projects.refresh();
      },
    });

  const columns: ListColumn<StandardProject>[] = [
    { title: t('normalization.project.id'), dataIndex: 'id', search: false, ltr: true, width: 70 },
    {
      title: t('normalization.project.name'),
      dataIndex: 'name',
      search: false,
      sorter: true,
      ellipsis: true,
      width: 160,
      render: (_, row) => (can.open ? <Link to={`/normalization/scene/${encodeURIComponent(row.id)}`}>{row.name}</Link> : row.name),
    },
    { title: t('normalization.project.englishName'), dataIndex: 'englishName', search: false, sorter: true, ellipsis: true, width: 200 },
    { title: t('normalization.project.alias'), dataIndex: 'alias', search: false, ellipsis: true, width: 140 },
    { title: t('normalization.project.categoryCode'), dataIndex: 'categoryCode', search: false, ltr: true, width: 130 },
    { title: t('normalization.project.brandCode'), dataIndex: 'brandCode', search: false, ltr: true, width: 110 },
    { title: t('normalization.project.manager'), dataIndex: 'manager', search: false, ellipsis: true, width: 100 },
    { title: t('normalization.project.creator'), dataIndex: 'creator', search: false, ellipsis: true, width: 100 },
    {
      title: t('normalization.project.createdAt'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      ltr: true,
      width: 160,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 120,
      render: (_, row) =>
        [
          can.edit ? (
            <Button type="link" size="small" key="edit" onClick={() => setEditing({ project: row })}>
              {t('common.edit')}
            </Button>
          ) : null,
          can.remove ? (
            <Button type="link" size="small" key="delete" danger onClick={() => confirmDelete(row)}>
              {t('common.delete')}
            </Button>
          ) : null,
        ].filter(Boolean),
    },
  ];
  const shown = can.edit || can.remove ? columns : columns.filter((column) => column.valueType !== 'option');
  const listProps = listTableProps(t('normalization.project.keyword'), { keywordWidth: WIDE_KEYWORD_WIDTH });

  return (
    <PageFrame title={t('normalization.project.list.title')}>
      {confirmHolder}
      <ListTable<StandardProject>
        rowKey="id"
        actionRef={table}
        columns={shown}
        request={request}
        {...listProps}
        scroll={{ x: columnsWidth(shown) }}
        toolBarRender={() => [
          can.edit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('normalization.project.add')}
            </Button>
          ) : null,
        ]}
        data-testid="project-table"
      />
      <ProjectForm
        open={editing !== undefined}
        project={editing?.project}
        companies={companies.data ?? []}
        projects={projects.data ?? []}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          table.current?.reload();
          projects.refresh();
        }}
      />
    </PageFrame>
  );
}

export default function StandardProjects() {
  return (
    <SectionWords section="normalization">
      <ProjectList />
    </SectionWords>
  );
}
