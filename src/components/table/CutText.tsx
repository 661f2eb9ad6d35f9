/**
 * A text cell with a copy button (cut to its width when asked), drawn as ProTable drew it:
 * antd's Typography.Text. A chunk of its own (textCell.tsx loads it when a list first draws such
 * a cell): Typography's copy, edit and ellipsis code, with TextArea and copy-to-clipboard, is
 * about 12 KB gzip that lists without a copyable column never need.
 */
import { Typography } from 'antd';
import type { TextCellProps } from './textCell';

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
