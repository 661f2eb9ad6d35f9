import { useIntl, useModel } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import Done from '../../components/Done';
import { H5_START, H5_STEPS } from './steps';

/** /user/registry/h5/login: the account exists; sign in. */
export default function H5Login() {
  const intl = useIntl();
  const { flow } = useModel('accountFlow');
  return (
    <AuthShell mobile title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: H5_STEPS, current: 3 }}>
      <Done titleId="registry.done.title" subTitleId="registry.done.subTitle" account={flow.account} startPath={H5_START} />
    </AuthShell>
  );
}
