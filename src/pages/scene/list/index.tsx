/**
 * /scene/list (platform:scene:list): scenes with their map state and asset
 * count; add, edit, delete and the assets of a scene, each with its key; a
 * scene's map opens the environment map with the scene chosen, or says the
 * scene has no uploaded map.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Modal, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { EnumTag, enumFilters } from '@/components/table/EnumTag';
import { listTableProps } from '@/components/table/PagedTable';
import { pageRequest } from '@/components/table/pageRequest';
import { writeSelectedScene } from '@/request/storage';
import { useData } from '@/request/useData';
import { fetchCompanyOptions, fetchProjectOptions } from '@/services/options';
import { deleteScene, fetchScenePage } from '@/services/scenes';
import { MAP_STATUS, type Scene, type SceneFilters } from '@/services/types/scene';
import { formatDateTime } from '@/utils/format';
import SceneAssets from './components/SceneAssets';
import SceneForm from './components/SceneForm';

const request = pageRequest<Scene, SceneFilters>(fetchScenePage, { numeric: ['mapStatus'] });

export default function SceneList() {
  const intl = useIntl();
  const access = useAccess();
  const table = useRef<ActionType>();
  const [editing, setEditing] = useState<{ scene?: Scene }>();
  const [viewing, setViewing] = useState<Scene>();
  const companies = useData(() => fetchCompanyOptions(), { cacheKey: 'options-companies' });
  const projects = useData(() => fetchProjectOptions(), { cacheKey: 'options-projects' });
  const [modal, modalHolder] = Modal.useModal();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
    writeSelectedScene(scene.number, scene.uuid);
    history.push('/control/map');
  };

  const confirmDelete = (scene: Scene) =>
    modal.confirm({
      title: t('scene.delete.title', { name: scene.name }),
      content: t('scene.delete.content', { count: scene.assetCount }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteScene(scene.id);
          message.success(t('scene.deleted', { name: scene.name }));
          table.current?.reload();
        } catch {
          // shown once by the pipeline
        }
      },
    });

  const columns: ProColumns<Scene>[] = [
    { title: t('scene.number'), dataIndex: 'number', search: false, sorter: true, width: 90 },
    { title: t('scene.name'), dataIndex: 'name', search: false, sorter: true, ellipsis: true },
    { title: t('scene.uuid'), dataIndex: 'uuid', search: false, copyable: true, ellipsis: true, width: 170 },
    { title: t('scene.company'), dataIndex: 'companyName', search: false, ellipsis: true },
    {
      title: t('scene.company'),
      dataIndex: 'companyId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: (companies.data ?? []).map((item) => ({ value: item.id, label: item.name })) },
    },
    { title: t('scene.project'), dataIndex: 'projectName', search: false, ellipsis: true },
    { title: t('scene.address'), dataIndex: 'address', search: false, ellipsis: true, width: 200 },
    { title: t('scene.version'), dataIndex: 'version', search: false, sorter: true, width: 90 },
    {
      title: t('scene.mapStatus'),
      dataIndex: 'mapStatus',
      search: false,
      filters: enumFilters(MAP_STATUS, intl),
      onFilter: false,
      render: (_, row) => <EnumTag enumeration={MAP_STATUS} value={row.mapStatus} />,
    },
    { title: t('scene.assetCount'), dataIndex: 'assetCount', search: false, sorter: true, width: 100 },
    { title: t('scene.updatedAt'), dataIndex: 'updatedAt', search: false, sorter: true, render: (_, row) => formatDateTime(row.updatedAt) },
    {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 200,
      render: (_, row) =>
        [
          can.assets ? (
            <Typography.Link key="assets" onClick={() => setViewing(row)}>
              {t('scene.viewAssets')}
            </Typography.Link>
          ) : null,
          can.map ? (
            <Typography.Link key="map" onClick={() => openMap(row)}>
              {t('scene.viewMap')}
            </Typography.Link>
          ) : null,
          can.edit ? (
            <Typography.Link key="edit" onClick={() => setEditing({ scene: row })}>
              {t('common.edit')}
            </Typography.Link>
          ) : null,
          can.remove ? (
            <Typography.Link key="delete" type="danger" onClick={() => confirmDelete(row)}>
              {t('common.delete')}
            </Typography.Link>
          ) : null,
        ].filter(Boolean),
    },
  ];
  const hasActions = can.assets || can.map || can.edit || can.remove;

  return (
    <PageContainer title={t('scene.list.title')}>
      {modalHolder}
      <ProTable<Scene>
        rowKey="id"
        actionRef={table}
        columns={hasActions ? columns : columns.filter((column) => column.valueType !== 'option')}
        request={request}
        {...listTableProps(t('scene.keyword'))}
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
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          table.current?.reload();
        }}
      />
      <SceneAssets scene={viewing} onClose={() => setViewing(undefined)} />
    </PageContainer>
  );
}
