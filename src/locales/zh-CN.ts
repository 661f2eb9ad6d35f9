/**
 * The bundled zh-CN dictionary: the words of the public pages and those of the signed-in console. Server
 * translations are merged over it at startup. The build loads the parts as chunks of their own: the public
 * words, the console's, and each section's (src/startup/locales.ts `loadSectionWords`).
 */
import consoleWords from './zh-CN.console';
import publicWords from './zh-CN.public';
import business from './zh-CN/business';
import normalization from './zh-CN/normalization';
import production from './zh-CN/production';
import system from './zh-CN/system';

export default { ...publicWords, ...consoleWords, ...business, ...normalization, ...production, ...system };
