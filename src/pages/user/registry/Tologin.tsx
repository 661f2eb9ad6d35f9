import { useIntl, useModel } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import Done from '../components/Done';
import { REGISTRY_START, REGISTRY_STEPS } from './steps';

/** /user/registry/tologin: the account exists; sign in. */
export default function RegistryTologin() {
  const intl = useIntl();
  const { flow } = useModel('accountFlow');
  return (
    <AuthShell title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: REGISTRY_STEPS, current: 4 }}>
      <Done titleId="registry.done.title" subTitleId="registry.done.subTitle" account={flow.account} startPath={REGISTRY_START} />
    </AuthShell>
  );
}
