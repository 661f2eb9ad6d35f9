/**
 * What Umi's locale plugin gets in place of a language's dictionary
 * (src/locales/<lang>.ts) in the build: nothing. The plugin still registers
 * both languages (with antd's locale for each), and src/startup/locales.ts
 * loads the active language's words as a chunk of their own (see .umirc.ts).
 */
const messages: Record<string, string> = {};

export default messages;
