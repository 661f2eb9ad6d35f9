/** The list in the bell's popover: pages of 5, more within 20 px of the bottom, read on click. */
import { Link, useIntl } from '@umijs/max';
import { Badge, Empty, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNotifications, markRead, NOTIFICATION_PAGE_SIZE, type Notification } from '@/services/notifications';
import { notificationLink, notificationTitle } from './message';

/** Section 4: more loads when the list is scrolled within this distance of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 20;
export const LIST_HEIGHT_PX = 320;

export default function NotificationList({ userId, onRead }: { userId: string; onRead: () => void }) {
  const intl = useIntl();
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState<number>();
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || (total !== undefined && page.current * NOTIFICATION_PAGE_SIZE >= total)) return;
    busy.current = true;
    setLoading(true);
    try {
      const next = await fetchNotifications(userId, page.current + 1);
      page.current += 1;
      setItems((current) => [...current, ...next.items.filter((item) => !current.some((seen) => seen.noSqlId === item.noSqlId))]);
      setTotal(next.totalCount);
    } catch {
      // shown by the pipeline; the list keeps what it has
      setTotal((current) => current ?? 0);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [total, userId]);

  useEffect(() => {
    void loadMore();
    // the first page, once per mount (the bell remounts the list at every opening)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_MORE_THRESHOLD_PX) void loadMore();
  };

  const read = async (item: Notification) => {
    if (item.status) return;
    try {
      await markRead([item.noSqlId]);
      setItems((current) => current.map((entry) => (entry.noSqlId === item.noSqlId ? { ...entry, status: 1 } : entry)));
      onRead();
    } catch {
      // shown by the pipeline
    }
  };

  const allLoaded = total !== undefined && items.length >= total;
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
                data-unread={item.status ? 'false' : 'true'}
                actions={
                  link
                    ? [
                        <Link key="go" to={link} onClick={(event) => event.stopPropagation()}>
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
