/**
 * A list's text cell that is cut to its width or has a copy button: antd's Typography.Text.
 * A cut text shows whole in a tooltip when it does not fit; the copy button says "Copied" for a
 * moment after a press, and the press does not reach the row. The text (in the cell and in the
 * tooltip) is a value from the server, isolated from the page's direction (DataText).
 */
import { Typography } from 'antd';
import { DataText, textDirection } from '@/components/DataText';

/** A list's text cell: its text, and whether it is cut to the cell's width or has a copy button. */
export interface TextCellProps {
  text: string;
  copyable: boolean;
  ellipsis: boolean;
  /** The text is always left-to-right (a path, a serial, an email): see DataText. */
  ltr?: boolean;
}

const CELL_STYLE = { width: '100%', margin: 0, padding: 0 };

export function TextCell({ text, copyable, ellipsis, ltr = false }: TextCellProps) {
  // The isolation goes around the whole text: Typography cuts a plain text to its width (an element inside it would be cut whole).
  return (
    <DataText ltr={ltr}>
      <Typography.Text
        // antd's Typography sets its own direction in a right-to-left page: the text's own is given to it here, so a
        // path keeps its slashes in place and a Latin name is cut at its end.
        style={{ ...CELL_STYLE, direction: textDirection(text, ltr) }}
        ellipsis={ellipsis ? { tooltip: <DataText ltr={ltr}>{text}</DataText> } : false}
        // The button's name says what it does ("Copy", then "Copied"); no tooltip repeats it.
        copyable={copyable ? { text, tooltips: false } : false}
      >
        {text}
      </Typography.Text>
    </DataText>
  );
}
