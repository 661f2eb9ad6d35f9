/** antd's Typography.Title and Typography.Paragraph for plain text (no copy, edit or ellipsis). */
import { ConfigContext } from 'antd/es/config-provider';
import AntdTypography from 'antd/es/typography/Typography';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { cx } from './cx';

/** The element Title and Paragraph render through (antd passes it `component`, as they do). */
const Typography = AntdTypography as unknown as ComponentType<{ component: string; className?: string; children?: ReactNode }>;

interface TextProps {
  className?: string;
  children?: ReactNode;
}

export function LeanTitle({ level = 1, className, children }: TextProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return (
    <Typography component={`h${level}`} className={className}>
      {children}
    </Typography>
  );
}

export function LeanParagraph({ type, className, children }: TextProps & { type?: 'secondary' | 'success' | 'warning' | 'danger' }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('typography');
  return (
    <Typography component="div" className={cx(type && `${prefixCls}-${type}`, className) || undefined}>
      {children}
    </Typography>
  );
}
