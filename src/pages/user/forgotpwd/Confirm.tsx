import { useIntl } from '@umijs/max';
import AuthShell from '@/components/AuthShell';
import { resetForgottenPassword } from '@/services/account';
import CodeStep from '../components/CodeStep';
import { FORGOT_START, FORGOT_STEPS } from './steps';

/**
 * /user/forgotpwd/confirm: the emailed code; the password changes here. The
 * server does not tell whether the email has an account (an unknown one gets
 * the same answer and no mail, and its code is always wrong), so the step
 * says a code was sent if an account uses the address.
 */
export default function ForgotConfirm() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'forgot.title' })} steps={{ ids: FORGOT_STEPS, current: 2 }}>
      <CodeStep
        purpose="forget"
        startPath={FORGOT_START}
        next="/user/forgotpwd/tologin"
        sentMessageId="forgot.codeSent"
        submit={async (input) => {
          await resetForgottenPassword(input);
          return { account: input.emailName, cipher: undefined };
        }}
      />
    </AuthShell>
  );
}
