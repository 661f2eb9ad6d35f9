/**
 * A small PNG encoder (ISO/IEC 15948): 8-bit grayscale or RGBA, no
 * interlace, filter 0 (none) on every row, the image data zlib-deflated in
 * one IDAT chunk, each chunk with its CRC-32 (zlib.crc32, as files.ts).
 */
import { crc32, deflateSync } from 'node:zlib';

/** Bytes per pixel: 1 grayscale, 4 RGBA. */
export type Channels = 1 | 4;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE: Record<Channels, number> = { 1: 0, 4: 6 };
const BIT_DEPTH = 8;

/** Length, type, data, then the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function header(width: number, height: number, channels: Channels): Buffer {
  // Compression, filter method and interlace stay 0 from the allocation.
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(BIT_DEPTH, 8);
  data.writeUInt8(COLOR_TYPE[channels], 9);
  return chunk('IHDR', data);
}

/** The rows, each after its filter byte (0: none). */
function scanlines(width: number, height: number, channels: Channels, pixels: Uint8Array): Buffer {
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) raw.set(pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  return raw;
}

/** `pixels`: `height` rows from the top, `width * channels` bytes each. */
export function encodePng(width: number, height: number, channels: Channels, pixels: Uint8Array): Buffer {
  if (pixels.length !== width * height * channels) throw new Error('pixel buffer does not match the image size');
  return Buffer.concat([
    PNG_SIGNATURE,
    header(width, height, channels),
    chunk('IDAT', deflateSync(scanlines(width, height, channels, pixels))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
