/** The display settings button; its popover's panel (DisplayPanel) is a chunk of its own, fetched when the pointer first comes near. */
import { SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Popover } from 'antd';
import { lazyPart } from './lazyPart';

const DisplayPanel = lazyPart(() => import(/* webpackChunkName: "header-display" */ './DisplayPanel'));

export default function DisplaySettings() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'display.title' });
  return (
    <Popover trigger="click" placement="bottomRight" title={label} content={<DisplayPanel />}>
      <Button type="text" icon={<SettingOutlined />} aria-label={label} title={label} data-testid="display-button" onPointerEnter={DisplayPanel.preload} />
    </Popover>
  );
}
