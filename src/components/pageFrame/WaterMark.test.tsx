/**
 * The watermark draws its tile as ProLayout's WaterMark does (its size,
 * rotation, font and the theme's fill colour), once per text, colour and
 * pixel ratio, and shows it with the first render.
 */
import { render } from '@testing-library/react';
import { theme } from 'antd';
import WaterMark, { waterMarkTile } from './WaterMark';

function fakeCanvas() {
  const calls: string[] = [];
  const context = {
    translate: (x: number, y: number) => calls.push(`translate ${x} ${y}`),
    rotate: (angle: number) => calls.push(`rotate ${angle.toFixed(4)}`),
    fillText: (text: string, x: number, y: number) => calls.push(`fillText ${text} ${x} ${y}`),
    set font(value: string) {
      calls.push(`font ${value}`);
    },
    set fillStyle(value: string) {
      calls.push(`fillStyle ${value}`);
    },
  };
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,${calls.length}`);
  return { calls, restore: () => (getContext.mockRestore(), toDataURL.mockRestore()) };
}

it('draws the text rotated on a 332 × 286 tile, once per text, colour and ratio', () => {
  const canvas = fakeCanvas();
  try {
    const first = waterMarkTile('admin', 'rgba(0, 0, 0, 0.15)', 2);
    expect(first).toMatch(/^data:image\/png/);
    expect(canvas.calls).toEqual([
      'translate 212 222',
      `rotate ${((Math.PI / 180) * -22).toFixed(4)}`,
      'font normal normal normal 32px/128px sans-serif',
      'fillStyle rgba(0, 0, 0, 0.15)',
      'fillText admin 0 0',
    ]);
    expect(waterMarkTile('admin', 'rgba(0, 0, 0, 0.15)', 2)).toBe(first);
    expect(canvas.calls).toHaveLength(5);
    waterMarkTile('admin', 'rgba(255, 255, 255, 0.18)', 2);
    expect(canvas.calls).toHaveLength(10);
  } finally {
    canvas.restore();
  }
});

it('shows the tile with the first render, over the content, in the theme’s fill colour', () => {
  const canvas = fakeCanvas();
  try {
    const { container, getByText } = render(
      <WaterMark content="dispatcher">
        <p>content</p>
      </WaterMark>,
    );
    const wrapper = container.querySelector('.ant-pro-layout-watermark-wrapper');
    expect(wrapper).toContainElement(getByText('content'));
    const mark = container.querySelector<HTMLElement>('.ant-pro-layout-watermark');
    expect(mark?.style.backgroundImage).toMatch(/^url\(["']?data:image\/png/);
    expect(mark?.style.backgroundSize).toBe('332px');
    expect(mark?.style.pointerEvents).toBe('none');
    expect(canvas.calls).toContain(`fillStyle ${theme.getDesignToken().colorFill}`);
    expect(canvas.calls).toContain('fillText dispatcher 0 0');
  } finally {
    canvas.restore();
  }
});
