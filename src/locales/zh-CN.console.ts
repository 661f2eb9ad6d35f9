/**
 * The zh-CN words of the signed-in console (menu, screens, dispatch): the part of the dictionary a
 * signed-in start loads beside the first (src/startup/locales.ts).
 */
import agent from './zh-CN/agent';
import asset from './zh-CN/asset';
import enterprise from './zh-CN/enterprise';
import map from './zh-CN/map';
import menu from './zh-CN/menu';
import notice from './zh-CN/notice';
import operations from './zh-CN/operations';
import ota from './zh-CN/ota';
import person from './zh-CN/person';
import resource from './zh-CN/resource';
import role from './zh-CN/role';
import task from './zh-CN/task';

export default { ...agent, ...asset, ...enterprise, ...map, ...menu, ...notice, ...operations, ...ota, ...person, ...resource, ...role, ...task };
