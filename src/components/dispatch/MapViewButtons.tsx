/** The map's zoom in, zoom out and fit buttons, shared by the dispatch screens' toolbar and the business screen's bar. */
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MapEngine } from '@/map/engine';
import { useTranslate } from '@/utils/translate';

export default function MapViewButtons({ engine, disabled }: { engine: MapEngine | null; disabled: boolean }) {
  const t = useTranslate();
  return (
    <>
      <Tooltip title={t('map.zoomIn')}>
        <Button icon={<ZoomInOutlined />} aria-label={t('map.zoomIn')} disabled={disabled} onClick={() => engine?.zoomBy(1.25)} />
      </Tooltip>
      <Tooltip title={t('map.zoomOut')}>
        <Button icon={<ZoomOutOutlined />} aria-label={t('map.zoomOut')} disabled={disabled} onClick={() => engine?.zoomBy(0.8)} />
      </Tooltip>
      <Tooltip title={t('map.fit')}>
        <Button icon={<CompressOutlined />} aria-label={t('map.fit')} disabled={disabled} onClick={() => engine?.fit()} />
      </Tooltip>
    </>
  );
}
