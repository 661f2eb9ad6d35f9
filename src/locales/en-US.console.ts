/**
 * The en-US words of the signed-in console (menu, screens, dispatch): the part of the dictionary a
 * signed-in start loads beside the first (src/startup/locales.ts).
 */
import agent from './en-US/agent';
import asset from './en-US/asset';
import enterprise from './en-US/enterprise';
import map from './en-US/map';
import menu from './en-US/menu';
import notice from './en-US/notice';
import operations from './en-US/operations';
import ota from './en-US/ota';
import person from './en-US/person';
import resource from './en-US/resource';
import role from './en-US/role';
import task from './en-US/task';

export default { ...agent, ...asset, ...enterprise, ...map, ...menu, ...notice, ...operations, ...ota, ...person, ...resource, ...role, ...task };
