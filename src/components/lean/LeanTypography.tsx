/** antd's Typography.Title, Paragraph, Text and Link for plain text (no copy, edit or ellipsis: their code, TextArea with it, stays out). */
import { ConfigContext } from 'antd/es/config-provider';
import AntdTypography from 'antd/es/typography/Typography';
import { useContext, type ComponentType, type HTMLAttributes, type MouseEventHandler, type ReactNode, type Ref } from 'react';
import { buttonLike } from './buttonLike';
import { cx } from './cx';

/**
 * antd's Typography base, which every Typography part renders through (antd passes it `component`,
 * as these do): the element with antd's typography classes and style, and the props it is given.
 */
export const TypographyBase = AntdTypography as unknown as ComponentType<
  HTMLAttributes<HTMLElement> & { component: string; ref?: Ref<HTMLElement>; 'data-testid'?: string }
>;
interface TextProps {
  className?: string;
  children?: ReactNode;
}

export function LeanTitle({ level = 1, className, children }: TextProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return (
    <TypographyBase component={`h${level}`} className={className}>
      {children}
    </TypographyBase>
  );
}

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

/** The class antd gives a text of a tone. */
function useToneClass(type: Tone | undefined, className: string | undefined): string | undefined {
  const { getPrefixCls } = useContext(ConfigContext);
  return cx(type && `${getPrefixCls('typography')}-${type}`, className) || undefined;
}

export function LeanParagraph({ type, className, children }: TextProps & { type?: Tone }) {
  return (
    <TypographyBase component="div" className={useToneClass(type, className)}>
      {children}
    </TypographyBase>
  );
}

export function LeanText({ type, strong, className, children, 'data-testid': testId }: TextProps & { type?: Tone; strong?: boolean; 'data-testid'?: string }) {
  return (
    <TypographyBase component="span" className={useToneClass(type, className)} data-testid={testId}>
      {strong ? <strong>{children}</strong> : children}
    </TypographyBase>
  );
}

/**
 * antd's Typography.Link for a row's or a bar's action: an anchor that runs `onClick`, in a tone,
 * reached by Tab and run by Enter or Space (`buttonLike`).
 */
export function LeanLink({
  type,
  disabled,
  className,
  onClick,
  children,
  'data-testid': testId,
}: TextProps & { type?: Tone; disabled?: boolean; onClick?: MouseEventHandler<HTMLElement>; 'data-testid'?: string }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const toneClass = useToneClass(type, cx(disabled && `${getPrefixCls('typography')}-disabled`, className) || undefined);
  return (
    <TypographyBase component="a" className={toneClass} onClick={disabled ? undefined : onClick} data-testid={testId} {...buttonLike(disabled)}>
      {children}
    </TypographyBase>
  );
}
