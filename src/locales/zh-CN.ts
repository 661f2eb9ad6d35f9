/** The bundled zh-CN dictionary; server translations are merged over it at startup. */
import common from './zh-CN/common';
import login from './zh-CN/login';
import menu from './zh-CN/menu';
import request from './zh-CN/request';

export default { ...common, ...menu, ...request, ...login };
