/**
 * The bell of the header (sections 2, 4 and 9): a dot while anything is
 * unread (the flag refreshes hourly, paused while the tab is hidden); the
 * popover locks page scrolling and reloads the list, loads more near the
 * bottom until all are loaded, and marks an unread item read on click.
 * The list is a chunk of its own, fetched when the pointer first comes near.
 */
import { BellOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Badge, Button, Popover } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUnreadFlag } from '@/services/notifications';
import { lazyPart } from '../lazyPart';

const NotificationList = lazyPart(() => import(/* webpackChunkName: "header-notifications" */ './NotificationList'));

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

/**
 * The unread flag: fetched at once, then hourly; an hour that ends while the
 * tab is hidden waits, and the flag is fetched when the tab shows again.
 */
export function useUnreadFlag(enabled: boolean) {
  const [data, setData] = useState<boolean>();
  const refresh = useCallback(async () => {
    try {
      setData(await fetchUnreadFlag());
    } catch {
      // shown by the pipeline; the dot stays as it was
    }
  }, []);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: number | undefined;
    let due = false;
    const fetchAndWait = () => {
      due = false;
      void refresh();
      timer = window.setTimeout(hourEnded, FLAG_REFRESH_MS);
    };
    const hourEnded = () => {
      if (document.visibilityState === 'hidden') due = true;
      else fetchAndWait();
    };
    const onVisibility = () => {
      if (due && document.visibilityState !== 'hidden') fetchAndWait();
    };
    fetchAndWait();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, refresh]);
  return { data, refresh };
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
      <Button type="text" aria-label={label} title={label} data-testid="notification-bell" onPointerEnter={NotificationList.preload}>
        <Badge dot={unread === true} data-testid="notification-dot" offset={[-2, 2]}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
