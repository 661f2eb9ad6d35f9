/**
 * What the build puts in place of Umi's generated language selector
 * (plugin-locale/SelectLang.tsx, see .umirc.ts). The console has its own
 * (src/components/LanguageMenu.tsx, with the whole catalog); Umi's would only
 * show in the layout's right content, which the console turns off. Left in,
 * it brought antd's Dropdown and Menu into the entry chunk.
 */
export interface HeaderDropdownProps {
  placement?: string;
}

export function SelectLang(): null {
  return null;
}
