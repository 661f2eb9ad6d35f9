/** The display settings themselves (a chunk of its own, see DisplaySettings): light/dark, eye protection, top or left menu, full screen. */
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { useFullscreen } from 'ahooks';
import { Button, Space, Switch, Typography } from 'antd';
import { useTranslate } from '@/utils/translate';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Space style={{ width: 240, justifyContent: 'space-between' }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Space>
  );
}

export default function DisplayPanel() {
  const display = useModel('display');
  const [fullscreen, { toggleFullscreen }] = useFullscreen(() => document.documentElement);
  const t = useTranslate();
  const underControl = /^\/control(\/|$)/.test(history.location.pathname);
  return (
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
  );
}
