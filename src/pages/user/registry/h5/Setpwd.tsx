import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import PasswordStep from '../../components/PasswordStep';
import { H5_START, H5_STEPS } from './steps';

/** /user/registry/h5/setpwd */
export default function H5Setpwd() {
  const intl = useIntl();
  return (
    <AuthShell mobile title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: H5_STEPS, current: 1 }}>
      <PasswordStep startPath={H5_START} next="/user/registry/h5/perfect" />
    </AuthShell>
  );
}
