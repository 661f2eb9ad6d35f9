/** Data-loading defaults of section 9: 5-minute cache, focus refresh throttled to 5,000 ms. */
import { screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../styles';
import { CACHE_TIME_MS, clearCache, FOCUS_THROTTLE_MS, useData } from '@/request/useData';
import { createHistory } from '@@/core/history';
import { callApi } from '@/request/pipeline';
import { finishLogout, handleLoginExpired, resetSessionExpiry } from '@/request/session';
import { received } from '../simulator';
import { storeSession } from '../render';
import { MEMBER_KEYS } from '../../mock/sim/store';

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
    const first = renderStyled(<Keys userId={user.id} />);
    await waitFor(() => expect(screen.getByText(`keys: ${MEMBER_KEYS.length}`)).toBeInTheDocument());
    first.unmount();
    renderStyled(<Keys userId={user.id} />);
    // Cached data shows immediately, before any new answer.
    expect(screen.getByText(`keys: ${MEMBER_KEYS.length}`)).toBeInTheDocument();
    await waitFor(() => expect(menuCalls()).toBe(2));
  });

  it('refreshes on window focus at most once per 5,000 ms', async () => {
    const user = storeSession('member');
    // A cache of its own: the words show only once the first answer is in, so no earlier call is still on its way.
    renderStyled(<Keys userId={`${user.id}`} cacheKey="menu-focus" />);
    await waitFor(() => expect(screen.getByText(`keys: ${MEMBER_KEYS.length}`)).toBeInTheDocument());
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

/** A service whose answers the test gives, in any order. */
function answers<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const service = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  return { service, calls };
}

function Shown({ data, loading, error }: { data?: string; loading: boolean; error?: Error }) {
  return <p>{`${data ?? 'nothing'}${loading ? ' (loading)' : ''}${error ? ` (failed: ${error.message})` : ''}`}</p>;
}

describe('useData, as the screens use it', () => {
  it('waits until ready, asks again when its dependencies change, and keeps only the newest answer', async () => {
    const { service, calls } = answers<string>();
    function Probe({ ready, id }: { ready: boolean; id: string }) {
      const result = useData(service, { ready, refreshDeps: [id], refreshOnWindowFocus: false });
      return <Shown {...result} />;
    }
    const view = renderStyled(<Probe ready={false} id="a" />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(service).not.toHaveBeenCalled();
    view.rerender(<Probe ready id="a" />);
    await waitFor(() => expect(service).toHaveBeenCalledTimes(1));
    view.rerender(<Probe ready id="b" />);
    await waitFor(() => expect(service).toHaveBeenCalledTimes(2));
    // The answer to the newer call comes first; the older one, coming later, is dropped.
    calls[1].resolve('answer for b');
    await waitFor(() => expect(screen.getByText('answer for b')).toBeInTheDocument());
    calls[0].resolve('answer for a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('answer for b')).toBeInTheDocument();
  });

  it('keeps the data shown when a call fails, and records the failure', async () => {
    const { service, calls } = answers<string>();
    function Probe() {
      const result = useData(service, { refreshOnWindowFocus: false });
      return (
        <>
          <Shown {...result} />
          <button onClick={result.refresh}>again</button>
        </>
      );
    }
    renderStyled(<Probe />);
    calls[0].resolve('first');
    await waitFor(() => expect(screen.getByText('first')).toBeInTheDocument());
    screen.getByText('again').click();
    await waitFor(() => expect(screen.getByText('first (loading)')).toBeInTheDocument());
    calls[1].reject(new Error('offline'));
    await waitFor(() => expect(screen.getByText('first (failed: offline)')).toBeInTheDocument());
  });

  it('shares one call and its answer between screens with the same key; a mutation reaches both; clearCache forgets', async () => {
    const { service, calls } = answers<string>();
    function Probe({ name }: { name: string }) {
      const result = useData(service, { cacheKey: 'shared-key', refreshOnWindowFocus: false });
      return (
        <div data-testid={name}>
          <Shown {...result} />
          <button onClick={() => result.mutate((current) => `${current} edited`)}>edit {name}</button>
        </div>
      );
    }
    const view = renderStyled(
      <>
        <Probe name="one" />
        <Probe name="two" />
      </>,
    );
    // Two screens asking at once make one call.
    expect(service).toHaveBeenCalledTimes(1);
    calls[0].resolve('answer');
    await waitFor(() => expect(screen.getAllByText('answer')).toHaveLength(2));
    screen.getByText('edit one').click();
    await waitFor(() => expect(screen.getAllByText('answer edited')).toHaveLength(2));
    view.unmount();
    // A remount shows the cached answer at once while it asks again.
    const again = renderStyled(<Probe name="three" />);
    expect(screen.getByText('answer edited (loading)')).toBeInTheDocument();
    calls[1].resolve('fresh');
    await waitFor(() => expect(screen.getByText('fresh')).toBeInTheDocument());
    again.unmount();
    clearCache('shared-key');
    renderStyled(<Probe name="four" />);
    expect(screen.getByText('nothing (loading)')).toBeInTheDocument();
  });

  it('waits for the calls to stop coming when debounced', async () => {
    const { service } = answers<string>();
    function Probe({ keyword }: { keyword: string }) {
      useData(service, { refreshDeps: [keyword], debounceWait: 100, refreshOnWindowFocus: false });
      return null;
    }
    const view = renderStyled(<Probe keyword="a" />);
    view.rerender(<Probe keyword="ab" />);
    view.rerender(<Probe keyword="abc" />);
    expect(service).not.toHaveBeenCalled();
    await waitFor(() => expect(service).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(service).toHaveBeenCalledTimes(1);
  });
});

describe('useData across sessions', () => {
  function Probe() {
    const result = useData(service, { cacheKey: 'personal', refreshOnWindowFocus: false });
    return <Shown {...result} />;
  }
  let service: ReturnType<typeof answers<string>>['service'];
  let calls: ReturnType<typeof answers<string>>['calls'];

  beforeEach(() => {
    ({ service, calls } = answers<string>());
    createHistory({ type: 'memory' }).push('/account/center');
    resetSessionExpiry();
  });

  it.each([
    ['logout', finishLogout],
    ['session loss', handleLoginExpired],
    ['login', resetSessionExpiry],
  ])("forgets every cached answer at %s: the next screen asks and shows nothing of the last account's", async (_when, change) => {
    const first = renderStyled(<Probe />);
    calls[0].resolve("A's data");
    await waitFor(() => expect(screen.getByText("A's data")).toBeInTheDocument());
    first.unmount();
    change();
    renderStyled(<Probe />);
    expect(screen.getByText('nothing (loading)')).toBeInTheDocument();
    expect(service).toHaveBeenCalledTimes(2);
    calls[1].resolve("B's data");
    await waitFor(() => expect(screen.getByText("B's data")).toBeInTheDocument());
  });

  it('does not cache an answer to a call made before the session changed, nor let the next screen join that call', async () => {
    const first = renderStyled(<Probe />);
    expect(service).toHaveBeenCalledTimes(1);
    finishLogout();
    resetSessionExpiry();
    renderStyled(<Probe />);
    // A call of its own, not the one still on its way for the last account.
    expect(service).toHaveBeenCalledTimes(2);
    calls[0].resolve("A's data");
    await waitFor(() => expect(first.getByText("A's data")).toBeInTheDocument());
    first.unmount();
    renderStyled(<Probe />);
    expect(screen.queryByText("A's data")).toBeNull();
  });
});

describe('useData polling (issue 32: the task queue)', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    visibility = 'visible';
  });

  it('asks again every interval while shown, pauses while the window is hidden, and goes on when it shows again', async () => {
    let count = 0;
    const service = vi.fn(async () => `answer ${++count}`);
    function Probe() {
      const { data } = useData(service, { pollingInterval: 50, refreshOnWindowFocus: false });
      return <p>{data ?? 'nothing'}</p>;
    }
    renderStyled(<Probe />);
    await waitFor(() => expect(screen.getByText('answer 3')).toBeInTheDocument());
    visibility = 'hidden';
    // The call on its way when the window hid may still end; none follows it.
    await new Promise((resolve) => setTimeout(resolve, 120));
    const whileHidden = service.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(service).toHaveBeenCalledTimes(whileHidden);
    visibility = 'visible';
    // As a browser sends it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await waitFor(() => expect(service.mock.calls.length).toBeGreaterThanOrEqual(whileHidden + 2));
  });
});
