/**
 * The list table's look: ProTable's spacing, colours and sizes for the parts
 * ListTable draws (the search card, the table card, its toolbar and the
 * selection bar), from antd's tokens, so the lists look as they did under
 * ProTable in both colour schemes. Registered with antd's CSS-in-JS engine
 * (`useStyleRegister`, with the theme and hash class of antd's public
 * `theme.useToken()`), so it follows the theme as antd's own styles do.
 */
import { useStyleRegister } from '@ant-design/cssinjs';
import { FastColor } from '@ant-design/fast-color';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { useContext } from 'react';

export const LIST_CLASS = 'console-list';

/** Registers the styles; returns the hash class to put beside `LIST_CLASS`. */
export function useListStyle(): string {
  const { theme, token, hashId } = antdTheme.useToken();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const antCls = `.${getPrefixCls()}`;
  useStyleRegister({ theme, token, hashId, path: [LIST_CLASS, antCls] }, () => ({
    [`.${LIST_CLASS}`]: {
      [`.${LIST_CLASS}-search`]: {
        marginBlockEnd: 16,
        padding: 24,
        background: token.colorBgContainer,
        borderRadius: token.borderRadius,
        [`${antCls}-form-item`]: { marginBlock: 0 },
        [`.${LIST_CLASS}-search-row`]: { rowGap: 24 },
        [`.${LIST_CLASS}-search-fold`]: { display: 'inline-flex', alignItems: 'center', color: token.colorPrimary, paddingInline: 0, gap: 0 },
      },
      [`.${LIST_CLASS}-card`]: {
        paddingBlock: '0 16px',
        paddingInline: 24,
        background: token.colorBgContainer,
        borderRadius: token.borderRadius,
        [`${antCls}-table-wrapper ${antCls}-table-pagination${antCls}-pagination`]: { marginBlockEnd: 0 },
      },
      [`.${LIST_CLASS}-toolbar`]: {
        display: 'flex',
        justifyContent: 'space-between',
        paddingBlock: token.padding,
        lineHeight: 1,
        '&-left': {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: token.marginXS,
          maxWidth: 'calc(100% - 200px)',
        },
        '&-title': { color: token.colorTextHeading, fontWeight: 500, fontSize: token.fontSizeLG },
        '&-right': {
          flex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: token.marginXS,
        },
        '&-actions': { display: 'flex', alignItems: 'center', gap: token.marginXS },
        '&-options': { display: 'flex', alignItems: 'center', gap: token.marginXS, lineHeight: '32px' },
        '&-option': {
          marginInline: 4,
          color: token.colorIconHover,
          fontSize: token.fontSizeLG,
          cursor: 'pointer',
          '&:hover': { color: token.colorPrimary },
        },
      },
      [`.${LIST_CLASS}-row-actions`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: token.marginXS },
      // A row's link buttons sit in its text as links do: no padding, no height of their own.
      [`${antCls}-table-cell ${antCls}-btn-link`]: { paddingInline: 0, height: 'auto', borderWidth: 0 },
      [`.${LIST_CLASS}-alert`]: {
        marginBlockEnd: 16,
        paddingBlock: token.paddingSM,
        paddingInline: token.paddingLG,
        background: new FastColor(token.colorTextBase).setA(0.02).toRgbString(),
        borderRadius: token.borderRadius,
        color: token.colorTextTertiary,
      },
    },
    [`.${LIST_CLASS}-columns`]: {
      minWidth: 200,
      [`.${LIST_CLASS}-columns-head`]: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingBlockEnd: token.paddingXS,
        marginBlockEnd: token.marginXS,
        borderBlockEnd: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
      },
      [`.${LIST_CLASS}-columns-list`]: { display: 'flex', flexDirection: 'column', gap: token.marginXXS, maxHeight: 360, overflowY: 'auto' },
    },
  }));
  return hashId;
}
