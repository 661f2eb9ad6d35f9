/** The assets of one scene (:viewAssets), in a drawer, paged on the server. */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Badge, Drawer } from 'antd';
import { useMemo } from 'react';
import { EnumTag } from '@/components/table/EnumTag';
import { pageRequest } from '@/components/table/pageRequest';
import { fetchSceneAssets } from '@/services/scenes';
import { RUN_STATUS } from '@/services/types/asset';
import { DEFAULT_PAGE_SIZE } from '@/services/types/list';
import type { Scene, SceneAsset } from '@/services/types/scene';

export default function SceneAssets({ scene, onClose }: { scene: Scene | undefined; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const request = useMemo(() => (scene ? pageRequest<SceneAsset, object>((query) => fetchSceneAssets(scene.id, query)) : undefined), [scene]);
  const columns: ProColumns<SceneAsset>[] = [
    { title: t('asset.assetNumber'), dataIndex: 'assetNumber' },
    { title: t('asset.name'), dataIndex: 'name' },
    { title: t('asset.serialNumber'), dataIndex: 'serialNumber' },
    { title: t('asset.model'), dataIndex: 'model' },
    { title: t('asset.runStatus'), dataIndex: 'runStatus', render: (_, row) => <EnumTag enumeration={RUN_STATUS} value={row.runStatus} /> },
    {
      title: t('asset.online'),
      dataIndex: 'online',
      render: (_, row) => <Badge status={row.online ? 'success' : 'default'} text={t(`asset.online.${row.online}`)} />,
    },
  ];
  return (
    <Drawer open={Boolean(scene)} onClose={onClose} width={820} title={scene ? t('scene.assets.title', { name: scene.name }) : ''} destroyOnHidden>
      {scene && request ? (
        <ProTable<SceneAsset>
          rowKey="id"
          size="small"
          search={false}
          options={false}
          request={request}
          columns={columns}
          pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
          data-testid="scene-assets"
        />
      ) : null}
    </Drawer>
  );
}
