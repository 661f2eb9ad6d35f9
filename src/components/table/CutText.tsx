/**
 * A text cell cut to its width (the whole text in a tooltip when it is cut) or with a copy
 * button, drawn as ProTable drew it: antd's Typography.Text. A chunk of its own (textCell.tsx
 * loads it when a list first draws such a cell): Typography's copy, edit and ellipsis code, with
 * TextArea and copy-to-clipboard, is about 12 KB gzip that most lists never draw.
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
