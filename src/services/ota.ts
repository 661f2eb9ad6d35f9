/** OTA push calls (docs/api.md "OTA"); packages are in ./resources. */
import { callApi, SILENT } from '@/request/pipeline';
import type { Page, PageQuery } from './types/list';
import type { Push, PushDevice, PushDeviceFilters, PushFilters, PushInput, PushOption, UpgradeDevice, UpgradeDeviceFilters } from './types/ota';

export function fetchPushOptions() {
  return callApi<PushOption[]>('base', '/ota/upgrade/options');
}

export function fetchUpgradeDevicePage(query: PageQuery<UpgradeDeviceFilters>) {
  return callApi<Page<UpgradeDevice>>('base', '/ota/upgrade/device/page', { method: 'POST', data: query });
}

/** How a push goes out: `whenIdle` (install only while standby or charging) and its stages (none: all at once). */
export type PushRollout = Partial<Pick<PushInput, 'whenIdle' | 'stages'>>;

/** Reports its own failure: 'no upgradable devices, please reselect' belongs to the screen. */
export function sendPush(packageId: string, assetIds: string[], rollout: PushRollout = {}) {
  const data: PushInput = { packageId, assetIds, whenIdle: rollout.whenIdle === true };
  if (rollout.stages && rollout.stages.length > 0) data.stages = rollout.stages;
  return callApi<Push>('base', '/ota/upgrade', { method: 'POST', data, ...SILENT });
}

/** Returns a halted or finished push's installed devices to their previous version (40901 otherwise). */
export function rollbackPush(pushId: string) {
  return callApi<Push>('base', `/ota/upgrade/${encodeURIComponent(pushId)}/rollback`, { method: 'POST' });
}

export function fetchPushPage(query: PageQuery<PushFilters>) {
  return callApi<Page<Push>>('base', '/ota/upgrade/page', { method: 'POST', data: query });
}

export function fetchPushDevicePage(pushId: string, query: PageQuery<PushDeviceFilters>) {
  return callApi<Page<PushDevice>>('base', `/ota/upgrade/${encodeURIComponent(pushId)}/device/page`, {
    method: 'POST',
    data: query,
  });
}
