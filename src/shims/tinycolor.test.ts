/**
 * The stand-in for @ctrl/tinycolor gives tinycolor's own strings for what
 * ProComponents ask of it, on the colours antd's tokens are written in (hex,
 * rgb, rgba). An hsl() input may differ in the last digit: tinycolor keeps its
 * channels unrounded, antd's colour class rounds them.
 */
import { TinyColor as Original } from '@ctrl/tinycolor';
import { TinyColor } from './tinycolor';

const COLOURS = [
  '#33a379',
  '#53b08b',
  '#207d5e',
  '#1677ff',
  '#000',
  '#fff',
  '#ffffff',
  '#141414',
  '#f0f2f5',
  '#00000073',
  'rgb(0, 0, 0)',
  'rgba(0, 0, 0, 0.88)',
  'rgba(255, 255, 255, 0.65)',
  'rgba(0,0,0,0.45)',
  'rgb(22,119,255)',
];

describe('tinycolor stand-in', () => {
  it.each(COLOURS)('setAlpha(…).toRgbString() of %s', (colour) => {
    for (const alpha of [0, 0.04, 0.15, 0.333, 0.5, 0.85, 1, 1.5, -1, '0.2', 'x']) {
      expect(new TinyColor(colour).setAlpha(alpha as number).toRgbString()).toBe(new Original(colour).setAlpha(alpha as number).toRgbString());
    }
  });

  it.each(COLOURS)('lighten(…).toHexString() of %s', (colour) => {
    for (const amount of [undefined, 0, 5, 10, 25, 50, 90, 100]) {
      expect(new TinyColor(colour).lighten(amount).toHexString()).toBe(new Original(colour).lighten(amount).toHexString());
    }
  });

  it('plain strings too', () => {
    expect(new TinyColor('#33a379').toRgbString()).toBe('rgb(51, 163, 121)');
    expect(new TinyColor('#33a379').setAlpha(0.5).toRgbString()).toBe('rgba(51, 163, 121, 0.5)');
  });
});
