/**
 * /assets/list/detail/{id} (platform:assets:list:detail): one asset's
 * identity, locks and validity, flags and running figures; the robot
 * components and exceptions tabs show only with their keys, and their tables
 * load when one is first opened (AssetTables.tsx). Opened assets join the
 * page menu's dynamic entries. The serial number links to the unit's
 * timeline (/unit/{serialNumber}) for a person who may open it.
 */
import { history, useAccess, useIntl, useParams } from '@umijs/max';
import { Badge, Space, Tabs } from 'antd';
import { DataText } from '@/components/DataText';
import DetailSection, { detailItem } from '@/components/DetailSection';
import RecordFailure from '@/components/RecordFailure';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useDynamicEntry } from '@/components/pageMenu/dynamicMenu';
import { lazyPart, namedExport } from '@/components/lazyPart';
import { EnumTag } from '@/components/table/EnumTag';
import { useData } from '@/request/useData';
import { fetchAsset } from '@/services/assets';
import {
  BALANCE,
  BATTERY_STATE,
  CLEAN_MODE,
  LOCK_STATE,
  RUN_STATUS,
  type Asset,
} from '@/services/types/asset';
import { EMPTY, formatDate, formatDateTime } from '@/utils/format';
import { formatCount } from '@/utils/exactFigures';
import { metresToKilometres, secondsToHours } from '@/utils/numbers';
import type { Translate } from '@/utils/translate';
import { SILENT } from '@/request/pipeline';
import UnitLink from '@/components/unit/UnitLink';

function Overview({ asset, t }: { asset: Asset; t: Translate }) {
  const text = (value: string) => value || EMPTY;
  const flag = (on: boolean) => <Badge status={on ? 'success' : 'default'} text={t(on ? 'common.yes' : 'common.no')} />;
  const lock = (state: number, until: number | null) => (
    <Space size={4}>
      <EnumTag enumeration={LOCK_STATE} value={state} />
      {state === LOCK_STATE.values.TEMPORARY && until ? <DataText>{t('asset.lockedUntil', { date: formatDateTime(until) })}</DataText> : null}
    </Space>
  );
  const licence = (value: number | null) => (asset.unlimitedValidity ? t('asset.unlimitedValidity') : formatDate(value));
  // A value from the server is isolated from the page's direction; `ltr` for one always written left to right.
  const item = (labelId: string, content: React.ReactNode, ltr = false) => detailItem(t(labelId), content, { key: labelId, ltr });
  return (
    <>
      <DetailSection title={t('asset.detail.identity')}>
        {item('asset.assetNumber', asset.assetNumber, true)}
        {item('asset.name', asset.name)}
        {item('asset.company', text(asset.companyName))}
        {item('asset.project', text(asset.projectName))}
        {item('asset.scene', text(asset.sceneName))}
        {item('asset.sceneVersion', asset.sceneVersion ?? EMPTY, true)}
        {item('asset.uuid', asset.uuid, true)}
        {item('asset.usageAddress', text(asset.usageAddress))}
        {item('asset.model', text(asset.model), true)}
        {item('asset.deviceNumber', text(asset.deviceNumber), true)}
        {item('asset.serialNumber', <UnitLink serialNumber={asset.serialNumber} />)}
        {item('asset.navSerialNumber', text(asset.navSerialNumber), true)}
        {item('asset.brand', text(asset.brand))}
        {item('asset.supplier', text(asset.supplier))}
        {item('asset.manufacturer', text(asset.manufacturer))}
        {item('asset.region', text(asset.region))}
        {item('asset.description', text(asset.description))}
      </DetailSection>
      <DetailSection title={t('asset.detail.locks')}>
        {item('asset.vendorLock', lock(asset.vendorLock, asset.vendorLockUntil))}
        {item('asset.enterpriseLock', lock(asset.enterpriseLock, asset.enterpriseLockUntil))}
        {item('asset.firstActivation', asset.firstActivation === null ? t('asset.notActivated') : formatDateTime(asset.firstActivation))}
        {item('asset.vendorLicenceExpiry', licence(asset.vendorLicenceExpiry))}
        {item('asset.enterpriseLicenceExpiry', licence(asset.enterpriseLicenceExpiry))}
        {item('asset.warrantyExpiry', formatDate(asset.warrantyExpiry), true)}
        {item('asset.unlimitedValidity', flag(asset.unlimitedValidity))}
      </DetailSection>
      <DetailSection title={t('asset.detail.flags')}>
        {item('asset.restartFlag', flag(asset.restartFlag))}
        {item('asset.sceneTestMapping', flag(asset.sceneTestMapping))}
        {item('asset.online', <Badge status={asset.online ? 'success' : 'default'} text={t(`asset.online.${asset.online}`)} />)}
      </DetailSection>
      <DetailSection title={t('asset.detail.running')}>
        {item('asset.runMileage', metresToKilometres(asset.runMileage), true)}
        {item('asset.bootTime', formatDateTime(asset.bootTime), true)}
        {item('asset.totalWorkDuration', secondsToHours(asset.totalWorkDuration), true)}
        {item('asset.totalWheelPulses', formatCount(asset.totalWheelPulses), true)}
        {item('asset.cleanMode', <EnumTag enumeration={CLEAN_MODE} value={asset.cleanMode} />)}
        {item('asset.runStatus', <EnumTag enumeration={RUN_STATUS} value={asset.runStatus} />)}
        {item('asset.balance', <EnumTag enumeration={BALANCE} value={asset.balance} />)}
        {item('asset.batteryState', <EnumTag enumeration={BATTERY_STATE} value={asset.batteryState} />)}
      </DetailSection>
    </>
  );
}

// The table tabs come when one is first opened (the page opens on the overview).
const loadTables = () => import(/* webpackChunkName: "asset-tables" */ './AssetTables');
const Components = lazyPart(namedExport(loadTables, (module) => module.Components));
const Exceptions = lazyPart(namedExport(loadTables, (module) => module.Exceptions));

export default function AssetDetail() {
  const intl = useIntl();
  const access = useAccess();
  const { id = '' } = useParams<{ id: string }>();
  const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
  const { data: asset, loading, error } = useData(() => fetchAsset(id, SILENT), { refreshDeps: [id], cacheKey: `asset-${id}` });
  useDynamicEntry(`/assets/list/detail/${encodeURIComponent(id)}`, asset ? `${asset.assetNumber} ${asset.name}` : undefined);
  const back = () => history.push('/assets/list');

  if (error && !asset) {
    return (
      <PageFrame onBack={back}>
        <RecordFailure error={error} notFoundId="asset.detail.notFound" failedId="asset.detail.failed" backId="asset.detail.back" onBack={back} />
      </PageFrame>
    );
  }
  const tabs = [
    { key: 'overview', label: t('asset.detail.overview'), children: asset ? <Overview asset={asset} t={t} /> : null },
    access['platform:assets:list:detail:robotComponent']
      ? { key: 'components', label: t('asset.detail.components'), children: <Components id={id} t={t} /> }
      : null,
    access['platform:assets:list:detail:exception'] ? { key: 'exceptions', label: t('asset.detail.exceptions'), children: <Exceptions id={id} t={t} /> } : null,
  ].filter((tab): tab is NonNullable<typeof tab> => tab !== null);
  return (
    <PageFrame title={asset ? t('asset.detail.title', { name: asset.name }) : ' '} onBack={back} loading={loading && !asset}>
      <Tabs items={tabs} destroyOnHidden />
    </PageFrame>
  );
}
