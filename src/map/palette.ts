/**
 * The dispatch map's colours and node symbols, light and dark (section 2:
 * dark mode also darkens the map). One symbol and one colour per node kind,
 * one colour per robot state.
 */
import type { DeviceKind, NodeKind } from './controls';

export type NodeSymbol = 'diamond' | 'triangle' | 'square' | 'dot' | 'pentagon' | 'hexagon';

export const NODE_SYMBOL: Record<NodeKind, NodeSymbol> = {
  calibration: 'diamond',
  startPosition: 'triangle',
  await: 'square',
  path: 'dot',
  distribution: 'pentagon',
  elevator: 'hexagon',
};

export interface Palette {
  dark: boolean;
  background: string;
  edge: string;
  node: Record<NodeKind, string>;
  nodeOutline: string;
  label: string;
  labelHalo: string;
  actionLabel: string;
  robot: Record<DeviceKind, string>;
  robotOutline: string;
  selected: string;
  /** The badge counting the robots of a stack, and its figure. */
  stackBadge: string;
  stackBadgeText: string;
  /** Task routes by kind (a preview is dashed, the selected one thicker; the part already driven fainter). */
  route: { running: string; preview: string; selected: string };
  /** Pins on the map: a task's targets, its return point, the node selected in the editor; the pins' figures. */
  mark: { target: string; return: string; selected: string; text: string };
  /** The node being dragged in the editor: its halo. */
  dragHalo: string;
}

export const LIGHT: Palette = {
  dark: false,
  background: '#eef1f4',
  edge: 'rgba(51, 163, 121, 0.55)',
  node: {
    calibration: '#722ed1',
    startPosition: '#237804',
    await: '#1677ff',
    path: '#8c8c8c',
    distribution: '#d46b08',
    elevator: '#cf1322',
  },
  nodeOutline: '#ffffff',
  label: '#1f1f1f',
  labelHalo: 'rgba(255, 255, 255, 0.9)',
  actionLabel: '#874d00',
  robot: { operative: '#33a379', standby: '#595959', charge: '#1677ff' },
  robotOutline: '#ffffff',
  selected: '#faad14',
  stackBadge: '#cf1322',
  stackBadgeText: '#ffffff',
  route: { running: '#1677ff', preview: '#722ed1', selected: '#fa8c16' },
  mark: { target: '#d4380d', return: '#08979c', selected: '#fa8c16', text: '#ffffff' },
  dragHalo: 'rgba(250, 140, 22, 0.35)',
};

export const DARK: Palette = {
  dark: true,
  background: '#141414',
  edge: 'rgba(92, 201, 154, 0.5)',
  node: {
    calibration: '#b37feb',
    startPosition: '#95de64',
    await: '#69b1ff',
    path: '#8c8c8c',
    distribution: '#ffa940',
    elevator: '#ff7875',
  },
  nodeOutline: '#141414',
  label: '#f0f0f0',
  labelHalo: 'rgba(0, 0, 0, 0.8)',
  actionLabel: '#ffd591',
  robot: { operative: '#5cc99a', standby: '#bfbfbf', charge: '#4096ff' },
  robotOutline: '#141414',
  selected: '#ffd666',
  stackBadge: '#ff7875',
  stackBadgeText: '#141414',
  route: { running: '#4096ff', preview: '#b37feb', selected: '#ffa940' },
  mark: { target: '#ff7a45', return: '#36cfc9', selected: '#ffa940', text: '#141414' },
  dragHalo: 'rgba(255, 169, 64, 0.4)',
};

export const paletteOf = (dark: boolean): Palette => (dark ? DARK : LIGHT);

/**
 * Adds one node symbol of radius `r` centred on (x, y) to the current path
 * (callers fill many at once: one path per kind).
 */
export function traceSymbol(ctx: CanvasRenderingContext2D, symbol: NodeSymbol, x: number, y: number, r: number): void {
  switch (symbol) {
    case 'dot':
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
      return;
    case 'square':
      ctx.rect(x - r, y - r, 2 * r, 2 * r);
      return;
    case 'diamond':
      polygon(ctx, x, y, r * 1.25, 4, Math.PI / 2);
      return;
    case 'triangle':
      polygon(ctx, x, y, r * 1.3, 3, -Math.PI / 2);
      return;
    case 'pentagon':
      polygon(ctx, x, y, r * 1.2, 5, -Math.PI / 2);
      return;
    case 'hexagon':
      polygon(ctx, x, y, r * 1.2, 6, 0);
      return;
  }
}

function polygon(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, sides: number, start: number): void {
  for (let i = 0; i < sides; i += 1) {
    const a = start + (i * 2 * Math.PI) / sides;
    const px = x + r * Math.cos(a);
    const py = y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}
