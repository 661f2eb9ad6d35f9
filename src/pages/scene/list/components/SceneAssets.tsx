/** The assets of one scene (:viewAssets), in a drawer, paged on the server. */
import { Badge, Drawer, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { dataCell } from '@/components/table/emptyCell';
import { EnumTag } from '@/components/table/EnumTag';
import PagedTable from '@/components/table/PagedTable';
import { fetchSceneAssets } from '@/services/scenes';
import { RUN_STATUS } from '@/services/types/asset';
import type { PageQuery } from '@/services/types/list';
import type { Scene, SceneAsset } from '@/services/types/scene';
import { useTranslate } from '@/utils/translate';

export default function SceneAssets({ scene, onClose }: { scene: Scene | undefined; onClose: () => void }) {
  const t = useTranslate();
  const sceneId = scene?.id;
  const fetchPage = useCallback((query: PageQuery) => fetchSceneAssets(sceneId ?? '', query), [sceneId]);
  const columns: TableColumnsType<SceneAsset> = [
    { title: t('asset.assetNumber'), dataIndex: 'assetNumber', render: (_, row) => dataCell(row.assetNumber, true) },
    { title: t('asset.name'), dataIndex: 'name' },
    { title: t('asset.serialNumber'), dataIndex: 'serialNumber', render: (_, row) => dataCell(row.serialNumber, true) },
    { title: t('asset.model'), dataIndex: 'model', render: (_, row) => dataCell(row.model, true) },
    { title: t('asset.runStatus'), dataIndex: 'runStatus', render: (_, row) => <EnumTag enumeration={RUN_STATUS} value={row.runStatus} /> },
    {
      title: t('asset.online'),
      dataIndex: 'online',
      render: (_, row) => <Badge status={row.online ? 'success' : 'default'} text={t(`asset.online.${row.online}`)} />,
    },
  ];
  return (
    <Drawer open={Boolean(scene)} onClose={onClose} width={820} title={scene ? t('scene.assets.title', { name: scene.name }) : ''} destroyOnHidden>
      {scene ? <PagedTable<SceneAsset> columns={columns} fetchPage={fetchPage} testId="scene-assets" /> : null}
    </Drawer>
  );
}
