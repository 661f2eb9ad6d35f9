/**
 * The place antd's Empty takes in a table or a list ("no data" with its small
 * picture), held by an empty box of its size: antd's Empty loads when it is
 * first drawn (src/shims/lazyEmpty.tsx), and this box stands in meanwhile, so
 * nothing moves when it comes. A table also shows it while its first page is
 * coming (`emptyWhileLoading`): antd draws its Empty under the spinner then,
 * which showed "no data" before there was an answer, and would fetch the
 * Empty on every list's cold load.
 */
import type { TableProps } from 'antd';
import { theme } from 'antd';

/** antd's Empty with its small picture, as a table draws it: its picture, the gap, one line of text, and its margins. */
export function EmptyHold() {
  const { token } = theme.useToken();
  return <div aria-hidden="true" style={{ height: token.controlHeightLG + token.marginXS + token.fontSize * token.lineHeight, marginBlock: token.marginXL }} />;
}

/** A table's locale while its first page comes: the empty box in place of antd's Empty, unless the table says what it shows. */
export function emptyWhileLoading<Row>(locale: TableProps<Row>['locale'], loading: boolean): TableProps<Row>['locale'] {
  if (!loading || locale?.emptyText !== undefined) return locale;
  return { ...locale, emptyText: <EmptyHold /> };
}
