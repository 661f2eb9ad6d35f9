/**
 * The overview's panels (docs/api.md "Overview"): each asks its own call,
 * shows its own loading, failure and emptiness (OverviewPanel), draws its
 * figures at once and its plot after the first paint, from a chunk of its
 * own (./charts, "overview-charts"). The screen draws a panel only for an
 * account holding its key (./Overview.tsx): no panel, no call.
 */
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Badge, Col, Row, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { namedExport, lazyPart } from '@/components/lazyPart';
import { notificationLink, notificationTitle } from '@/components/notifications/message';
import { useMountAfterPaint } from '@/components/useMountAfterPaint';
import { SILENT } from '@/request/pipeline';
import { useData } from '@/request/useData';
import { fetchNotifications, markRead } from '@/services/notifications';
import { fetchOverviewExceptions, fetchOverviewExpiries, fetchOverviewPushes, fetchOverviewRobots, fetchOverviewTrend } from '@/services/overview';
import { EXCEPTION_LEVEL } from '@/services/types/asset';
import type { StatusColor } from '@/services/types/enumeration';
import { EXPIRY_KINDS, ROBOT_STATES, type RobotState, type RobotStateCounts } from '@/services/types/overview';
import { formatDate, formatDateTime } from '@/utils/format';
import OverviewPanel from './OverviewPanel';
import { CHART_HEIGHT, CHART_MARGIN, EXPIRY_COLORS, STATE_COLORS, TREND_COLORS } from './palette';
import { useTranslate, type Translate } from '@/utils/translate';

/** The robots' figures refresh this often while the page is shown (paused while it is hidden). */
export const ROBOTS_POLL_MS = 10_000;
/** The notifications panel reads the newest this many and shows the unread among them, at most NOTICES_SHOWN. */
export const NOTICES_READ = 20;
export const NOTICES_SHOWN = 5;

const loadCharts = () => import(/* webpackChunkName: "overview-charts" */ './charts');
/** The plots: one chunk, fetched when the first of them is drawn, after the page's first paint. */
/** Where a plot will be, until it is: the same room, so nothing moves when it arrives. */
const CHART_SLOT = <div aria-hidden style={{ height: CHART_HEIGHT, margin: `${CHART_MARGIN}px 0` }} />;
const StateDonut = lazyPart(namedExport(loadCharts, (module) => module.StateDonut), { fallback: CHART_SLOT });
const TrendChart = lazyPart(namedExport(loadCharts, (module) => module.TrendChart), { fallback: CHART_SLOT });
const PushBars = lazyPart(namedExport(loadCharts, (module) => module.PushBars), { fallback: CHART_SLOT });


/**
 * A figure: its name (with its colour's dot, the colour the plots give it, or
 * a status) over its number, formatted as the console's words format numbers.
 * Plain text, so the landing page's first bytes carry little more of antd.
 */
function Figure({ title, value, testId, color, status }: { title: string; value: number; testId?: string; color?: string; status?: StatusColor }) {
  const intl = useIntl();
  return (
    <div data-testid={testId}>
      {/* A badge only with its colour: antd draws one without a colour or status as a red count. */}
      {color || status ? (
        <Badge color={color} status={status} text={<Typography.Text type="secondary">{title}</Typography.Text>} />
      ) : (
        <Typography.Text type="secondary">{title}</Typography.Text>
      )}
      <div style={{ fontSize: 20, lineHeight: 1.4 }}>{intl.formatNumber(value)}</div>
    </div>
  );
}

const COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 6, marginTop: 12 };
const LINE: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' };
const STACK: CSSProperties = { display: 'flex', flexDirection: 'column' };

/**
 * The rows of a panel's list, one under the other; a long list (every scene,
 * for platform staff) scrolls, and is then a named region the keyboard can
 * reach and scroll (`label`).
 */
function Rows({ children, testId, maxHeight, label }: { children: ReactNode[]; testId: string; maxHeight?: number; label?: string }) {
  if (!maxHeight) {
    return (
      <div data-testid={testId} style={COLUMN}>
        {children}
      </div>
    );
  }
  // A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
  return (
    <div data-testid={testId} role="region" aria-label={label} tabIndex={0} style={{ ...COLUMN, maxHeight, overflowY: 'auto' }}>
      {children}
    </div>
  );
}

function stateLine(t: Translate, format: (value: number) => string, counts: RobotStateCounts): string {
  return ROBOT_STATES.map((state) => `${t(`overview.state.${state}`)} ${format(counts[state])}`).join(' · ');
}

