export default {
  'login.title': 'Sign in',
  'login.subtitle': 'Manage and dispatch your robots and equipment',
  'login.account': 'Account',
  'login.password': 'Password',
  'login.accountRequired': 'Enter your account',
  'login.passwordRequired': 'Enter your password',
  'login.submit': 'Sign in',
  'login.wrongCredentials': 'Wrong account or password, please try again',
  'login.keyError': 'The password cannot be encrypted: {reason}',
  'login.forgot': 'Forgot password',
  'login.register': 'Register',
};
