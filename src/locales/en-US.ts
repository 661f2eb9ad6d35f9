/** The bundled en-US dictionary; server translations are merged over it at startup. */
import account from './en-US/account';
import asset from './en-US/asset';
import common from './en-US/common';
import login from './en-US/login';
import map from './en-US/map';
import menu from './en-US/menu';
import notice from './en-US/notice';
import request from './en-US/request';

export default { ...common, ...menu, ...request, ...login, ...account, ...notice, ...asset, ...map };
