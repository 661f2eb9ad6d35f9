/** The bundled en-US dictionary; server translations are merged over it at startup. */
import account from './en-US/account';
import agent from './en-US/agent';
import asset from './en-US/asset';
import common from './en-US/common';
import enterprise from './en-US/enterprise';
import login from './en-US/login';
import map from './en-US/map';
import menu from './en-US/menu';
import notice from './en-US/notice';
import operations from './en-US/operations';
import ota from './en-US/ota';
import person from './en-US/person';
import request from './en-US/request';
import resource from './en-US/resource';
import role from './en-US/role';

export default { ...common, ...menu, ...request, ...login, ...account, ...notice, ...asset, ...map, ...enterprise, ...role, ...agent, ...person, ...resource, ...ota, ...operations };
