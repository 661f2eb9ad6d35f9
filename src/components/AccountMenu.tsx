/**
 * The account dropdown: account and name as read-only lines, then personal
 * center, change password and log out.
 */
import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Avatar, Dropdown, Space, theme } from 'antd';
import { finishLogout } from '@/request/session';
import { logout } from '@/services/auth';
import { emptyState } from '@/startup/initialState';

export default function AccountMenu() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const avatar = useModel('avatar');
  const { token } = theme.useToken();
  const user = initialState?.currentUser;
  if (!user) return null;

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // a failed logout behaves as success
    }
    await setInitialState(emptyState());
    finishLogout();
  };

  return (
    <Dropdown
      menu={{
        items: [
          {
            key: 'account',
            disabled: true,
            label: intl.formatMessage({ id: 'header.account' }, { account: user.account }),
          },
          { key: 'name', disabled: true, label: intl.formatMessage({ id: 'header.name' }, { name: user.name }) },
          { type: 'divider' },
          { key: '/account/center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'header.center' }) },
          { key: '/account/settings', icon: <LockOutlined />, label: intl.formatMessage({ id: 'header.settings' }) },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'header.logout' }) },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') void onLogout();
          else history.push(key);
        },
      }}
    >
      <Space data-testid="account-menu" style={{ cursor: 'pointer', padding: '0 8px' }}>
        <Avatar size="small" src={avatar.url} icon={<UserOutlined />} data-testid="header-avatar" />
        <span style={{ color: token.colorText }}>{user.name || user.account}</span>
      </Space>
    </Dropdown>
  );
}
