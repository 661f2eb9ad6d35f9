/**
 * The zh-CN words of the pages open to everyone (sign-in, registration, password recovery, invitations),
 * of the shared messages (request failures, load failures, the language menu) and of form rules and server
 * field errors: the part of the dictionary a start loads first (src/startup/locales.ts).
 */
import account from './zh-CN/account';
import common from './zh-CN/common';
import login from './zh-CN/login';
import request from './zh-CN/request';

export default { ...account, ...common, ...login, ...request };
