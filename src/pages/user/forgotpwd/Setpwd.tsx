import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import PasswordStep from '../components/PasswordStep';
import { FORGOT_START, FORGOT_STEPS } from './steps';

/** /user/forgotpwd/setpwd */
export default function ForgotSetpwd() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'forgot.title' })} steps={{ ids: FORGOT_STEPS, current: 1 }}>
      <PasswordStep startPath={FORGOT_START} next="/user/forgotpwd/confirm" labelId="account.newPassword" />
    </AuthShell>
  );
}
