/**
 * Look and layout (specification sections 1, 3 and 9): light top navigation,
 * green primary, fixed 56 px header, fluid content, no footer.
 */
export const THEME = {
  colorPrimary: '#33a379',
  colorLinkHover: '#53b08b',
  colorLinkActive: '#207d5e',
  headerHeight: 56,
  /**
   * Section 9's twelve chart colours, in the order a chart takes them (the
   * overview's plots, src/components/overview): the primary green first, then
   * hues apart from it and from each other, readable on a light and a dark
   * ground; the last a neutral grey (what is off, offline, pending).
   */
  chartColors: [
    '#33a379',
    '#1783ff',
    '#f0884d',
    '#7863ff',
    '#f5b800',
    '#e8475a',
    '#00b8c4',
    '#d580ff',
    '#8a6d2e',
    '#ff80ca',
    '#2491b3',
    '#8c8c8c',
  ],
  /**
   * Section 9's twelve tag colours: antd's preset colour names (a Tag of one
   * follows the light or dark algorithm by itself), in the order tags take them.
   */
  tagColors: ['green', 'blue', 'orange', 'purple', 'gold', 'red', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime', 'yellow'],
} as const;

export interface ConsoleSettings {
  colorPrimary: string;
  navTheme: 'light' | 'realDark';
  layout: 'top' | 'mix';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  footerRender: false;
  pwa: boolean;
  iconfontUrl: string;
  title: string;
  token: { header: { heightLayoutHeader: number } };
  eyesProtectionMode: 'open' | 'close';
}

export const defaultSettings: ConsoleSettings = {
  colorPrimary: THEME.colorPrimary,
  navTheme: 'light',
  layout: 'top',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  colorWeak: false,
  footerRender: false,
  pwa: false,
  iconfontUrl: '',
  title: '',
  token: { header: { heightLayoutHeader: THEME.headerHeight } },
  eyesProtectionMode: 'close',
};

export default defaultSettings;
