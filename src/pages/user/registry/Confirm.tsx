import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import { register } from '@/services/account';
import CodeStep from '../components/CodeStep';
import { REGISTRY_START, REGISTRY_STEPS } from './steps';

/** /user/registry/confirm: the emailed code; the account is created here. */
export default function RegistryConfirm() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: REGISTRY_STEPS, current: 2 }}>
      <CodeStep
        purpose="register"
        startPath={REGISTRY_START}
        next="/user/registry/perfect"
        submit={async (input) => {
          const created = await register(input);
          return { profileToken: created.profileToken, account: created.account };
        }}
      />
    </AuthShell>
  );
}
