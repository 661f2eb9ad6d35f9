/**
 * The visibility filters of section 3 and 4: nodes (all, the six kinds,
 * labels, action-point labels) and devices (all, the three states, labels),
 * each group with an all switch that stays consistent with its kinds
 * (half-ticked when some are on). Beside each device state: how many robots
 * are in it now.
 */
import { useIntl } from '@umijs/max';
import { Checkbox, Typography } from 'antd';
import { DEVICE_KINDS, NODE_KINDS, type DeviceControl, type DeviceKind, type NodeControl } from '@/map/controls';
import { NODE_SYMBOL, paletteOf } from '@/map/palette';
import { useTranslate } from '@/utils/translate';

interface MapFiltersProps {
  nodes: NodeControl;
  devices: DeviceControl;
  counts: Record<DeviceKind, number> | null;
  dark: boolean;
  onNode: (key: keyof NodeControl, on: boolean) => void;
  onDevice: (key: keyof DeviceControl, on: boolean) => void;
}

interface Kind {
  key: string;
  colour: string;
  round: boolean;
  count?: number;
}

interface FilterGroupProps {
  title: string;
  allLabel: string;
  control: Record<string, boolean>;
  kinds: Kind[];
  /** Switches of their own after the kinds (the labels). */
  extras: { key: string; label: string }[];
  onChange: (key: string, on: boolean) => void;
}

const rowStyle = { padding: '2px 0' };

function FilterGroup({ title, allLabel, control, kinds, extras, onChange }: FilterGroupProps) {
  const intl = useIntl();
  const some = kinds.some((kind) => control[kind.key]);
  return (
    <div role="group" aria-label={title} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={rowStyle}>
        <Checkbox checked={control.all} indeterminate={!control.all && some} onChange={(e) => onChange('all', e.target.checked)}>
          {allLabel}
        </Checkbox>
      </div>
      {kinds.map((kind) => (
        <div key={kind.key} style={rowStyle}>
          <Checkbox checked={control[kind.key]} onChange={(e) => onChange(kind.key, e.target.checked)} style={{ marginInlineStart: 16 }}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                background: kind.colour,
                borderRadius: kind.round ? '50%' : 2,
                marginInlineEnd: 6,
              }}
            />
            {intl.formatMessage({ id: `map.filter.${kind.key}` })}
            {kind.count === undefined ? null : (
              <Typography.Text type="secondary" data-testid={`robot-count-${kind.key}`}>
                {' '}
                ({kind.count})
              </Typography.Text>
            )}
          </Checkbox>
        </div>
      ))}
      {extras.map((extra) => (
        <div key={extra.key} style={rowStyle}>
          <Checkbox checked={control[extra.key]} onChange={(e) => onChange(extra.key, e.target.checked)}>
            {extra.label}
          </Checkbox>
        </div>
      ))}
    </div>
  );
}

export default function MapFilters({ nodes, devices, counts, dark, onNode, onDevice }: MapFiltersProps) {
  const t = useTranslate();
  const palette = paletteOf(dark);
  return (
    <>
      <FilterGroup
        title={t('map.filters.nodes')}
        allLabel={t('map.filter.allNodes')}
        control={nodes}
        kinds={NODE_KINDS.map((kind) => ({ key: kind, colour: palette.node[kind], round: NODE_SYMBOL[kind] === 'dot' }))}
        extras={[
          { key: 'label', label: t('map.filter.nodeLabel') },
          { key: 'actionLabel', label: t('map.filter.actionLabel') },
        ]}
        onChange={(key, on) => onNode(key as keyof NodeControl, on)}
      />
      <FilterGroup
        title={t('map.filters.devices')}
        allLabel={t('map.filter.allDevices')}
        control={devices}
        kinds={DEVICE_KINDS.map((kind) => ({ key: kind, colour: palette.robot[kind], round: true, count: counts?.[kind] }))}
        extras={[{ key: 'label', label: t('map.filter.deviceLabel') }]}
        onChange={(key, on) => onDevice(key as keyof DeviceControl, on)}
      />
    </>
  );
}
