/**
 * A list's text cell that is cut to its width or has a copy button, drawn as antd's
 * Typography.Text draws it (its classes and style), without Typography's copy, edit and
 * measured-ellipsis code (with TextArea: about 10 KB gzip the lists with a copyable column
 * loaded for it).
 * - Cut: cut by CSS, with the whole text in antd's Tooltip when the text is cut, as Typography's
 *   ellipsis tooltip does (measured when the pointer comes over it).
 * - With a copy button: antd's copy button after the text (its class, icon and words, "Copied"
 *   with a check for 3 s after a press); the text before it is cut by CSS when the cell is cut
 *   (antd cut it by measuring, with "..."; CSS cuts with "…", as every other cut cell).
 */
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { Tooltip } from 'antd';
import { ConfigContext } from 'antd/es/config-provider';
import useLocale from 'antd/es/locale/useLocale';
import { forwardRef, useContext, useEffect, useState, type CSSProperties, type HTMLAttributes, type MouseEvent } from 'react';
import { cx } from '@/components/lean/cx';
import { TypographyBase } from '@/components/lean/LeanTypography';
import { copyText } from '@/utils/clipboard';

/** A list's text cell: its text, and whether it is cut to the cell's width or has a copy button. */
export interface TextCellProps {
  text: string;
  copyable: boolean;
  ellipsis: boolean;
}

/** How long the copy button says "Copied" (antd's time). */
export const COPIED_MS = 3000;

const CELL_STYLE: CSSProperties = { width: '100%', margin: 0, padding: 0 };

/**
 * The text as antd's Typography.Text draws it, cut by CSS when `ellipsis` (no tooltip, no copy
 * button). Tooltip gives it its pointer handlers and ref.
 */
export const PlainTextCell = forwardRef<HTMLElement, TextCellProps & HTMLAttributes<HTMLElement>>(function PlainTextCell(
  // The copy button is CopyCell's: the plain cell draws none.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  { text, ellipsis, copyable, ...handlers },
  ref,
) {
  const prefix = useContext(ConfigContext).getPrefixCls('typography');
  return (
    <TypographyBase
      {...handlers}
      ref={ref}
      component="span"
      className={cx(ellipsis && `${prefix}-ellipsis`, ellipsis && `${prefix}-ellipsis-single-line`) || undefined}
      style={CELL_STYLE}
      title=""
    >
      {text}
    </TypographyBase>
  );
});

/** A cut text: the whole text in a tooltip when the pointer comes over it and it does not fit. */
function CutCell({ text }: { text: string }) {
  const [cut, onPointerEnter] = useCut();
  return (
    <Tooltip title={cut ? text : undefined}>
      <PlainTextCell text={text} ellipsis copyable={false} onPointerEnter={onPointerEnter} />
    </Tooltip>
  );
}

/** Whether the pointer is over a text that does not fit: the tooltip then shows it whole. */
function useCut() {
  const [cut, setCut] = useState(false);
  const onPointerEnter = (event: MouseEvent<HTMLElement>) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  return [cut, onPointerEnter] as const;
}

/** A text with antd's copy button after it; the text cut by CSS when `ellipsis`, whole in a tooltip when cut. */
function CopyCell({ text, ellipsis }: { text: string; ellipsis: boolean }) {
  const prefix = useContext(ConfigContext).getPrefixCls('typography');
  const [words] = useLocale('Text');
  const [cut, onPointerEnter] = useCut();
  // The time of the last copy: a second press starts the 3 s again.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return undefined;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const copy = (event: MouseEvent) => {
    // As antd: the press does not reach the row.
    event.preventDefault();
    event.stopPropagation();
    // A browser that refuses both ways leaves the button as it was ("Copy"), as antd's does.
    copyText(text).then(
      () => setCopiedAt(Date.now()),
      () => undefined,
    );
  };
  const copied = copiedAt !== null;
  const shown = ellipsis ? (
    <Tooltip title={cut ? text : undefined}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} onPointerEnter={onPointerEnter}>
        {text}
      </span>
    </Tooltip>
  ) : (
    text
  );
  return (
    <TypographyBase component="span" style={ellipsis ? { ...CELL_STYLE, display: 'inline-flex', alignItems: 'baseline' } : CELL_STYLE} title="">
      {shown}
      <button type="button" className={cx(`${prefix}-copy`, copied && `${prefix}-copy-success`)} aria-label={copied ? words?.copied : words?.copy} onClick={copy}>
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </TypographyBase>
  );
}

export function TextCell(props: TextCellProps) {
  if (props.copyable) return <CopyCell text={props.text} ellipsis={props.ellipsis} />;
  return props.ellipsis ? <CutCell text={props.text} /> : <PlainTextCell {...props} />;
}
