/**
 * The list in the bell's popover: pages of 5, more within 20 px of the bottom until the loaded count equals the total,
 * read on click (the item or its link).
 */
import { Link, useIntl } from '@umijs/max';
import { Badge, Empty, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNotifications, markRead, NOTIFICATION_PAGE_SIZE, type Notification } from '@/services/notifications';
import { notificationLink, notificationTitle } from './message';

/** Section 4: more loads when the list is scrolled within this distance of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 20;
export const LIST_HEIGHT_PX = 320;

/** The items of a page this list does not show yet: new notifications move the pages, so an item may come again. */
function unseen(shown: Notification[], page: Notification[]): Notification[] {
  return page.filter((item) => !shown.some((seen) => seen.noSqlId === item.noSqlId));
}

export default function NotificationList({ userId, onRead }: { userId: string; onRead: () => void }) {
  const intl = useIntl();
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(false);
  /** Nothing more to load: the loaded count reached the total, or the server's list ended. */
  const [complete, setComplete] = useState(false);
  // What the list shows, read by the calls as they go (state lags a render behind).
  const shown = useRef<Notification[]>([]);
  const page = useRef(0);
  const busy = useRef(false);
  const done = useRef(false);
  /** Ids whose status update is on its way: a second click (the item, then its link) sends nothing more. */
  const reading = useRef(new Set<string>());

  const show = useCallback((next: Notification[]) => {
    shown.current = next;
    setItems(next);
  }, []);

  const loadMore = useCallback(async () => {
    if (busy.current || done.current) return;
    busy.current = true;
    setLoading(true);
    let totalCount = total;
    try {
      // Section 4: the list stops when the loaded count (without repeats) equals the total, not after so many pages.
      let end = false;
      let added: Notification[];
      do {
        // A page of repeats only (notifications that arrived since the last page pushed its items down) asks for the next
        // at once: no scroll would come to ask for it, the list not having grown.
        const next = await fetchNotifications(userId, page.current + 1);
        page.current += 1;
        added = unseen(shown.current, next.items);
        show([...shown.current, ...added]);
        totalCount = next.totalCount;
        end = page.current * NOTIFICATION_PAGE_SIZE >= totalCount;
      } while (added.length === 0 && !end);
      // The server's list ended short of its count: what arrived since the first page is at its top.
      const fresh: Notification[] = [];
      for (let top = 1; end && shown.current.length + fresh.length < totalCount; top += 1) {
        const head = await fetchNotifications(userId, top);
        const more = unseen([...fresh, ...shown.current], head.items);
        if (more.length === 0) break;
        fresh.push(...more);
        totalCount = head.totalCount;
      }
      if (fresh.length > 0) show([...fresh, ...shown.current]);
      done.current = end || shown.current.length >= totalCount;
    } catch {
      // shown by the pipeline; the list keeps what it has (a first page that failed shows as empty)
      totalCount = totalCount ?? 0;
      done.current = shown.current.length >= totalCount;
    } finally {
      setTotal(totalCount);
      setComplete(done.current);
      busy.current = false;
      setLoading(false);
    }
  }, [show, total, userId]);

  useEffect(() => {
    void loadMore();
    // the first page, once per mount (the bell remounts the list at every opening)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_MORE_THRESHOLD_PX) void loadMore();
  };

  /** Section 4: an unread item becomes read when clicked, its title or its link: one status update with its key. */
  const read = async (item: Notification) => {
    const current = shown.current.find((entry) => entry.noSqlId === item.noSqlId) ?? item;
    if (current.status || reading.current.has(item.noSqlId)) return;
    reading.current.add(item.noSqlId);
    try {
      await markRead([item.noSqlId]);
      show(shown.current.map((entry) => (entry.noSqlId === item.noSqlId ? { ...entry, status: 1 } : entry)));
      onRead();
    } catch {
      // shown by the pipeline
    } finally {
      reading.current.delete(item.noSqlId);
    }
  };

  const allLoaded = total !== undefined && complete;
  return (
    <div
      style={{ width: 360, maxHeight: LIST_HEIGHT_PX, overflowY: 'auto' }}
      onScroll={onScroll}
      data-testid="notification-list"
    >
      {items.length === 0 && allLoaded ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'notice.allViewed' })} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => {
            const link = notificationLink(item);
            return (
              <List.Item
                key={item.noSqlId}
                onClick={() => void read(item)}
                style={{ cursor: item.status ? 'default' : 'pointer' }}
                data-testid="notification-item"
                data-id={item.noSqlId}
                data-unread={item.status ? 'false' : 'true'}
                actions={
                  link
                    ? [
                        <Link
                          key="go"
                          to={link}
                          onClick={(event) => {
                            // The item's own click would send the update again: the link sends it, then navigates.
                            event.stopPropagation();
                            void read(item);
                          }}
                        >
                          {intl.formatMessage({ id: 'notice.goTo' })}
                        </Link>,
                      ]
                    : undefined
                }
              >
                <List.Item.Meta
                  title={
                    <Badge dot={!item.status} offset={[6, 0]}>
                      <Typography.Text strong={!item.status}>{notificationTitle(intl, item)}</Typography.Text>
                    </Badge>
                  }
                  description={dayjs(item.createTime).format('YYYY-MM-DD HH:mm:ss')}
                />
              </List.Item>
            );
          }}
        />
      )}
      {loading && <Spin size="small" style={{ display: 'block', margin: '8px auto' }} />}
      {allLoaded && items.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '8px 0' }}>
          {intl.formatMessage({ id: 'notice.allViewed' })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
