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
import AntdTypography from 'antd/es/typography/Typography';
import {
  forwardRef,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '@/components/lean/cx';
import type { TextCellProps } from './CutText';

export type { TextCellProps };

let Loaded: ComponentType<TextCellProps> | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => Loaded;

function load(): void {
  pending ??= import(/* webpackChunkName: "list-text-cell" */ './CutText').then(
    (module) => {
      Loaded = module.default;
      listeners.forEach((listener) => listener());
    },
    () => {
      pending = undefined; // the next cell drawn tries again
    },
  );
}

const Typography = AntdTypography as unknown as ComponentType<
  HTMLAttributes<HTMLElement> & { component: string; style?: CSSProperties; children?: ReactNode; ref?: Ref<HTMLElement> }
>;

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
    <Typography
      {...handlers}
      ref={ref}
      component="span"
      className={cx(ellipsis && `${prefix}-ellipsis`, ellipsis && `${prefix}-ellipsis-single-line`) || undefined}
      style={{ width: '100%', margin: 0, padding: 0 }}
      title=""
    >
      {text}
    </Typography>
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
  const Cell = useSyncExternalStore(subscribe, loaded, loaded);
  useEffect(() => {
    if (!Cell) load();
  }, [Cell]);
  return Cell ? <Cell {...props} /> : <PlainTextCell {...props} />;
}

export function TextCell(props: TextCellProps) {
  if (props.copyable) return <CopyCell {...props} />;
  return props.ellipsis ? <CutCell text={props.text} /> : <PlainTextCell {...props} />;
}
