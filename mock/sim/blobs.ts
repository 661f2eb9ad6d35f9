/**
 * The bytes of stored files (log and OTA packages). An uploaded file keeps
 * its bytes; a seeded one keeps only a seed and a size and its bytes are
 * made on demand, the same every time, so that a reset costs nothing and a
 * download answers exactly `size` bytes.
 */
import { createHash } from 'node:crypto';
import { mulberry32, pick, seededRandom } from './random';

export type StoredFile =
  | { kind: 'seeded'; seed: string; size: number; text: boolean }
  | { kind: 'uploaded'; data: Buffer };

export function seededFile(seed: string, size: number, text: boolean): StoredFile {
  return { kind: 'seeded', seed, size, text };
}

export function uploadedFile(data: Buffer): StoredFile {
  return { kind: 'uploaded', data };
}

export function sizeOf(file: StoredFile): number {
  return file.kind === 'seeded' ? file.size : file.data.length;
}

const LEVELS = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
const SOURCES = ['nav', 'chassis', 'lidar', 'battery', 'task', 'net', 'ota'];
const MESSAGES = [
  'pose update x=%1 y=%2',
  'battery at %1%',
  'task DLV-%1 started',
  'task DLV-%1 finished in %2 s',
  'lidar frame dropped (%1 ms late)',
  'wifi signal -%1 dBm',
  'obstacle at %1 cm, slowing down',
  'heartbeat ok',
];

/** Log lines (ASCII), about `size` bytes or a little more. */
function logText(seed: string, size: number): Buffer {
  const random = seededRandom(`lines:${seed}`);
  let time = Date.UTC(2026, 0, 1) + Math.floor(random() * 86_400_000);
  const lines: string[] = [];
  let length = 0;
  while (length < size) {
    time += Math.floor(random() * 2000);
    const message = pick(random, MESSAGES)
      .replace('%1', String(Math.floor(random() * 100)))
      .replace('%2', String(Math.floor(random() * 1000)));
    const line = `${new Date(time).toISOString()} ${pick(random, LEVELS)} [${pick(random, SOURCES)}] ${message}\n`;
    lines.push(line);
    length += line.length;
  }
  return Buffer.from(lines.join(''), 'latin1');
}

/** Drawn bytes: four per draw of the seed's PRNG. */
function drawnBytes(seed: string, size: number): Buffer {
  const random = seededRandom(`bytes:${seed}`);
  const next = mulberry32(Math.floor(random() * 0x100000000));
  const words = Buffer.alloc(Math.ceil(size / 4) * 4);
  for (let at = 0; at < words.length; at += 4) words.writeUInt32LE(Math.floor(next() * 0x100000000), at);
  return words.subarray(0, size);
}

/** The file's bytes: exactly its size. */
export function bytesOf(file: StoredFile): Buffer {
  if (file.kind === 'uploaded') return file.data;
  return (file.text ? logText(file.seed, file.size) : drawnBytes(file.seed, file.size)).subarray(0, file.size);
}

const md5Cache = new Map<string, string>();

/** Hex MD5 of the bytes; a seeded file's is worked out once per process. */
export function md5Of(file: StoredFile): string {
  if (file.kind === 'uploaded') return createHash('md5').update(file.data).digest('hex');
  const key = `${file.seed}|${file.size}|${file.text}`;
  let md5 = md5Cache.get(key);
  if (md5 === undefined) {
    md5 = createHash('md5').update(bytesOf(file)).digest('hex');
    md5Cache.set(key, md5);
  }
  return md5;
}
