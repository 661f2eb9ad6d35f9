/**
 * The simulator's state: seeded deterministically, reset between tests.
 * Domain handlers read and write it; nothing else holds server data.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PERMISSION_KEYS } from '../../src/services/types/permissions';

export interface Account {
  id: string;
  account: string;
  name: string;
  passwordHash: string;
  salt: string;
  permissions: string[];
  /** The stored app value (display settings) read at startup. */
  appValue: Record<string, unknown>;
}

export interface Session {
  token: string;
  userId: string;
  signSecret: string;
  expiresAt: number;
  revoked: boolean;
}

export interface Translation {
  key: string;
  value: string;
}

export interface SimState {
  accounts: Account[];
  sessions: Map<string, Session>;
  /** `${key}|${nonce}` -> expiry (ms). */
  nonces: Map<string, number>;
  translations: Record<'zh-CN' | 'en-US', Translation[]>;
}

export const SEED_PASSWORD = 'Console@2026';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`, 'utf8').digest('hex');
}

function seedAccount(id: string, account: string, name: string, permissions: readonly string[]): Account {
  // Deterministic salt per account: the seed is repeatable.
  const salt = createHash('sha256').update(`seed-salt:${account}`).digest('hex').slice(0, 16);
  return {
    id,
    account,
    name,
    salt,
    passwordHash: hashPassword(SEED_PASSWORD, salt),
    permissions: [...permissions],
    appValue: {},
  };
}

const DISPATCHER_KEYS = PERMISSION_KEYS.filter(
  (key) =>
    key === 'personBase' ||
    key === 'platform' ||
    /^platform:(control|map|business|scene)(:|$)/.test(key),
);

export const MEMBER_KEYS = ['personBase', 'platform', 'platform:assets', 'platform:assets:list'];

export function seedState(): SimState {
  return {
    accounts: [
      seedAccount('1001', 'admin', 'Administrator', PERMISSION_KEYS),
      seedAccount('1002', 'dispatcher', 'Dispatcher', DISPATCHER_KEYS),
      seedAccount('1003', 'member', 'Member', MEMBER_KEYS),
    ],
    sessions: new Map(),
    nonces: new Map(),
    translations: {
      'zh-CN': [{ key: 'app.title', value: '机器人云控制台' }],
      'en-US': [{ key: 'app.title', value: 'Robot Cloud Console' }],
    },
  };
}

export function newToken(): string {
  return randomBytes(24).toString('hex');
}
