/** The offline state: a banner while the browser has no network, gone when it returns. */
import { useIntl } from '@umijs/max';
import { useNetwork } from 'ahooks';
import { Alert } from 'antd';

export default function NetworkStatus() {
  const intl = useIntl();
  const { online } = useNetwork();
  if (online !== false) return null;
  return (
    <Alert
      banner
      type="warning"
      role="status"
      data-testid="offline-banner"
      message={intl.formatMessage({ id: 'network.offline' })}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
    />
  );
}
