/** The one shared page for screens later issues build: it says so plainly. */
import { useIntl, useLocation, useSelectedRoutes } from '@umijs/max';
import { Result } from 'antd';

export default function Pending() {
  const intl = useIntl();
  const location = useLocation();
  const names = useSelectedRoutes()
    .map((match) => (match.route as { name?: string }).name)
    .filter((name): name is string => Boolean(name));
  const title = names.length ? intl.formatMessage({ id: ['menu', ...names].join('.') }) : location.pathname;
  return (
    <div data-testid="pending-screen">
      <Result
        status="info"
        title={intl.formatMessage({ id: 'page.pending.title' })}
        subTitle={intl.formatMessage({ id: 'page.pending.subTitle' }, { name: title })}
      />
    </div>
  );
}
