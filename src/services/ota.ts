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

/** Reports its own failure: 'no upgradable devices, please reselect' belongs to the screen. */
export function sendPush(packageId: string, assetIds: string[]) {
  return callApi<Push>('base', '/ota/upgrade', { method: 'POST', data: { packageId, assetIds } satisfies PushInput, ...SILENT });
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
