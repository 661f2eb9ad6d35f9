/**
 * Simulator controls for tests and demos, outside the contract and unsigned:
 * reset the seed, expire sessions, read what the server received.
 */
import type { Simulator } from './simulator';

export const CONTROL_PREFIX = '/__simulator';

export function handleControl(sim: Simulator, method: string, path: string): { status: number; body: unknown } {
  if (method === 'POST' && path === `${CONTROL_PREFIX}/reset`) {
    sim.reset();
    return { status: 200, body: { ok: true } };
  }
  if (method === 'POST' && path === `${CONTROL_PREFIX}/expire-sessions`) {
    sim.expireSessions();
    return { status: 200, body: { ok: true } };
  }
  return { status: 404, body: { ok: false } };
}
