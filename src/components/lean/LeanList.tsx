/**
 * antd's List in the form the layer order draws it: a small, split list of rows, each with its
 * actions at the end, without pagination, grid, header, footer, loading or the empty state.
 * antd's List brings its pager's machinery, the grid and the empty illustration (about 3 KB
 * gzip) to a dispatch screen that draws a handful of rows at once.
 */
import { Spin } from 'antd';
import { ConfigContext } from 'antd/es/config-provider';
import useSize from 'antd/es/config-provider/hooks/useSize';
import useStyle from 'antd/es/list/style';
import { useContext, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface LeanListProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'small' | 'default' | 'large';
  children?: ReactNode;
}

/** antd's `<List split size>` around LeanListItem rows. */
export function LeanList({ size: customSize, className, style, children, ...rest }: LeanListProps) {
  const { getPrefixCls, direction, list } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('list');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const size = useSize<string | undefined>(customSize);
  const sizeCls = size === 'large' ? 'lg' : size === 'small' ? 'sm' : '';
  return wrapCSSVar(
    <div
      style={{ ...list?.style, ...style }}
      className={cx(prefixCls, sizeCls && `${prefixCls}-${sizeCls}`, `${prefixCls}-split`, direction === 'rtl' && `${prefixCls}-rtl`, list?.className, className, hashId, cssVarCls)}
      {...rest}
    >
      <Spin spinning={false}>
        <ul className={`${prefixCls}-items`}>{children}</ul>
      </Spin>
    </div>,
  );
}

export interface LeanListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Shown at the row's end, as antd's `actions`. */
  actions?: ReactNode[];
  children?: ReactNode;
}

/** antd's `<List.Item actions>` with one child (the row's text or element). */
export function LeanListItem({ actions, className, children, ...rest }: LeanListItemProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('list');
  return (
    <li {...rest} className={cx(`${prefixCls}-item`, className)}>
      {children}
      {actions && actions.length > 0 ? (
        <ul className={`${prefixCls}-item-action`}>
          {actions.map((action, index) => (
            // Keyed by place, as antd's: actions are positional.
            <li key={index}>
              {action}
              {index !== actions.length - 1 && <em className={`${prefixCls}-item-action-split`} />}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
