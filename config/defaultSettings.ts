/**
 * Look and layout (specification sections 1, 3 and 9): light top navigation,
 * green primary, fixed 56 px header, fluid content, no footer.
 */
export const THEME = {
  colorPrimary: '#33a379',
  colorLinkHover: '#53b08b',
  colorLinkActive: '#207d5e',
  headerHeight: 56,
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
