/** The password-recovery steps, in order (section 2). */
export const FORGOT_STEPS = ['forgot.step.email', 'forgot.step.password', 'forgot.step.verify', 'forgot.step.done'];
export const FORGOT_START = '/user/forgotpwd/start';
