/**
 * The robots of a stack clicked on the map (robots drawn on one spot), to
 * choose one from: a menu at the click, each robot by name, focused when it
 * opens so that the arrow keys and Escape work at once. Its own chunk
 * (antd's Dropdown and Menu), fetched on the first click on a stack.
 */
import { useIntl } from '@umijs/max';
import { Dropdown } from 'antd';
import type { Point } from '@/map/transform';

interface StackMenuProps {
  robots: { id: string; name: string }[];
  /** Where the click was, in the map's pixels. */
  point: Point;
  onChoose: (id: string) => void;
  onClose: () => void;
}

export default function StackMenu({ robots, point, onChoose, onClose }: StackMenuProps) {
  const intl = useIntl();
  return (
    <Dropdown
      open
      autoFocus
      trigger={['click']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      menu={{
        items: [
          {
            type: 'group',
            key: 'stack',
            label: intl.formatMessage({ id: 'map.robot.stack' }, { count: robots.length }),
            children: robots.map((robot) => ({ key: robot.id, label: robot.name })),
          },
        ],
        onClick: ({ key }) => onChoose(key),
        // Far out, many robots make one stack: the list scrolls.
        style: { maxHeight: 320, overflowY: 'auto' },
      }}
    >
      <span
        data-testid="robot-stack"
        style={{ position: 'absolute', left: point.x, top: point.y, width: 1, height: 1, pointerEvents: 'none' }}
      />
    </Dropdown>
  );
}
