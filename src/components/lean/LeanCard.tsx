/** antd's Card with a body only (no title, tabs, cover, actions or loading state); small and hoverable as antd's. */
import { ConfigContext } from 'antd/es/config-provider';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/card/style';
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';

export interface LeanCardProps {
  className?: string;
  style?: CSSProperties;
  bordered?: boolean;
  size?: 'small' | 'default';
  hoverable?: boolean;
  children?: ReactNode;
}

export default function LeanCard({ className, style, bordered = true, size: customSize, hoverable = false, children }: LeanCardProps) {
  const { getPrefixCls, direction, card } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const size = useSize<string | undefined>(customSize);
  const classString = cx(
    prefixCls,
    card?.className,
    bordered && `${prefixCls}-bordered`,
    hoverable && `${prefixCls}-hoverable`,
    size && `${prefixCls}-${size}`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  );
  return wrapCSSVar(
    <div className={classString} style={{ ...card?.style, ...style }}>
      <div className={cx(`${prefixCls}-body`, card?.classNames?.body) || undefined} style={{ ...card?.styles?.body }}>
        {children}
      </div>
    </div>,
  );
}
