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

export interface OverviewPanelProps {
  /** The test id and the key of its words (`overview.<id>.title`, `.empty`). */
  id: string;
  /** Where its section is (the link at the card's end); none: no link. */
  to?: string;
  /** The link's words (a dictionary id): "Open" unless given. */
  linkId?: string;
  loading: boolean;
  error: unknown;
  /** Whether there was an answer (a failed refresh keeps the last one shown). */
  loaded: boolean;
  empty: boolean;
  onRetry: () => void;
  /** The body's least height (its loaded height): loading, failure and empty states take the same room. */
  minBodyHeight?: number;
  children?: ReactNode;
}

export default function OverviewPanel({ id, to, linkId = 'overview.open', loading, error, loaded, empty, onRetry, minBodyHeight, children }: OverviewPanelProps) {
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
      styles={{ body: { minHeight: minBodyHeight } }}
    >
      {loaded && failure}
      {body}
    </Card>
  );
}
