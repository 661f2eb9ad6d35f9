/**
 * The menu button of the header: a dropdown with the whole menu tree the
 * user may see (top layout, and always under /control).
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { menuIcon } from './menuIcon';
import { menuTree, type MenuNode } from './menuTree';

type Items = NonNullable<MenuProps['items']>;

export default function HeaderMenu() {
  const access = useAccess();
  const intl = useIntl();
  const items = useMemo(() => {
    const build = (nodes: MenuNode[], depth: number): Items =>
      nodes.map((node) => ({
        key: node.path,
        label: intl.formatMessage({ id: node.titleId }),
        icon: depth === 0 ? menuIcon(node.icon) : undefined,
        children: node.children.length ? build(node.children, depth + 1) : undefined,
      }));
    return build(menuTree(access), 0);
  }, [access, intl]);
  const label = intl.formatMessage({ id: 'header.menu' });
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => history.push(key) }}
      rootClassName="console-header-menu"
      overlayStyle={{ minWidth: 200 }}
    >
      <Button type="text" icon={<AppstoreOutlined />} aria-label={label} title={label} data-testid="header-menu" />
    </Dropdown>
  );
}
