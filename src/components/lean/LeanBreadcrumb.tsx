/**
 * antd's Breadcrumb for the page frame's header (ProLayout's PageHeader
 * imports it; .umirc.ts, 'lean-page-header' hands it this one): the same
 * markup and style for what a header's breadcrumb is given, its `items`
 * (each a title, a path or an address) with `params`, `itemRender` (the
 * layout's, which draws the links), `separator`, and the nav's own props,
 * without antd's parts for a crumb's drop-down menu, the deprecated
 * children and routes, which no header has. Every screen in a page frame
 * draws it, so antd's Breadcrumb component (about 2 KB gzip) left them.
 */
import type { BreadcrumbProps } from 'antd';
import { ConfigContext } from 'antd/es/config-provider';
import useBreadcrumbStyle from 'antd/es/breadcrumb/style';
import { renderItem } from 'antd/es/breadcrumb/useItemRender';
import { Fragment, useContext, type ReactNode } from 'react';
import { cx } from './cx';

type Item = NonNullable<BreadcrumbProps['items']>[number] & { path?: string; href?: string; type?: string; separator?: ReactNode };

/** A crumb's path with the route's params put in, as antd's Breadcrumb makes it. */
function pathOf(params: Record<string, unknown>, path: string | undefined) {
  if (path === undefined) return undefined;
  return Object.keys(params).reduce((merged, key) => merged.replace(`:${key}`, String(params[key])), path.replace(/^\//, ''));
}

/** antd's default crumb: its title with the params put in, as a link when it has an address. */
function titleOf(item: Item, params: Record<string, unknown>): ReactNode {
  if (item.title === undefined || item.title === null) return null;
  const keys = Object.keys(params).join('|');
  return typeof item.title === 'object' ? item.title : String(item.title).replace(new RegExp(`:(${keys})`, 'g'), (found, key: string) => String(params[key] ?? found));
}

export default function LeanBreadcrumb({
  prefixCls: customizePrefixCls,
  separator = '/',
  style,
  className,
  rootClassName,
  items,
  itemRender,
  params = {},
  ...rest
}: BreadcrumbProps) {
  const { getPrefixCls, direction, breadcrumb } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('breadcrumb', customizePrefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useBreadcrumbStyle(prefixCls);
  const separatorOf = (children: ReactNode) => (
    <li className={`${prefixCls}-separator`} aria-hidden="true">
      {children === '' ? children : children || '/'}
    </li>
  );
  const paths: string[] = [];
  const crumbs = ((items ?? []) as Item[]).map((item, index) => {
    const path = pathOf(params as Record<string, unknown>, item.path);
    if (path !== undefined) paths.push(path);
    const key = item.key ?? index;
    if (item.type === 'separator') return <Fragment key={key}>{separatorOf(item.separator)}</Fragment>;
    const href = paths.length && path !== undefined ? `#/${paths.join('/')}` : item.href;
    const link = itemRender
      ? itemRender(item as never, params, (items ?? []) as never, paths)
      : renderItem(prefixCls, item, titleOf(item, params as Record<string, unknown>), href);
    if (link === undefined || link === null) return null;
    const last = index === (items ?? []).length - 1;
    return (
      <Fragment key={key}>
        <li className={`${prefixCls}-item`}>{link}</li>
        {!last && separator ? separatorOf(separator) : null}
      </Fragment>
    );
  });
  return wrapCSSVar(
    <nav
      className={cx(prefixCls, breadcrumb?.className, direction === 'rtl' && `${prefixCls}-rtl`, className, rootClassName, hashId, cssVarCls)}
      style={{ ...breadcrumb?.style, ...style }}
      {...rest}
    >
      <ol>{crumbs}</ol>
    </nav>,
  );
}
