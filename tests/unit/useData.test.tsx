/** Data-loading defaults of section 9: 5-minute cache, focus refresh throttled to 5,000 ms. */
import { render, screen, waitFor } from '@testing-library/react';
import { CACHE_TIME_MS, FOCUS_THROTTLE_MS, useData } from '@/request/useData';
import { callApi } from '@/request/pipeline';
import { received } from '../simulator';
import { storeSession } from '../render';

function Keys({ userId, cacheKey = `menu-${userId}` }: { userId: string; cacheKey?: string }) {
  const { data } = useData(() => callApi<string[]>('base', `/person/${userId}/menu`), { cacheKey });
  return <p>{data ? `keys: ${data.length}` : 'keys: none yet'}</p>;
}

const menuCalls = () => received.filter((request) => request.url.endsWith('/menu')).length;

describe('useData defaults', () => {
  it('uses the section 9 constants', () => {
    expect(CACHE_TIME_MS).toBe(300_000);
    expect(FOCUS_THROTTLE_MS).toBe(5_000);
  });

  it('serves a remount from the cache at once, then refreshes it', async () => {
    const user = storeSession('member');
    const first = render(<Keys userId={user.id} />);
    expect(await screen.findByText('keys: 4')).toBeInTheDocument();
    first.unmount();
    render(<Keys userId={user.id} />);
    // Cached data shows immediately, before any new answer.
    expect(screen.getByText('keys: 4')).toBeInTheDocument();
    await waitFor(() => expect(menuCalls()).toBe(2));
  });

  it('refreshes on window focus at most once per 5,000 ms', async () => {
    const user = storeSession('member');
    // A cache of its own: the words show only once the first answer is in, so no earlier call is still on its way.
    render(<Keys userId={`${user.id}`} cacheKey="menu-focus" />);
    expect(await screen.findByText('keys: 4')).toBeInTheDocument();
    const before = menuCalls();
    for (let i = 0; i < 4; i += 1) {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    }
    // A busy machine may take more than waitFor's default second to sign and send it (well within the 5,000 ms).
    await waitFor(() => expect(menuCalls()).toBe(before + 1), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(menuCalls()).toBe(before + 1);
  });
});
