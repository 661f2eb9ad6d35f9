/** The last step of a flow: success, and the way to sign in (the account filled in). */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

export default function Done({ titleId, subTitleId, account }: { titleId: string; subTitleId: string; account?: string }) {
  const intl = useIntl();
  const to = account ? `/user/login?account=${encodeURIComponent(account)}` : '/user/login';
  return (
    <Result
      status="success"
      title={intl.formatMessage({ id: titleId })}
      subTitle={intl.formatMessage({ id: subTitleId }, { account: account ?? '' })}
      extra={
        <Button type="primary" onClick={() => history.replace(to)} data-testid="to-login">
          {intl.formatMessage({ id: 'account.toLogin' })}
        </Button>
      }
    />
  );
}
