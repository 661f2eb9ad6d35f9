/**
 * Every permission key of the specification (sections 2 and 6). The server
 * returns a subset per user (GET /person/{id}/menu); src/access.ts turns it
 * into flags. The simulator seeds its accounts from the same list.
 */
const withChildren = (parent: string, children: readonly string[]): string[] => [
  parent,
  ...children.map((child) => `${parent}:${child}`),
];

/**
 * Key groups that screens, the access flags and the simulator's routes name (a section's key and its actions),
 * written once here and listed below.
 */
export const FEEDBACK_KEYS = {
  list: 'platform:productionQuality:feedback',
  edit: 'platform:productionQuality:feedback:edit',
} as const;

export const FACTORY_SN_KEYS = {
  list: 'platform:productionQuality:factorySnList',
  export: 'platform:productionQuality:factorySnList:export',
  apply: 'platform:productionQuality:factorySnList:apply',
  approve: 'platform:productionQuality:factorySnList:approve',
} as const;

export const PROCESS_INFO_KEYS = {
  list: 'platform:productionQuality:processInfo',
  export: 'platform:productionQuality:processInfo:export',
} as const;

/** Translation management and the dictionaries (issue 37: added beside the specification's keys). */
export const TRANSLATION_KEYS = {
  list: 'platform:i18n',
  /** Add, edit and delete entries. */
  edit: 'platform:i18n:edit',
  /** The Excel import (its own screen): template, upload, rows, apply. */
  import: 'platform:i18n:import',
} as const;

export const DICTIONARY_KEYS = {
  list: 'platform:dictionary',
  edit: 'platform:dictionary:edit',
} as const;

export const PERMISSION_KEYS: readonly string[] = [
  'personBase',
  'platform',
  'platform:enterprise',
  ...withChildren('platform:enterprise:info', [
    'edit',
    'addMembers',
    'viewMembers',
    'removeMembers',
    'import',
    'export',
  ]),
  'platform:person',
  ...withChildren('platform:person:list', ['invite', 'onoff', 'edit', 'more', 'remove', 'import', 'export']),
  'platform:assets',
  ...withChildren('platform:assets:list', [
    'info',
    'singleDeviceConfig',
    'multiDeviceConfig',
    'multiDeviceConfigSend',
    'detail',
    'detail:robotComponent',
    'detail:exception',
  ]),
  'platform:resource',
  ...withChildren('platform:resource:logs', ['add', 'edit', 'download', 'delete']),
  ...withChildren('platform:resource:ota', ['add', 'edit', 'download', 'delete']),
  ...withChildren('platform:resource:function', ['export']),
  'platform:scene',
  ...withChildren('platform:scene:list', ['add', 'edit', 'delete', 'viewAssets']),
  'platform:map',
  'platform:map:home',
  'platform:operation',
  ...withChildren('platform:operation:log', ['get', 'download']),
  'platform:ota',
  ...withChildren('platform:ota:package', ['download']),
  ...withChildren('platform:ota:upgrade', ['send']),
  'platform:control',
  'platform:control:global',
  'platform:control:map',
  'platform:business',
  ...withChildren('platform:business:global', ['editNode']),
  'platform:normalization',
  ...withChildren('platform:normalization:scene', ['open', 'edit', 'delete']),
  ...withChildren('platform:normalization:config', ['publish', 'edit', 'delete']),
  'platform:productionQuality',
  ...Object.values(FEEDBACK_KEYS),
  ...Object.values(FACTORY_SN_KEYS),
  ...Object.values(PROCESS_INFO_KEYS),
  ...Object.values(TRANSLATION_KEYS),
  ...Object.values(DICTIONARY_KEYS),
];

export type AccessFlags = Record<string, boolean>;
