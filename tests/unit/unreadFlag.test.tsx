/** The unread flag refreshes every hour and pauses while the tab is hidden (section 9). */
import { act, renderHook, waitFor } from '@testing-library/react';
import { FLAG_REFRESH_MS, useUnreadFlag } from '@/components/notifications/NotificationBell';
import { received } from '../simulator';
import { storeSession } from '../render';

const flagCalls = () => received.filter((request) => request.url === '/api/base/message-notification/flag').length;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

it('asks at once, again after an hour, and not while the tab is hidden', async () => {
  storeSession('admin');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const { result } = renderHook(() => useUnreadFlag(true));
  await waitFor(() => expect(result.current.data).toBe(true));
  expect(flagCalls()).toBe(1);

  await act(async () => {
    await vi.advanceTimersByTimeAsync(FLAG_REFRESH_MS - 1000);
  });
  expect(flagCalls()).toBe(1);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2000);
  });
  await waitFor(() => expect(flagCalls()).toBe(2));

  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3 * FLAG_REFRESH_MS);
  });
  // Hidden: the hourly refresh stands still.
  const whileHidden = flagCalls();
  expect(whileHidden).toBe(2);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(3 * FLAG_REFRESH_MS);
  });
  expect(flagCalls()).toBe(whileHidden);

  setVisibility('visible');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  await waitFor(() => expect(flagCalls()).toBe(whileHidden + 1));
});
