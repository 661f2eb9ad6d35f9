/**
 * The last step of a flow: success, and the way to sign in (the account filled in). Opened without
 * the flow behind it (a typed address, a reload), it claims nothing and offers the flow's start.
 */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import FlowGuard from './FlowGuard';

export interface DoneProps {
  titleId: string;
  subTitleId: string;
  /** The account the flow completed; none when the flow was not walked. */
  account?: string;
  startPath: string;
}

export default function Done({ titleId, subTitleId, account, startPath }: DoneProps) {
  const intl = useIntl();
  return (
    <FlowGuard ready={Boolean(account)} startPath={startPath}>
      <Result
        status="success"
        title={intl.formatMessage({ id: titleId })}
        subTitle={intl.formatMessage({ id: subTitleId }, { account: account ?? '' })}
        extra={
          <Button type="primary" onClick={() => history.replace(`/user/login?account=${encodeURIComponent(account ?? '')}`)} data-testid="to-login">
            {intl.formatMessage({ id: 'account.toLogin' })}
          </Button>
        }
      />
    </FlowGuard>
  );
}
