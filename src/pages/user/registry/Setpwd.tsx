import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import PasswordStep from '../components/PasswordStep';
import { REGISTRY_START, REGISTRY_STEPS } from './steps';

/** /user/registry/setpwd */
export default function RegistrySetpwd() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: REGISTRY_STEPS, current: 1 }}>
      <PasswordStep startPath={REGISTRY_START} next="/user/registry/confirm" />
    </AuthShell>
  );
}
