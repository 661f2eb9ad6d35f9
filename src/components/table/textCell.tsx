/**
 * A list's text cell that is cut to its width or has a copy button (CutText.tsx, antd's
 * Typography.Text), loaded when a list first draws one. Until it arrives (and if it cannot load)
 * the cell shows its text as antd draws it, cut the same way, without the tooltip and the copy
 * button; once it has loaded, every such cell draws it at once.
 */
import { ConfigContext } from 'antd/es/config-provider';
import AntdTypography from 'antd/es/typography/Typography';
import { useContext, useEffect, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { cx } from '@/components/lean/cx';

export interface TextCellProps {
  text: string;
  copyable: boolean;
  ellipsis: boolean;
}

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

const Typography = AntdTypography as unknown as ComponentType<{
  component: string;
  className?: string;
  style?: CSSProperties;
  title?: string;
  children?: ReactNode;
}>;

/** The text as antd's Typography.Text draws it before it measures (no tooltip, no copy button). */
export function PlainTextCell({ text, ellipsis }: TextCellProps) {
  const prefix = useContext(ConfigContext).getPrefixCls('typography');
  return (
    <Typography
      component="span"
      className={cx(ellipsis && `${prefix}-ellipsis`, ellipsis && `${prefix}-ellipsis-single-line`) || undefined}
      style={{ width: '100%', margin: 0, padding: 0 }}
      title=""
    >
      {text}
    </Typography>
  );
}

export function TextCell(props: TextCellProps) {
  const Cell = useSyncExternalStore(subscribe, loaded, loaded);
  useEffect(() => {
    if (!Cell) load();
  }, [Cell]);
  return Cell ? <Cell {...props} /> : <PlainTextCell {...props} />;
}
