/**
 * The bell of the header (sections 2, 4 and 9): a dot while anything is
 * unread (the flag refreshes hourly, paused while the tab is hidden); the
 * popover locks page scrolling and reloads the list, loads more near the
 * bottom until all are loaded, and marks an unread item read on click.
 */
import { BellOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, Popover } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUnreadFlag } from '@/services/notifications';
import NotificationList from './NotificationList';

export const FLAG_REFRESH_MS = 3600 * 1000;

/** While the popover is open the page behind it does not scroll. */
function useScrollLock(locked: boolean) {
  const previous = useRef<string>('');
  useEffect(() => {
    if (!locked) return undefined;
    previous.current = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous.current;
    };
  }, [locked]);
}

/** The unread flag: fetched at once, then hourly, never while the tab is hidden (it catches up when shown). */
export function useUnreadFlag(enabled: boolean) {
  return useRequest(fetchUnreadFlag, {
    pollingInterval: FLAG_REFRESH_MS,
    pollingWhenHidden: false,
    ready: enabled,
  });
}

export default function NotificationBell() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id;
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const { data: unread, refresh: refreshFlag } = useUnreadFlag(Boolean(userId));
  useScrollLock(open);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) setGeneration((value) => value + 1); // reload the list at every opening
  }, []);
  if (!userId) return null;
  const label = intl.formatMessage({ id: 'notice.title' });
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      title={label}
      destroyOnHidden
      content={<NotificationList key={generation} userId={userId} onRead={refreshFlag} />}
    >
      <Button type="text" aria-label={label} title={label} data-testid="notification-bell">
        <Badge dot={unread === true} data-testid="notification-dot" offset={[-2, 2]}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
