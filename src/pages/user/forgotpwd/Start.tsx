import { Link, useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import EmailStep from '../components/EmailStep';
import { FORGOT_STEPS } from './steps';

/** /user/forgotpwd/start: the account's email; a recovery code goes there. */
export default function ForgotStart() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'forgot.title' })} steps={{ ids: FORGOT_STEPS, current: 0 }}>
      <EmailStep purpose="forget" next="/user/forgotpwd/setpwd" />
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/user/login">{intl.formatMessage({ id: 'account.haveAccount' })}</Link>
      </p>
    </AuthShell>
  );
}
