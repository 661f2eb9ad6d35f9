/**
 * The part of @ctrl/tinycolor that ProComponents use (pro-provider's
 * `setAlpha` and `lighten`, for ProLayout's menu and header colours), over
 * antd's own colour class (@ant-design/fast-color, already in the entry), so
 * that tinycolor (6 KB gzip) leaves the signed-in shell. The build replaces
 * `@ctrl/tinycolor` with this module (.umirc.ts); tinycolor.test.ts checks
 * that its strings are tinycolor's own for hex, rgb and rgba colours (antd's
 * tokens); an hsl() input may differ in the last digit.
 */
import { FastColor, type ColorInput } from '@ant-design/fast-color';

export class TinyColor {
  private color: FastColor;

  constructor(input: ColorInput) {
    this.color = new FastColor(input);
  }

  /** tinycolor's bounds: a number in [0, 1], anything else is 1. */
  setAlpha(alpha: number | string): this {
    const value = typeof alpha === 'number' ? alpha : Number.parseFloat(alpha);
    this.color = this.color.setA(Number.isNaN(value) || value < 0 || value > 1 ? 1 : value);
    return this;
  }

  /** tinycolor's lightening: HSL lightness up by `amount` percent (antd's own class computes it differently). */
  lighten(amount = 10): this {
    const { r, g, b, a } = this.color.toRgb();
    const [h, s, l] = rgbToHsl(r / 255, g / 255, b / 255);
    const [red, green, blue] = hslToRgb(h, asPercent(s), asPercent(Math.min(1, Math.max(0, l + amount / 100))));
    this.color = new FastColor({ r: Math.round(red * 255), g: Math.round(green * 255), b: Math.round(blue * 255), a });
    return this;
  }

  /** `rgb(r, g, b)`, or `rgba(r, g, b, a)` with the alpha to two decimals. */
  toRgbString(): string {
    const { r, g, b, a } = this.color.toRgb();
    const rgb = `${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}`;
    return a === 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${Math.round(a * 100) / 100})`;
  }

  /** `#rrggbb`: tinycolor leaves the alpha out. */
  toHexString(): string {
    return this.color.toHexString().slice(0, 7);
  }
}

/** tinycolor reads saturation and lightness back through a percentage string, keeping two decimals of it. */
function asPercent(fraction: number): number {
  const percent = Math.min(100, Math.max(0, fraction * 100));
  const kept = Number.parseInt(String(percent * 100), 10) / 100;
  return Math.abs(kept - 100) < 0.000001 ? 1 : kept / 100;
}

function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function hueToRgb(p: number, q: number, t: number): number {
  const hue = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (hue < 1 / 6) return p + (q - p) * 6 * hue;
  if (hue < 1 / 2) return q;
  if (hue < 2 / 3) return p + (q - p) * (2 / 3 - hue) * 6;
  return p;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  if (s === 0) return [l, l, l];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return [hueToRgb(p, q, h + 1 / 3), hueToRgb(p, q, h), hueToRgb(p, q, h - 1 / 3)];
}