export function RobotsPanel() {
  const t = useTranslate();
  const { formatNumber } = useIntl();
  const painted = useMountAfterPaint();
  const call = useData(fetchOverviewRobots, { cacheKey: 'overview-robots', pollingInterval: ROBOTS_POLL_MS });
  const { data } = call;
  const total = data ? ROBOT_STATES.reduce((sum, state) => sum + data.total[state], 0) : 0;
  const manyCompanies = new Set(data?.scenes.map((scene) => scene.companyName)).size > 1;
  return (
    <OverviewPanel id="robots" to="/assets/list" call={call} empty={total === 0}>
      {data && (
        <>
          <Row gutter={[8, 8]}>
            {ROBOT_STATES.map((state) => (
              <Col key={state} xs={12} sm={6}>
                <Figure color={STATE_COLORS[state]} title={t(`overview.state.${state}`)} value={data.total[state]} testId={`overview-robots-${state}`} />
              </Col>
            ))}
          </Row>
          {painted ? (
            <StateDonut
              counts={data.total}
              labels={Object.fromEntries(ROBOT_STATES.map((state) => [state, t(`overview.state.${state}`)])) as Record<RobotState, string>}
              totalLabel={t('overview.robots.total')}
            />
          ) : (
            CHART_SLOT
          )}
          <Typography.Text strong>{t('overview.robots.perScene')}</Typography.Text>
          <Rows testId="overview-robots-scenes" maxHeight={240} label={t('overview.robots.perScene')}>
            {[
              ...data.scenes.map((scene) => (
                <div key={scene.sceneId} style={LINE}>
                  <Typography.Text ellipsis style={{ maxWidth: '40%' }}>
                    {scene.sceneName}
                    {/* A platform account reaches several companies, whose scenes may share a name. */}
                    {manyCompanies ? <Typography.Text type="secondary">{` · ${scene.companyName}`}</Typography.Text> : null}
                  </Typography.Text>
                  <Typography.Text type="secondary">{stateLine(t, formatNumber, scene.counts)}</Typography.Text>
                </div>
              )),
              ...(ROBOT_STATES.some((state) => data.unplaced[state] > 0)
                ? [
                    <div key="unplaced" style={LINE}>
                      <Typography.Text type="secondary">{t('overview.robots.unplaced')}</Typography.Text>
                      <Typography.Text type="secondary">{stateLine(t, formatNumber, data.unplaced)}</Typography.Text>
                    </div>,
                  ]
                : []),
            ]}
          </Rows>
        </>
      )}
    </OverviewPanel>
  );
}

export function PushesPanel() {
  const t = useTranslate();
  const painted = useMountAfterPaint();
  const call = useData(fetchOverviewPushes, { cacheKey: 'overview-pushes' });
  const { data } = call;
  return (
    <OverviewPanel id="pushes" to="/ota/update" call={call} empty={data?.running === 0}>
      {data && (
        <>
          <Figure title={t('overview.pushes.running')} value={data.running} testId="overview-pushes-running" />
          {painted ? (
            <PushBars
              pushes={data.items}
              labels={{ installed: t('overview.pushes.installed'), failed: t('overview.pushes.failed'), pending: t('overview.pushes.pending') }}
            />
          ) : (
            CHART_SLOT
          )}
          <Rows testId="overview-pushes-list">
            {data.items.map((push) => {
              const query = new URLSearchParams({ push: push.id, keyword: push.packageName });
              return (
                <div key={push.id} style={STACK}>
                  <Link to={`/ota/update?${query.toString()}`}>{push.packageName}</Link>
                  <Typography.Text type="secondary">
                    {t('overview.pushes.progress', { installed: push.installed, failed: push.failed, pending: push.pending, total: push.total })}
                  </Typography.Text>
                </div>
              );
            })}
          </Rows>
        </>
      )}
    </OverviewPanel>
  );
}

export function ExceptionsPanel() {
  const t = useTranslate();
  const access = useAccess() as Record<string, boolean>;
  const call = useData(fetchOverviewExceptions, { cacheKey: 'overview-exceptions' });
  const { data } = call;
  return (
    <OverviewPanel id="exceptions" to="/assets/list" call={call} empty={data?.total === 0}>
      {data && (
        <>
          <Row gutter={[8, 8]}>
            {data.levels.map(({ level, count }) => (
              <Col key={level} xs={12} sm={6}>
                <Figure status={EXCEPTION_LEVEL.colorOf(level)} title={t(EXCEPTION_LEVEL.idOf(level))} value={count} testId={`overview-exceptions-level-${level}`} />
              </Col>
            ))}
          </Row>
          <Typography.Text strong>{t('overview.exceptions.devices')}</Typography.Text>
          <Rows testId="overview-exceptions-devices">
            {data.devices.map((device) => (
              <div key={device.assetId} style={LINE}>
                {access['platform:assets:list:detail'] ? (
                  <Link to={`/assets/list/detail/${encodeURIComponent(device.assetId)}`}>{device.assetNumber}</Link>
                ) : (
                  <Typography.Text>{device.assetNumber}</Typography.Text>
                )}
                <Typography.Text type="secondary">{device.name}</Typography.Text>
                <span>
                  <Badge status={EXCEPTION_LEVEL.colorOf(device.level)} text={t(EXCEPTION_LEVEL.idOf(device.level))} />{' '}
                  <Typography.Text>{t('overview.exceptions.count', { count: device.count })}</Typography.Text>
                </span>
              </div>
            ))}
          </Rows>
        </>
      )}
    </OverviewPanel>
  );
}

