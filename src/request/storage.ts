/**
 * What the console keeps in the browser, in one place: the current user
 * (local storage), the visitor id, the selected scene and the page menu's
 * dynamic entries (session storage), the dispatch map's layer order (local
 * storage).
 * Reads never throw: a corrupt or missing entry reads as absent.
 */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  visitorId: 'visitorId',
  selectedScene: 'selectedScene',
  selectedSceneUuid: 'selectedSceneUUID',
  dynamicMenu: 'dynamicMenu',
  mapLayerOrder: 'mapLayerOrder',
} as const;

export interface CurrentUser {
  id: string;
  token: string;
  account: string;
  name: string;
  /** The per-session SIGN-V1 key from the login result. */
  signSecret: string;
}

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    record.id !== '' &&
    typeof record.token === 'string' &&
    record.token !== '' &&
    typeof record.account === 'string' &&
    typeof record.signSecret === 'string'
  );
}

export function readCurrentUser(): CurrentUser | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.currentUser);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isCurrentUser(parsed)) return undefined;
    return { ...parsed, name: typeof parsed.name === 'string' ? parsed.name : '' };
  } catch {
    return undefined;
  }
}

export function writeCurrentUser(user: CurrentUser): void {
  window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function clearCurrentUser(): void {
  window.localStorage.removeItem(STORAGE_KEYS.currentUser);
}

export function readSelectedSceneUuid(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.selectedSceneUuid) ?? '';
  } catch {
    return '';
  }
}

/** The chosen scene's number and UUID, or null when none is chosen in this tab. */
export function readSelectedScene(): { number: number; uuid: string } | null {
  try {
    const number = Number(window.sessionStorage.getItem(STORAGE_KEYS.selectedScene));
    const uuid = window.sessionStorage.getItem(STORAGE_KEYS.selectedSceneUuid) ?? '';
    return Number.isInteger(number) && number > 0 && uuid ? { number, uuid } : null;
  } catch {
    return null;
  }
}

/** The stored layer order as it was written (the caller validates it). */
export function readLayerOrder(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.mapLayerOrder) ?? 'null');
  } catch {
    return null;
  }
}

export function writeLayerOrder(order: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.mapLayerOrder, JSON.stringify(order));
  } catch {
    // storage unavailable: the order lasts for this page
  }
}

/** Choosing a scene stores its number and UUID (section 4); every request then carries the UUID. */
export function writeSelectedScene(number: number, uuid: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.selectedScene, String(number));
    window.sessionStorage.setItem(STORAGE_KEYS.selectedSceneUuid, uuid);
  } catch {
    // storage unavailable: requests go without a scene
  }
}

export function clearSelectedScene(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.selectedScene);
    window.sessionStorage.removeItem(STORAGE_KEYS.selectedSceneUuid);
  } catch {
    // nothing stored
  }
}

export function clearSharedState(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.selectedScene);
    window.sessionStorage.removeItem(STORAGE_KEYS.selectedSceneUuid);
    window.sessionStorage.removeItem(STORAGE_KEYS.dynamicMenu);
  } catch {
    // storage unavailable: nothing to clear
  }
}
