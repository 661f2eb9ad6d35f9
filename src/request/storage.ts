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

/** The type of the signed-in account's role: '' when it has none (or a stored user predates it). */
export type CurrentRoleType = 'platform' | 'enterprise' | 'agent' | '';

const ROLE_TYPES: readonly CurrentRoleType[] = ['platform', 'enterprise', 'agent'];

export interface CurrentUser {
  id: string;
  token: string;
  account: string;
  name: string;
  /** The per-session SIGN-V1 key from the login result. */
  signSecret: string;
  /** The account's company ('' none). The console draws by it; the server enforces the tenant boundary. */
  companyId: string;
  /** Only 'platform' reaches every company (docs/api.md "Tenant boundary"). */
  roleType: CurrentRoleType;
}

type StoredUser = Pick<CurrentUser, 'id' | 'token' | 'account' | 'signSecret'> & Record<string, unknown>;

function isCurrentUser(value: unknown): value is StoredUser {
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

/**
 * The current user from a login answer or a stored entry (undefined when it lacks an id, a token, an
 * account or a signing key). A missing or unknown name, company or role type reads as '': an entry
 * stored before the login answer named the company and role type counts as no platform account.
 */
export function toCurrentUser(value: unknown): CurrentUser | undefined {
  if (!isCurrentUser(value)) return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const roleType = ROLE_TYPES.find((type) => type === value.roleType) ?? '';
  return {
    id: value.id,
    token: value.token,
    account: value.account,
    name: text(value.name),
    signSecret: value.signSecret,
    companyId: text(value.companyId),
    roleType,
  };
}

export function readCurrentUser(): CurrentUser | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.currentUser);
    if (!raw) return undefined;
    return toCurrentUser(JSON.parse(raw));
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
