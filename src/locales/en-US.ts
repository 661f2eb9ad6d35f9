/**
 * The bundled en-US dictionary: the words of the public pages and those of the signed-in console. Server
 * translations are merged over it at startup. The build loads the two parts as chunks of their own.
 */
import consoleWords from './en-US.console';
import publicWords from './en-US.public';

export default { ...publicWords, ...consoleWords };
