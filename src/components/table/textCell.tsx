/**
 * A list's text cell that is cut to its width or has a copy button.
 * - Cut only: drawn here as antd's Typography.Text draws it (its classes, cut by CSS), with the
 *   whole text in antd's Tooltip when the text is cut, as Typography's ellipsis tooltip does
 *   (measured when the pointer comes over it).
 * - With a copy button: antd's Typography.Text itself (CutText.tsx: with a copy button, antd cuts
 *   the text by measuring it), loaded when a list first draws one. Until it arrives (and if it
 *   cannot load) the cell shows its text cut by CSS without the button; once it has loaded,
 *   every such cell draws it at once.
 */
import { Tooltip } from 'antd';
import { ConfigContext } from 'antd/es/config-provider';
import { forwardRef, useContext, useEffect, useState, type HTMLAttributes } from 'react';
import { cx } from '@/components/lean/cx';
import { TypographyBase } from '@/components/lean/LeanTypography';
import { loadedOnce } from '@/components/loadedOnce';
import type { TextCellProps } from './CutText';

export type { TextCellProps };

/** antd's Typography.Text with a copy button, fetched once for every copyable cell. */
const copyableText = loadedOnce(() => import(/* webpackChunkName: "list-text-cell" */ './CutText').then((module) => module.default));

/**
 * The text as antd's Typography.Text draws it, cut by CSS when `ellipsis` (no tooltip, no copy
 * button). Tooltip gives it its pointer handlers and ref.
 */
export const PlainTextCell = forwardRef<HTMLElement, TextCellProps & HTMLAttributes<HTMLElement>>(function PlainTextCell(
  // The copy button is CutText's: the plain cell draws none.
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
      style={{ width: '100%', margin: 0, padding: 0 }}
      title=""
    >
      {text}
    </TypographyBase>
  );
});

/** A cut text: the whole text in a tooltip when the pointer comes over it and it does not fit. */
function CutCell({ text }: { text: string }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? text : undefined}>
      <PlainTextCell
        text={text}
        ellipsis
        copyable={false}
        onPointerEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
      />
    </Tooltip>
  );
}

/** A text with a copy button: antd's Typography.Text, once loaded. */
function CopyCell(props: TextCellProps) {
  const Cell = copyableText.useLoaded();
  useEffect(() => {
    // Until it loads (or if it cannot) the text shows without its button; the next cell drawn tries again.
    if (!Cell) copyableText.fetch().catch(() => undefined);
  }, [Cell]);
  return Cell ? <Cell {...props} /> : <PlainTextCell {...props} />;
}

export function TextCell(props: TextCellProps) {
  if (props.copyable) return <CopyCell {...props} />;
  return props.ellipsis ? <CutCell text={props.text} /> : <PlainTextCell {...props} />;
}
