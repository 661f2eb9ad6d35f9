/** Not-found, forbidden and startup-error screens, in the dictionaries' words. */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

function BackHome() {
  const intl = useIntl();
  return (
    <Button type="primary" onClick={() => history.push('/')}>
      {intl.formatMessage({ id: 'page.backHome' })}
    </Button>
  );
}

export function NotFoundResult() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: 'page.notFound.title' })}
      subTitle={intl.formatMessage({ id: 'page.notFound.subTitle' })}
      extra={<BackHome />}
    />
  );
}

export function ForbiddenResult() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title={intl.formatMessage({ id: 'page.forbidden.title' })}
      subTitle={intl.formatMessage({ id: 'page.forbidden.subTitle' })}
      extra={<BackHome />}
    />
  );
}

export function StartupError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'startup.failed' })}
      subTitle={text}
      extra={
        <Button type="primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'startup.retry' })}
        </Button>
      }
    />
  );
}
