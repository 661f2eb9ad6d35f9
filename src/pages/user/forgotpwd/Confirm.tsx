import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import { resetForgottenPassword } from '@/services/account';
import CodeStep from '../components/CodeStep';
import { FORGOT_START, FORGOT_STEPS } from './steps';

/** /user/forgotpwd/confirm: the emailed code; the password changes here. */
export default function ForgotConfirm() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'forgot.title' })} steps={{ ids: FORGOT_STEPS, current: 2 }}>
      <CodeStep
        purpose="forget"
        startPath={FORGOT_START}
        next="/user/forgotpwd/tologin"
        submit={async (input) => {
          await resetForgottenPassword(input);
          return { account: input.emailName, cipher: undefined };
        }}
      />
    </AuthShell>
  );
}
