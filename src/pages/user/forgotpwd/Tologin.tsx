import { useIntl, useModel } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import Done from '../components/Done';
import { FORGOT_START, FORGOT_STEPS } from './steps';

/** /user/forgotpwd/tologin: the password changed; sign in. */
export default function ForgotTologin() {
  const intl = useIntl();
  const { flow } = useModel('accountFlow');
  return (
    <AuthShell title={intl.formatMessage({ id: 'forgot.title' })} steps={{ ids: FORGOT_STEPS, current: 3 }}>
      <Done titleId="forgot.done.title" subTitleId="forgot.done.subTitle" account={flow.account} startPath={FORGOT_START} />
    </AuthShell>
  );
}
