/**
 * /scene/list (platform:scene:list): scenes with their map state and asset
 * count; add, edit, delete and the assets of a scene, each with its key; a
 * scene's map opens the environment map with the scene chosen, or says the
 * scene has no uploaded map. The company column and filter show only to a
 * platform account (`allCompanies`); any other account's form keeps the
 * company fixed to its own.
 */
import { PlusOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { history, useAccess, useIntl, useModel } from '@umijs/max';
import { Button, message } from 'antd';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { useRef, useState } from 'react';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useData } from '@/request/useData';
import { fetchCompanyOptions, fetchProjectOptions } from '@/services/options';
import { deleteScene, fetchScenePage } from '@/services/scenes';
import { MAP_STATUS, type Scene, type SceneFilters } from '@/services/types/scene';
import { formatDateTime } from '@/utils/format';
import SceneAssets from './components/SceneAssets';
import { lazyDialog } from '@/components/lazyPart';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';

// The form (and the form parts only it draws) comes when first opened.
const SceneForm = lazyDialog(() => import(/* webpackChunkName: "scene-form" */ './components/SceneForm'));

/** The company column's width: only a platform account's table has it. */
const COMPANY_WIDTH = 140;
/** The sum of the columns' widths: the whole table fits a 1440 px window. */
const SCENE_TABLE_WIDTH = 70 + 130 + 140 + COMPANY_WIDTH + 110 + 130 + 70 + 110 + 70 + 150 + 190;

const request = pageRequest<Scene, SceneFilters>(fetchScenePage, { numeric: ['mapStatus'] });

export default function SceneList() {
  const intl = useIntl();
  const access = useAccess();
  const table = useRef<ListAction>();
  const [editing, setEditing] = useState<{ scene?: Scene }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('scene', (context) => setEditing(context ? { scene: context as Scene } : {}));
  const [viewing, setViewing] = useState<Scene>();
  const companies = useData(() => fetchCompanyOptions(), { cacheKey: 'options-companies' });
  const projects = useData(() => fetchProjectOptions(), { cacheKey: 'options-projects' });
  const [confirm, confirmHolder] = useDangerConfirm();
  const { chooseScene } = useModel('dispatch');
  const { initialState } = useModel('@@initialState');
  const allCompanies = access.allCompanies === true;
  const t = useTranslate();
  const can = {
    add: access['platform:scene:list:add'] === true,
    edit: access['platform:scene:list:edit'] === true,
    remove: access['platform:scene:list:delete'] === true,
    assets: access['platform:scene:list:viewAssets'] === true,
    map: access['platform:control:map'] === true,
  };

  const openMap = (scene: Scene) => {
    if (scene.mapStatus !== MAP_STATUS.values.UPLOADED) {
      message.warning(t('scene.noMap'));
      return;
    }
    chooseScene(scene);
    history.push('/control/map');
  };

  const confirmDelete = (scene: Scene) =>
    confirm({
      title: t('scene.delete.title', { name: scene.name }),
      content: t('scene.delete.content', { count: scene.assetCount }),
      onOk: async () => {
        await deleteScene(scene.id);
        message.success(t('scene.deleted', { name: scene.name }));
        table.current?.reload();
      },
    });

  // Only a platform account reaches more than one company: any other would learn nothing from these.
  const companyColumns: ListColumn<Scene>[] = allCompanies
    ? [
        { title: t('scene.company'), dataIndex: 'companyName', search: false, ellipsis: true, width: COMPANY_WIDTH },
        {
          title: t('scene.company'),
          dataIndex: 'companyId',
          hideInTable: true,
          valueType: 'select',
          fieldProps: { showSearch: true, optionFilterProp: 'label', options: (companies.data ?? []).map((item) => ({ value: item.id, label: item.name })) },
        },
      ]
    : [];
  const columns: ListColumn<Scene>[] = [
    { title: t('scene.number'), dataIndex: 'number', search: false, sorter: true, width: 70 },
    { title: t('scene.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true, width: 130 },
    { title: t('scene.uuid'), dataIndex: 'uuid', search: false, copyable: true, ltr: true, ellipsis: true, width: 140 },
    ...companyColumns,
    { title: t('scene.project'), dataIndex: 'projectName', search: false, ellipsis: true, width: 110 },
    { title: t('scene.address'), dataIndex: 'address', search: false, ellipsis: true, width: 130 },
    { title: t('scene.version'), dataIndex: 'version', search: false, sorter: true, width: 70, ltr: true },
    {
      title: t('scene.mapStatus'),
      dataIndex: 'mapStatus',
      search: false,
      filters: enumFilters(MAP_STATUS, intl),
      width: 110,
      render: (_, row) => <EnumTag enumeration={MAP_STATUS} value={row.mapStatus} />,
    },
    { title: t('scene.assetCount'), dataIndex: 'assetCount', search: false, sorter: true, width: 70 },
    {
      title: t('scene.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      sorter: true,
      width: 150,
      ltr: true,
      render: (_, row) => formatDateTime(row.updatedAt),
    },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 190,
      render: (_, row) =>
        [
          can.assets ? (
            <Button type="link" size="small" key="assets" onClick={() => setViewing(row)}>
              {t('scene.viewAssets')}
            </Button>
          ) : null,
          can.map ? (
            <Button type="link" size="small" key="map" onClick={() => openMap(row)}>
              {t('scene.viewMap')}
            </Button>
          ) : null,
          can.edit ? (
            <Button type="link" size="small" key="edit" onClick={() => setEditing({ scene: row })}>
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
  const hasActions = can.assets || can.map || can.edit || can.remove;

  return (
    <PageFrame title={t('scene.list.title')}>
      {confirmHolder}
      <ListTable<Scene>
        rowKey="id"
        actionRef={table}
        columns={hasActions ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('scene.keyword'))}
        // Every column has its width: with a numeric width the table keeps them (max-content would
        // let the UUID's copy button stretch its column under the fixed actions).
        scroll={{ x: allCompanies ? SCENE_TABLE_WIDTH : SCENE_TABLE_WIDTH - COMPANY_WIDTH }}
        toolBarRender={() => [
          can.add ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('scene.add')}
            </Button>
          ) : null,
        ]}
        data-testid="scene-table"
      />
      <SceneForm
        open={editing !== undefined}
        scene={editing?.scene}
        companies={companies.data ?? []}
        projects={projects.data ?? []}
        ownCompanyId={allCompanies ? undefined : (initialState?.currentUser?.companyId ?? '')}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          table.current?.reload();
        }}
      />
      <SceneAssets scene={viewing} onClose={() => setViewing(undefined)} />
    </PageFrame>
  );
}
