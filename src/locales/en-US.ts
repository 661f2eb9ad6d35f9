/**
 * The bundled en-US dictionary: the words of the public pages and those of the signed-in console. Server
 * translations are merged over it at startup. The build loads the parts as chunks of their own: the public
 * words, the console's, and each section's (src/startup/locales.ts `loadSectionWords`).
 */
import consoleWords from './en-US.console';
import publicWords from './en-US.public';
import business from './en-US/business';
import normalization from './en-US/normalization';
import production from './en-US/production';
import system from './en-US/system';

export default { ...publicWords, ...consoleWords, ...business, ...normalization, ...production, ...system };
