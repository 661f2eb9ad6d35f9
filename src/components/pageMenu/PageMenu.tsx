/**
 * The page menu (top layout: the header; mixed layout: the side): the menu
 * tree the user may see, the current item highlighted, and under each section
 * its dynamic sub-menus after a divider (the records opened lately).
 *
 * ProLayout keeps drawing the menu (its theme, selection, open keys,
 * collapse); this part only hands it the items, through `menuProps`.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl, useLocation } from '@umijs/max';
import type { MenuProps } from 'antd';
import React, { cloneElement, isValidElement, useMemo } from 'react';
import { menuIcon } from '../menuIcon';
import { menuTree, type MenuNode } from '../menuTree';
import { removeDynamicEntry, sectionOf, useDynamicMenu, type DynamicEntry, type DynamicMenu } from './dynamicMenu';

export type MenuItems = NonNullable<MenuProps['items']>;
type Translate = (id: string) => string;

function DynamicLabel({ entry, removeLabel }: { entry: DynamicEntry; removeLabel: string }) {
  return (
    <span className="console-dynamic-entry" data-testid="dynamic-menu-entry">
      <Link to={entry.path}>{entry.title}</Link>
      <CloseOutlined
        role="button"
        aria-label={removeLabel}
        title={removeLabel}
        style={{ marginInlineStart: 8, fontSize: 10 }}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          removeDynamicEntry(entry.path);
        }}
      />
    </span>
  );
}

function nodeItem(node: MenuNode, depth: number, translate: Translate): MenuItems[number] {
  const title = translate(node.titleId);
  return {
    key: node.path,
    icon: depth === 0 ? menuIcon(node.icon) : undefined,
    label: node.children.length ? title : <Link to={node.path}>{title}</Link>,
    children: node.children.length ? node.children.map((child) => nodeItem(child, depth + 1, translate)) : undefined,
  };
}

/** The items of the page menu: the visible tree, each section's dynamic entries after a divider. */
export function pageMenuItems(tree: MenuNode[], dynamic: DynamicMenu, translate: Translate): MenuItems {
  const removeLabel = translate('header.menu.dynamicRemove');
  return tree.map((node) => {
    const item = nodeItem(node, 0, translate);
    const entries = dynamic[node.path] ?? [];
    if (!entries.length || !item || !('key' in item)) return item;
    const own = node.children.length ? node.children.map((child) => nodeItem(child, 1, translate)) : [nodeItem(node, 1, translate)];
    return {
      ...item,
      label: translate(node.titleId),
      children: [
        ...own,
        { type: 'divider', key: `${node.path}#dynamic` },
        ...entries.map((entry) => ({ key: entry.path, label: <DynamicLabel entry={entry} removeLabel={removeLabel} /> })),
      ],
    } as MenuItems[number];
  });
}

/** Hands `menuProps` to ProLayout's menu element, wherever it sits in what ProLayout drew. */
function inject(node: React.ReactNode, menuProps: MenuProps): React.ReactNode {
  if (!isValidElement(node)) return node;
  const props = node.props as { menuData?: unknown; menuProps?: MenuProps; children?: React.ReactNode };
  if ('menuData' in props) return cloneElement(node as React.ReactElement<typeof props>, { menuProps: { ...props.menuProps, ...menuProps } });
  if (isValidElement(props.children)) return cloneElement(node, undefined, inject(props.children, menuProps));
  return node;
}

function PageMenuHost({ base }: { base: React.ReactNode }) {
  const access = useAccess();
  const intl = useIntl();
  const dynamic = useDynamicMenu();
  const { pathname } = useLocation();
  const menuProps = useMemo(() => {
    const items = pageMenuItems(menuTree(access), dynamic, (id) => intl.formatMessage({ id }));
    const section = sectionOf(pathname);
    const onDynamic = dynamic[section]?.some((entry) => entry.path === pathname);
    return onDynamic ? { items, selectedKeys: [section, pathname] } : { items };
  }, [access, dynamic, intl, pathname]);
  return <>{inject(base, menuProps)}</>;
}

/** For ProLayout's headerContentRender / menuContentRender: its menu, with our items. */
export function renderPageMenu(base: React.ReactNode): React.ReactNode {
  return <PageMenuHost base={base} />;
}
