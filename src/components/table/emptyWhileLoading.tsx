/**
 * A table's locale while its first page loads: an empty box the size of antd's small Empty in
 * place of "No data", so nothing says "no data" before the server has answered.
 */
import { theme, type TableProps } from 'antd';

/** A blank box as tall as antd's small Empty (picture, gap, one line of text, margins). */
function EmptyBox() {
  const { token } = theme.useToken();
  return <div aria-hidden="true" style={{ height: token.controlHeightLG + token.marginXS + token.fontSize * token.lineHeight, marginBlock: token.marginXL }} />;
}

/** The table's locale, with the blank box as its empty text while `loading`, unless the table gives its own. */
export function emptyWhileLoading<Row>(locale: TableProps<Row>['locale'], loading: boolean): TableProps<Row>['locale'] {
  if (!loading || locale?.emptyText !== undefined) return locale;
  return { ...locale, emptyText: <EmptyBox /> };
}
