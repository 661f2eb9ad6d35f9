/**
 * The smallest signed-in shell for tests/bench/floors.mjs's list floor: React DOM, react-intl,
 * antd's ConfigProvider, Layout, Menu (a top navigation), Dropdown, Avatar, Badge, Spin, message and
 * a few icons, with the list screen (list.tsx) loaded on demand as a route would be. No router, no
 * Umi runtime, no ProLayout, no dictionary: the console's shell carries those on top.
 */
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import ConfigProvider from 'antd/es/config-provider';
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Spin from 'antd/es/spin';
import message from 'antd/es/message';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl, RawIntlProvider } from '@umijs/plugins/node_modules/react-intl'; // Umi's copy

const List = lazy(() => import('./list'));

function Shell() {
  return (
    <Layout>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Menu
          mode="horizontal"
          items={[
            { key: 'welcome', icon: <HomeOutlined />, label: 'Welcome' },
            { key: 'assets', icon: <AppstoreOutlined />, label: 'Assets', children: [{ key: 'list', label: 'Asset list' }] },
          ]}
          onClick={() => void message.info('menu')}
        />
        <Badge dot>
          <BellOutlined />
        </Badge>
        <Dropdown menu={{ items: [{ key: 'out', label: 'Sign out' }] }}>
          <Avatar icon={<UserOutlined />} />
        </Dropdown>
      </Layout.Header>
      <Layout.Content>
        <Suspense fallback={<Spin />}>
          <List />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <RawIntlProvider value={createIntl({ locale: 'en-US', messages: {} })}>
    <ConfigProvider theme={{ token: { colorPrimary: '#33a379' } }}>
      <Shell />
    </ConfigProvider>
  </RawIntlProvider>,
);
