/**
 * Stands in for moment (the build replaces every import of moment and its
 * locales with this module, see .umirc.ts). Umi's locale plugin imports
 * moment only to call `moment.locale()` when the language changes; nothing in
 * the console uses moment (antd 5 and our formatting use dayjs), so the
 * 65 KB library and its locale stayed in the entry chunk for nothing.
 */
const moment = {
  locale(): string {
    return 'en';
  },
};

export default moment;
