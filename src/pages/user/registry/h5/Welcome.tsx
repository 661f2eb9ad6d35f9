import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import AuthFrame from '@/components/AuthFrame';

/** /user/registry/h5 and /h5/welcome: what follows, and a start button. */
export default function H5Welcome() {
  const intl = useIntl();
  return (
    <AuthFrame mobile title={intl.formatMessage({ id: 'registry.h5.welcome.title' })}>
      <Result
        status="info"
        subTitle={intl.formatMessage({ id: 'registry.h5.welcome.subTitle' })}
        extra={
          <Button type="primary" size="large" block onClick={() => history.push('/user/registry/h5/start')}>
            {intl.formatMessage({ id: 'registry.h5.start' })}
          </Button>
        }
      />
    </AuthFrame>
  );
}
