export default {
  'login.title': '登录',
  'login.subtitle': '机器人与设备的管理和调度平台',
  'login.account': '账号',
  'login.password': '密码',
  'login.accountRequired': '请输入账号',
  'login.passwordRequired': '请输入密码',
  'login.submit': '登录',
  'login.wrongCredentials': '账号或密码错误，请重新输入',
  'login.keyError': '无法加密密码：{reason}',
  'login.forgot': '忘记密码',
  'login.register': '注册账号',
};