export function ExpiriesPanel() {
  const t = useTranslate();
  const access = useAccess() as Record<string, boolean>;
  const call = useData(fetchOverviewExpiries, { cacheKey: 'overview-expiries' });
  const { data } = call;
  const total = data ? EXPIRY_KINDS.reduce((sum, kind) => sum + data.counts[kind], 0) : 0;
  return (
    <OverviewPanel id="expiries" to="/assets/list" call={call} empty={total === 0}>
      {data && (
        <>
          <Row gutter={[8, 8]}>
            {EXPIRY_KINDS.map((kind) => (
              <Col key={kind} xs={8}>
                <Figure color={EXPIRY_COLORS[kind]} title={t(`overview.expiry.${kind}`)} value={data.counts[kind]} testId={`overview-expiries-${kind}`} />
              </Col>
            ))}
          </Row>
          <Rows testId="overview-expiries-list">
            {data.items.map((item) => (
              <div key={`${item.assetId}-${item.kind}`} style={LINE}>
                {access['platform:assets:list:detail'] ? (
                  <Link to={`/assets/list/detail/${encodeURIComponent(item.assetId)}`}>{item.assetNumber}</Link>
                ) : (
                  <Typography.Text>{item.assetNumber}</Typography.Text>
                )}
                <Badge color={EXPIRY_COLORS[item.kind]} text={t(`overview.expiry.${item.kind}`)} />
                <Typography.Text type="secondary">{formatDate(item.expiresAt)}</Typography.Text>
              </div>
            ))}
          </Rows>
        </>
      )}
    </OverviewPanel>
  );
}

export function TrendPanel() {
  const t = useTranslate();
  const painted = useMountAfterPaint();
  const access = useAccess() as Record<string, boolean>;
  const call = useData(fetchOverviewTrend, { cacheKey: 'overview-trend' });
  const { data } = call;
  const series = (['tasksFinished', 'exceptions'] as const).filter((name) => data?.days.some((day) => day[name] !== null));
  const sum = (name: (typeof series)[number]) => (data ? data.days.reduce((total, day) => total + (day[name] ?? 0), 0) : 0);
  const empty = series.every((name) => sum(name) === 0);
  return (
    <OverviewPanel
      id="trend"
      to={access['platform:business:global'] ? '/business/global' : '/assets/list'} call={call} empty={empty}
    >
      {data && (
        <>
          <Row gutter={[8, 8]}>
            {series.map((name) => (
              <Col key={name} xs={12}>
                <Figure color={TREND_COLORS[name]} title={t(`overview.trend.${name}`)} value={sum(name)} testId={`overview-trend-${name}`} />
              </Col>
            ))}
          </Row>
          {painted ? (
            <TrendChart
              days={data.days.map((day) => ({ ...day, label: formatDate(day.end) }))}
              series={series}
              labels={{ tasksFinished: t('overview.trend.tasksFinished'), exceptions: t('overview.trend.exceptions') }}
            />
          ) : (
            CHART_SLOT
          )}
        </>
      )}
    </OverviewPanel>
  );
}

export function NotificationsPanel() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id ?? '';
  const call = useData(() => fetchNotifications(userId, 1, NOTICES_READ, SILENT), {
    cacheKey: `overview-notices-${userId}`,
    ready: userId !== '',
  });
  const { data } = call;
  const unread = (data?.items ?? []).filter((item) => !item.status).slice(0, NOTICES_SHOWN);
  /** Following one reads it, as the bell's list does. */
  const follow = (id: string) => {
    markRead([id])
      .then(() => data && call.mutate({ ...data, items: data.items.map((item) => (item.noSqlId === id ? { ...item, status: 1 } : item)) }))
      .catch(() => undefined);
  };
  return (
    <OverviewPanel id="notices" call={call} empty={unread.length === 0}>
      <Rows testId="overview-notices-list">
        {unread.map((item) => {
          const link = notificationLink(item);
          return (
            <div key={item.noSqlId} style={STACK}>
              {link ? (
                <Link to={link} onClick={() => follow(item.noSqlId)}>
                  {notificationTitle(intl, item)}
                </Link>
              ) : (
                <Typography.Text>{notificationTitle(intl, item)}</Typography.Text>
              )}
              <Typography.Text type="secondary">{formatDateTime(item.createTime)}</Typography.Text>
            </div>
          );
        })}
      </Rows>
    </OverviewPanel>
  );
}

