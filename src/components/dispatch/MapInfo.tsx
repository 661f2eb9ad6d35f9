/**
 * The environment map's facts (section 3): thumbnail, version, ground
 * resolution, image size, rotation, origin, crop range, display scale, pose
 * conversion, overlays, and the network's counts.
 */
import { Descriptions, Tag } from 'antd';
import { detailItem } from '@/components/DetailSection';
import { useEffect, useRef } from 'react';
import type { SceneMap, SceneNetwork } from '@/services/types/map';
import { formatDecimal } from '@/utils/numbers';
import { useTranslate } from '@/utils/translate';

const degrees = (radians: number) => formatDecimal((radians * 180) / Math.PI, 1);

function Thumbnail({ image, width, height, label }: { image?: ImageBitmap; width: number; height: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context && image) context.drawImage(image, 0, 0, width, height);
  }, [image, width, height]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      style={{ width: '100%', height: 'auto', border: '1px solid rgba(128,128,128,0.3)', borderRadius: 4 }}
    />
  );
}

export default function MapInfo({ map, network, thumbnail }: { map: SceneMap; network: SceneNetwork | null; thumbnail?: ImageBitmap }) {
  const t = useTranslate();
  const metres = (value: number) => t('map.info.metres', { value: formatDecimal(value, 2) });
  // Figures read left to right in a right-to-left page too (detailItem isolates them).
  const item = (id: string, content: React.ReactNode) => detailItem(t(`map.info.${id}`), content, { key: id, ltr: true });
  return (
    <div data-testid="map-info">
      <Thumbnail image={thumbnail} width={map.thumbnailWidth} height={map.thumbnailHeight} label={t('map.info.thumbnail')} />
      <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
        {item('version', `${map.version} (${map.coreVersion})`)}
        {item('resolution', t('map.info.resolutionValue', { value: formatDecimal(map.resolution, 3) }))}
        {item('size', t('map.info.pixels', { width: map.width, height: map.height }))}
        {item('rotation', t('map.info.degrees', { value: degrees(map.rotation) }))}
        {item('origin', `${metres(map.origin.x)}, ${metres(map.origin.y)}`)}
        {item('crop', t('map.info.cropValue', { x: map.crop.x, y: map.crop.y, width: map.crop.width, height: map.crop.height }))}
        {item('displayScale', formatDecimal(map.displayScale, 2))}
        {item(
          'pose',
          `${metres(map.poseTransform.x)}, ${metres(map.poseTransform.y)}, ${t('map.info.degrees', { value: degrees(map.poseTransform.theta) })}`,
        )}
        {item(
          'overlays',
          // The tags wrap within the panel's width (a row of them ran past its edge).
          <span style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}>
            {map.layers.map((layer) => (
              <Tag key={layer}>{t(`map.layer.${layer}`)}</Tag>
            ))}
          </span>,
        )}
        {network ? item('nodes', network.nodes.length) : null}
        {network ? item('edges', network.edges.length) : null}
        {network ? item('actionPoints', network.actionPoints.length) : null}
      </Descriptions>
    </div>
  );
}
