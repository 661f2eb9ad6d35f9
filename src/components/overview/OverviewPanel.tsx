/**
 * One panel of the overview: a card with its title and a link into its
 * section; while its call is on its way, the card's own loading state; when
 * it failed, one message (what failed, in the pipeline's words) and a retry,
 * whatever the other panels do; when there is nothing to show, what would
 * show there.
 */
import { Link, useIntl } from '@umijs/max';
import { Button, Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { failureText } from '@/request/notify';

/**
 * Each panel's body is at least as tall as it is once loaded on a fresh start
 * of the simulator (measured at 1,350 px wide; the robots' scene list scrolls
 * past 240 px), so its loading state, its failure and its empty state take
 * the same room and the panels below do not move when figures arrive.
 */
const BODY_MIN_HEIGHT = { robots: 564, trend: 290, pushes: 388, exceptions: 242, expiries: 360, notices: 280 } as const;

export type PanelId = keyof typeof BODY_MIN_HEIGHT;

/** The panel's call as useData gives it: its answer (kept through a failed refresh), failure, whether on its way, and a retry. */
export interface PanelCall {
  data: unknown;
  error: unknown;
  loading: boolean;
  refresh: () => void;
}

export interface OverviewPanelProps {
  /** The test id, the key of its words (`overview.<id>.title`, `.empty`) and of its body's least height. */
  id: PanelId;
  /** Where its section is (the link at the card's end); none: no link. */
  to?: string;
  /** The link's words (a dictionary id): "Open" unless given. */
  linkId?: string;
  call: PanelCall;
  /** The answer holds nothing to show: what would show there is said instead. */
  empty: boolean;
  children?: ReactNode;
}

export default function OverviewPanel({ id, to, linkId = 'overview.open', call, empty, children }: OverviewPanelProps) {
  const { error, loading, refresh: onRetry } = call;
  // Whether there was an answer (a failed refresh keeps the last one shown).
  const loaded = call.data !== undefined;
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const failure = error !== undefined && error !== null && (
    <div role="alert" data-testid="overview-panel-failure">
      <Typography.Text type="danger">{t('overview.failed')}</Typography.Text>{' '}
      <Typography.Text type="secondary">{failureText(error)}</Typography.Text>{' '}
      <Button size="small" onClick={onRetry} loading={loading}>
        {t('overview.retry')}
      </Button>
    </div>
  );
  let body: ReactNode;
  if (!loaded && failure) body = failure;
  else if (empty && loaded) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`overview.${id}.empty`)} />;
  else body = children;
  return (
    <Card
      size="small"
      title={t(`overview.${id}.title`)}
      extra={to ? <Link to={to}>{t(linkId)}</Link> : undefined}
      loading={loading && !loaded && !failure}
      data-testid={`overview-${id}`}
      style={{ height: '100%' }}
      styles={{ body: { minHeight: BODY_MIN_HEIGHT[id] } }}
    >
      {loaded && failure}
      {body}
    </Card>
  );
}
