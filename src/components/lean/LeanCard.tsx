/** antd's Card with a title and a body (no extra, tabs, cover, actions or loading state); small and hoverable as antd's. */
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
  /** The head's title, as antd's `title`. */
  title?: ReactNode;
  children?: ReactNode;
}

export default function LeanCard({ className, style, bordered = true, size: customSize, hoverable = false, title, children }: LeanCardProps) {
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
      {title ? (
        <div className={cx(`${prefixCls}-head`, card?.classNames?.header)} style={{ ...card?.styles?.header }}>
          <div className={`${prefixCls}-head-wrapper`}>
            <div className={cx(`${prefixCls}-head-title`, card?.classNames?.title)} style={{ ...card?.styles?.title }}>
              {title}
            </div>
          </div>
        </div>
      ) : null}
      <div className={cx(`${prefixCls}-body`, card?.classNames?.body) || undefined} style={{ ...card?.styles?.body }}>
        {children}
      </div>
    </div>,
  );
}
