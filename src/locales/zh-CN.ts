/** The bundled zh-CN dictionary; server translations are merged over it at startup. */
import account from './zh-CN/account';
import agent from './zh-CN/agent';
import asset from './zh-CN/asset';
import common from './zh-CN/common';
import enterprise from './zh-CN/enterprise';
import login from './zh-CN/login';
import map from './zh-CN/map';
import menu from './zh-CN/menu';
import notice from './zh-CN/notice';
import operations from './zh-CN/operations';
import ota from './zh-CN/ota';
import person from './zh-CN/person';
import request from './zh-CN/request';
import resource from './zh-CN/resource';
import role from './zh-CN/role';

export default { ...common, ...menu, ...request, ...login, ...account, ...notice, ...asset, ...map, ...enterprise, ...role, ...agent, ...person, ...resource, ...ota, ...operations };
