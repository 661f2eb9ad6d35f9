/**
 * The en-US words of the pages open to everyone (sign-in, registration, password recovery, invitations),
 * of the shared messages (request failures, load failures, the language menu) and of form rules and server
 * field errors: the part of the dictionary a start loads first (src/startup/locales.ts).
 */
import account from './en-US/account';
import common from './en-US/common';
import login from './en-US/login';
import request from './en-US/request';

export default { ...account, ...common, ...login, ...request };
