/** The bundled zh-CN dictionary; server translations are merged over it at startup. */
import account from './zh-CN/account';
import asset from './zh-CN/asset';
import common from './zh-CN/common';
import login from './zh-CN/login';
import map from './zh-CN/map';
import menu from './zh-CN/menu';
import notice from './zh-CN/notice';
import request from './zh-CN/request';

export default { ...common, ...menu, ...request, ...login, ...account, ...notice, ...asset, ...map };
