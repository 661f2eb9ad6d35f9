/** The display settings popover: light/dark, eye protection, top or left menu, full screen. */
import { FullscreenExitOutlined, FullscreenOutlined, SettingOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { useFullscreen } from 'ahooks';
import { Button, Popover, Space, Switch, Typography } from 'antd';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Space style={{ width: 240, justifyContent: 'space-between' }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Space>
  );
}

export default function DisplaySettings() {
  const intl = useIntl();
  const display = useModel('display');
  const [fullscreen, { toggleFullscreen }] = useFullscreen(() => document.documentElement);
  const t = (id: string) => intl.formatMessage({ id });
  const underControl = /^\/control(\/|$)/.test(history.location.pathname);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('display.title')}
      content={
        <Space direction="vertical" data-testid="display-settings">
          <Row label={t('display.dark')}>
            <Switch checked={display.dark} onChange={display.setDark} aria-label={t('display.dark')} />
          </Row>
          <Row label={t('display.eyes')}>
            <Switch checked={display.eyes} onChange={display.setEyes} aria-label={t('display.eyes')} />
          </Row>
          <Row label={t('display.leftMenu')}>
            <Switch
              checked={display.layout === 'mix'}
              disabled={underControl}
              onChange={(on) => display.setLayout(on ? 'mix' : 'top')}
              aria-label={t('display.leftMenu')}
            />
          </Row>
          <Row label={t('display.fullscreen')}>
            <Button
              size="small"
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={toggleFullscreen}
              aria-label={t('display.fullscreen')}
            />
          </Row>
        </Space>
      }
    >
      <Button type="text" icon={<SettingOutlined />} aria-label={t('display.title')} title={t('display.title')} data-testid="display-button" />
    </Popover>
  );
}
