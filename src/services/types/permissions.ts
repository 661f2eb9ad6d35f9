/**
 * Every permission key of the specification (sections 2 and 6). The server
 * returns a subset per user (GET /person/{id}/menu); src/access.ts turns it
 * into flags. The simulator seeds its accounts from the same list.
 */
const withChildren = (parent: string, children: readonly string[]): string[] => [
  parent,
  ...children.map((child) => `${parent}:${child}`),
];

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
  ...withChildren('platform:productionQuality:feedback', ['edit']),
  ...withChildren('platform:productionQuality:factorySnList', ['export', 'apply', 'approve']),
  ...withChildren('platform:productionQuality:processInfo', ['export']),
  ...withChildren('platform:i18n', ['edit', 'import']),
  ...withChildren('platform:dictionary', ['edit']),
];

export type AccessFlags = Record<string, boolean>;
