/**
 * The page menu's dynamic sub-menus (section 3's dynamicMenu): the records a
 * user opened lately (an asset's detail, ...), listed under their section
 * after a divider so that going back is one click. Kept per browser tab
 * (session storage), at most DYNAMIC_MENU_MAX per section, newest first.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/request/storage';

export interface DynamicEntry {
  /** Where the entry leads, a path inside the console; also its key. */
  path: string;
  /** What the entry shows: data (an asset's name), never a literal of the console. */
  title: string;
}

/** Section path -> its entries, newest first. */
export type DynamicMenu = Readonly<Record<string, readonly DynamicEntry[]>>;

export const DYNAMIC_MENU_MAX = 5;

/** The section a path belongs to: its first segment (`/assets/list/detail/7` -> `/assets`). */
export function sectionOf(pathname: string): string {
  const first = pathname.split('/').find(Boolean);
  return first ? `/${first}` : '/';
}

function isEntry(value: unknown): value is DynamicEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === 'string' && record.path.startsWith('/') && typeof record.title === 'string';
}

function parse(raw: string | null): DynamicMenu {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const menu: Record<string, DynamicEntry[]> = {};
    for (const [section, entries] of Object.entries(parsed)) {
      if (Array.isArray(entries)) menu[section] = entries.filter(isEntry).slice(0, DYNAMIC_MENU_MAX);
    }
    return menu;
  } catch {
    return {};
  }
}

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.dynamicMenu);
  } catch {
    return null;
  }
}

// Storage is the truth (logout clears it); the parsed value is cached per stored text,
// so that React sees one snapshot until something changes.
let cache: { raw: string | null; menu: DynamicMenu } | undefined;
const listeners = new Set<() => void>();

function current(): DynamicMenu {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, menu: parse(raw) };
  return cache.menu;
}

function write(next: DynamicMenu): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.dynamicMenu, JSON.stringify(next));
  } catch {
    // storage full or unavailable: the entry is simply not listed
  }
  for (const listener of listeners) listener();
}

/** Puts the entry first in its section (once), dropping the oldest beyond the maximum. */
export function addDynamicEntry(entry: DynamicEntry): void {
  const section = sectionOf(entry.path);
  const menu = current();
  const others = (menu[section] ?? []).filter((item) => item.path !== entry.path);
  const first = menu[section]?.[0];
  if (first && first.path === entry.path && first.title === entry.title) return;
  write({ ...menu, [section]: [entry, ...others].slice(0, DYNAMIC_MENU_MAX) });
}

export function removeDynamicEntry(path: string): void {
  const section = sectionOf(path);
  const menu = current();
  if (!menu[section]?.some((item) => item.path === path)) return;
  write({ ...menu, [section]: menu[section].filter((item) => item.path !== path) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDynamicMenu(): DynamicMenu {
  return useSyncExternalStore(subscribe, current, current);
}

/** A page that shows one record lists it in the menu once its title is known. */
export function useDynamicEntry(path: string, title: string | undefined): void {
  useEffect(() => {
    if (title) addDynamicEntry({ path, title });
  }, [path, title]);
}
