/**
 * A list's text cell that is cut to its width or has a copy button: antd's Typography.Text.
 * A cut text shows whole in a tooltip when it does not fit; the copy button says "Copied" for a
 * moment after a press, and the press does not reach the row.
 */
import { Typography } from 'antd';

/** A list's text cell: its text, and whether it is cut to the cell's width or has a copy button. */
export interface TextCellProps {
  text: string;
  copyable: boolean;
  ellipsis: boolean;
}

const CELL_STYLE = { width: '100%', margin: 0, padding: 0 };

export function TextCell({ text, copyable, ellipsis }: TextCellProps) {
  return (
    <Typography.Text
      style={CELL_STYLE}
      ellipsis={ellipsis ? { tooltip: text } : false}
      // The button's name says what it does ("Copy", then "Copied"); no tooltip repeats it.
      copyable={copyable ? { text, tooltips: false } : false}
    >
      {text}
    </Typography.Text>
  );
}
