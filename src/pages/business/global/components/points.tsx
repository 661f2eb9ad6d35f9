/**
 * The points of a scene's road network a task can go to, as a searchable
 * Select offers them: action points by name first, then the other nodes by
 * name; one option per node (a node with an action point is offered under
 * the action point's name), each showing its name and its node type.
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { NODE_TYPE, type SceneNetwork } from '@/services/types/map';

export interface PointOption {
  /** The node's id. */
  value: string;
  /** What the option shows: its name and node type. */
  label: JSX.Element;
  /** The point's name (the action point's, else the node's): the option's title. */
  title: string;
  /** What a search matches: the names and the node type. */
  search: string;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The options, and each node's name as the points are named (for the targets' list and the queue). */
export function usePointOptions(network: SceneNetwork): { options: PointOption[]; nameOf: (nodeId: string) => string } {
  const intl = useIntl();
  return useMemo(() => {
    const nodes = new Map(network.nodes.map((node) => [node.id, node]));
    const actions = new Map<string, string>();
    for (const point of network.actionPoints) if (nodes.has(point.nodeId) && !actions.has(point.nodeId)) actions.set(point.nodeId, point.name);
    const typeName = new Map(NODE_TYPE.entries.map((entry) => [entry.value, intl.formatMessage({ id: entry.id })]));
    const option = (nodeId: string, name: string): PointOption => {
      const node = nodes.get(nodeId)!;
      const type = typeName.get(node.type) ?? intl.formatMessage({ id: NODE_TYPE.idOf(node.type) });
      return {
        value: nodeId,
        title: name,
        search: `${name} ${node.name} ${type}`.toLowerCase(),
        label: (
          <span>
            {name}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {type}
            </Typography.Text>
          </span>
        ),
      };
    };
    const named = [...actions].sort((a, b) => byName.compare(a[1], b[1])).map(([nodeId, name]) => option(nodeId, name));
    const rest = network.nodes
      .filter((node) => !actions.has(node.id))
      .sort((a, b) => byName.compare(a.name, b.name))
      .map((node) => option(node.id, node.name));
    const names = new Map([...named, ...rest].map((entry) => [entry.value, entry.title]));
    return { options: [...named, ...rest], nameOf: (nodeId: string) => names.get(nodeId) ?? nodeId };
  }, [network, intl]);
}

/** A Select's search over these options (their names and node type). */
export const filterPoint = (input: string, option?: PointOption) => Boolean(option?.search.includes(input.trim().toLowerCase()));
