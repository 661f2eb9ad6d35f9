/**
 * The map layer-order list: the top of the list is drawn on top. Each layer
 * moves up or down one place with its buttons (keyboard reachable); the
 * drawing follows at once.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography } from 'antd';
import type { MapLayer } from '@/map/controls';
import { useTranslate } from '@/utils/translate';

interface LayerOrderProps {
  /** Bottom first, as the engine draws. */
  order: readonly MapLayer[];
  onMove: (from: number, to: number) => void;
}

export default function LayerOrder({ order, onMove }: LayerOrderProps) {
  const t = useTranslate();
  const topFirst = [...order].reverse();
  return (
    <div>
      <Typography.Text type="secondary">{t('map.layers.hint')}</Typography.Text>
      <List
        size="small"
        aria-label={t('map.layers')}
        dataSource={topFirst}
        // Keyed by layer: a moved row keeps its buttons, so keyboard focus travels with the layer.
        rowKey={(layer) => layer}
        renderItem={(layer) => {
          const index = order.indexOf(layer);
          const name = t(`map.layer.${layer}`);
          return (
            <List.Item
              data-layer={layer}
              style={{ paddingInline: 0 }}
              actions={[
                <Space key="move" size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('map.layer.up', { layer: name })}
                    disabled={index === order.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('map.layer.down', { layer: name })}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  />
                </Space>,
              ]}
            >
              {name}
            </List.Item>
          );
        }}
      />
    </div>
  );
}
