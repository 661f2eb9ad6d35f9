/**
 * A text cell with a copy button (cut to its width when asked), drawn as ProTable drew it:
 * antd's Typography.Text. A chunk of its own (textCell.tsx loads it when a list first draws such
 * a cell): Typography's copy, edit and ellipsis code, with TextArea and copy-to-clipboard, is
 * about 12 KB gzip that lists without a copyable column never need.
 */
import { Typography } from 'antd';

/** A list's text cell: its text, and whether it is cut to the cell's width or has a copy button. */
export interface TextCellProps {
  text: string;
  copyable: boolean;
  ellipsis: boolean;
}

export default function CutText({ text, copyable, ellipsis }: TextCellProps) {
  return (
    <Typography.Text
      style={{ width: '100%', margin: 0, padding: 0 }}
      title=""
      copyable={copyable ? { text, tooltips: ['', ''] } : undefined}
      ellipsis={ellipsis ? { tooltip: text } : false}
    >
      {text}
    </Typography.Text>
  );
}
