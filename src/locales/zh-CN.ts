/**
 * The bundled zh-CN dictionary: the words of the public pages and those of the signed-in console. Server
 * translations are merged over it at startup. The build loads the two parts as chunks of their own.
 */
import consoleWords from './zh-CN.console';
import publicWords from './zh-CN.public';

export default { ...publicWords, ...consoleWords };
