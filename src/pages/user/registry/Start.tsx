import { Link, useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import EmailStep from '../components/EmailStep';
import { REGISTRY_STEPS } from './steps';

/** /user/registry/start: the email a code goes to. */
export default function RegistryStart() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: REGISTRY_STEPS, current: 0 }}>
      <EmailStep purpose="register" next="/user/registry/setpwd" />
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/user/login">{intl.formatMessage({ id: 'account.haveAccount' })}</Link>
      </p>
    </AuthShell>
  );
}
