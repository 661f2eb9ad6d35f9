/**
 * The dispatch map's visibility filters (sections 3 and 4) and layer order.
 *
 * nodeControlObj: all, calibration, startPosition, await, path, distribution,
 * elevator, label, actionLabel; initially actionLabel off and the rest on.
 * deviceControlObj: all, operative, standby, charge, label; all on.
 * The `all` switch of a group governs its kinds (the node types, the device
 * states) and always equals "every kind on"; labels are switched on their
 * own, which is how the initial state (all on, action labels off) is
 * consistent.
 */
export const NODE_KINDS = ['calibration', 'startPosition', 'await', 'path', 'distribution', 'elevator'] as const;
export const DEVICE_KINDS = ['operative', 'standby', 'charge'] as const;

export type NodeKind = (typeof NODE_KINDS)[number];
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export type NodeControl = Record<'all' | NodeKind | 'label' | 'actionLabel', boolean>;
export type DeviceControl = Record<'all' | DeviceKind | 'label', boolean>;

export const INITIAL_NODE_CONTROL: NodeControl = {
  all: true,
  calibration: true,
  startPosition: true,
  await: true,
  path: true,
  distribution: true,
  elevator: true,
  label: true,
  actionLabel: false,
};

export const INITIAL_DEVICE_CONTROL: DeviceControl = { all: true, operative: true, standby: true, charge: true, label: true };

/** Sets one switch of a group; `all` sets every kind, and any kind re-derives `all`. */
export function toggle<C extends { all: boolean }>(control: C, kinds: readonly (keyof C)[], key: keyof C, on: boolean): C {
  const next = { ...control, [key]: on };
  if (key === 'all') for (const kind of kinds) next[kind] = on as C[keyof C];
  next.all = kinds.every((kind) => next[kind] === true);
  return next;
}

export const toggleNode = (control: NodeControl, key: keyof NodeControl, on: boolean) => toggle(control, NODE_KINDS, key, on);
export const toggleDevice = (control: DeviceControl, key: keyof DeviceControl, on: boolean) => toggle(control, DEVICE_KINDS, key, on);

/** The drawing layers, bottom first; the user may reorder them. */
export const MAP_LAYERS = ['base', 'obstacle', 'wall', 'semantic', 'paths', 'nodes', 'devices'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** Moves the layer at `from` to `to` (indices in the list), the others keeping their order. */
export function moveLayer(order: readonly MapLayer[], from: number, to: number): MapLayer[] {
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [layer] = next.splice(from, 1);
  next.splice(to, 0, layer);
  return next;
}

/** A stored order that names every layer once is kept; anything else falls back to the default. */
export function validLayerOrder(value: unknown): MapLayer[] {
  if (!Array.isArray(value) || value.length !== MAP_LAYERS.length) return [...MAP_LAYERS];
  const known = new Set<string>(MAP_LAYERS);
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || !known.has(item) || seen.has(item)) return [...MAP_LAYERS];
    seen.add(item);
  }
  return value as MapLayer[];
}
