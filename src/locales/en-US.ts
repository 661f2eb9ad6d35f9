/** The bundled en-US dictionary; server translations are merged over it at startup. */
import common from './en-US/common';
import login from './en-US/login';
import menu from './en-US/menu';
import request from './en-US/request';

export default { ...common, ...menu, ...request, ...login };
