/**
 * Pixels to draw a map into, and the frame that places them in the world:
 * world metres (x right, y up) to pixel columns (from the left) and rows
 * (from the top).
 */
import type { Channels } from './png';

/** A rectangle in world metres. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Color = readonly number[];

/**
 * `origin` is the world position of the bottom-left corner of the image's
 * bottom-left pixel; pixel (column c, row r from the top) covers
 * x in [origin.x + c * resolution, + resolution) and
 * y in [origin.y + (height - 1 - r) * resolution, + resolution).
 */
export interface Frame {
  resolution: number;
  originX: number;
  originY: number;
  width: number;
  height: number;
}

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly channels: Channels,
    background: Color,
  ) {
    this.data = new Uint8Array(width * height * channels);
    this.fillPixels(0, 0, width, height, background);
  }

  /** Columns c0 up to c1 and rows r0 up to r1 (ends excluded), clipped to the image. */
  fillPixels(c0: number, r0: number, c1: number, r1: number, color: Color): void {
    const left = Math.max(0, c0);
    const right = Math.min(this.width, c1);
    const top = Math.max(0, r0);
    const bottom = Math.min(this.height, r1);
    if (left >= right || top >= bottom) return;
    const { channels, data, width } = this;
    for (let row = top; row < bottom; row += 1) {
      const start = (row * width + left) * channels;
      const end = (row * width + right) * channels;
      if (channels === 1) {
        data.fill(color[0], start, end);
        continue;
      }
      for (let at = start; at < end; at += channels) {
        for (let channel = 0; channel < channels; channel += 1) data[at + channel] = color[channel];
      }
    }
  }
}

/** Paints a world rectangle: every pixel it touches, at least one. */
export function fillRect(raster: Raster, frame: Frame, rect: Rect, color: Color): void {
  const { resolution, originX, originY, height } = frame;
  const c0 = Math.floor((rect.x0 - originX) / resolution);
  const c1 = Math.max(c0 + 1, Math.ceil((rect.x1 - originX) / resolution));
  const r0 = height - Math.ceil((rect.y1 - originY) / resolution);
  const r1 = Math.max(r0 + 1, height - Math.floor((rect.y0 - originY) / resolution));
  raster.fillPixels(c0, r0, c1, r1, color);
}

/** For each of `count` source positions, the output position it falls in. */
function binsOf(count: number, outCount: number): Int32Array {
  const bins = new Int32Array(count);
  for (let i = 0; i < count; i += 1) bins[i] = Math.min(outCount - 1, Math.floor((i * outCount) / count));
  return bins;
}

/** A grayscale image made smaller by averaging boxes of pixels. */
export function downsample(source: Raster, width: number, height: number): Raster {
  const out = new Raster(width, height, 1, [0]);
  const sum = new Float64Array(width * height);
  const count = new Uint32Array(width * height);
  const columns = binsOf(source.width, width);
  const rows = binsOf(source.height, height);
  for (let row = 0; row < source.height; row += 1) {
    const outRow = rows[row] * width;
    const rowAt = row * source.width;
    for (let column = 0; column < source.width; column += 1) {
      const at = outRow + columns[column];
      sum[at] += source.data[rowAt + column];
      count[at] += 1;
    }
  }
  for (let i = 0; i < out.data.length; i += 1) out.data[i] = count[i] === 0 ? 0 : Math.round(sum[i] / count[i]);
  return out;
}
