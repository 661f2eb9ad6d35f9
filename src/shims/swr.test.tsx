/**
 * The swr stand-in (swr.ts) against swr 2 itself: each case runs through
 * both (swr reached by its file, since the alias sends `swr` to the
 * stand-in), and what a ProComponent can see must agree: the first render's
 * state, the state once settled, and the calls the fetcher got.
 */
import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import * as viaAlias from 'swr';
import * as real from '../../node_modules/swr/dist/index/index.mjs';
import * as standIn from './swr';

type Api = Pick<typeof standIn, 'default' | 'SWRConfig' | 'useSWRConfig'>;
const apis: Record<'swr' | 'standIn', Api> = { swr: real as unknown as Api, standIn };

interface Seen {
  data: unknown;
  error: string | undefined;
  isLoading: boolean;
  isValidating: boolean;
}
type Mutate = ReturnType<typeof standIn.default>['mutate'];

/** One case: draws `ui` with the API's hooks in a cache of its own, runs `then`, and reports what was seen. */
async function scenario(
  api: Api,
  ui: (Probe: (props: { swrKey: unknown; fetcher?: (key: never) => unknown; options?: object; name?: string }) => null) => ReactNode,
  then: (mutates: Record<string, Mutate>, rerender: () => void) => Promise<void> = async () => undefined,
) {
  const seen: Record<string, Seen[]> = {};
  const mutates: Record<string, Mutate> = {};
  function Probe({ swrKey, fetcher, options, name = 'probe' }: { swrKey: unknown; fetcher?: (key: never) => unknown; options?: object; name?: string }) {
    const { data, error, isLoading, isValidating, mutate } = api.default(swrKey, fetcher as never, { shouldRetryOnError: false, ...options });
    (seen[name] ??= []).push({ data, error: (error as Error | undefined)?.message, isLoading, isValidating });
    mutates[name] = mutate as Mutate;
    return null;
  }
  let draw: () => void = () => undefined;
  function Harness() {
    const [, setCount] = useState(0);
    draw = () => setCount((count) => count + 1);
    return <api.SWRConfig value={{ provider: () => new Map() }}>{ui(Probe)}</api.SWRConfig>;
  }
  const view = render(<Harness />);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
  await act(settle);
  await then(mutates, () => act(() => draw()));
  await act(settle);
  view.unmount();
  return Object.fromEntries(Object.entries(seen).map(([name, states]) => [name, { first: states[0], last: states[states.length - 1] }]));
}

/** Runs a case through swr, then the stand-in: both must come to the same, fetcher calls included. */
async function differential(
  make: () => {
    ui: Parameters<typeof scenario>[1];
    then?: Parameters<typeof scenario>[2];
    calls: () => unknown[];
  },
) {
  const results = [];
  for (const api of [apis.swr, apis.standIn]) {
    const { ui, then, calls } = make();
    results.push({ seen: await scenario(api, ui, then), calls: calls() });
  }
  expect(results[1]).toEqual(results[0]);
  return results[1];
}

const recorder = (reply: (key: unknown, call: number) => unknown) => {
  const calls: unknown[] = [];
  return { calls, fetcher: async (key: unknown) => (calls.push(key), reply(key, calls.length)) };
};

describe('the swr stand-in, case by case against swr', () => {
  it('is what `swr` resolves to', () => {
    expect(viaAlias.default).toBe(standIn.default);
  });

  it('loads a key from the first render on, and hands the key itself to the fetcher', async () => {
    const result = await differential(() => {
      const { calls, fetcher } = recorder((key) => `menu of ${JSON.stringify(key)}`);
      return { ui: (Probe) => <Probe swrKey={['layout', { locale: 'en' }]} fetcher={fetcher} />, calls: () => calls };
    });
    expect(result.seen.probe.first).toEqual({ data: undefined, error: undefined, isLoading: true, isValidating: true });
    expect(result.seen.probe.last).toEqual({ data: 'menu of ["layout",{"locale":"en"}]', error: undefined, isLoading: false, isValidating: false });
  });

  it('asks for nothing for a null key, a function that returns null or throws, and an empty string', async () => {
    for (const swrKey of [null, () => null, () => {
      throw new Error('not ready');
    }, '']) {
      const result = await differential(() => {
        const { calls, fetcher } = recorder(() => 'never');
        return { ui: (Probe) => <Probe swrKey={swrKey} fetcher={fetcher} />, calls: () => calls };
      });
      expect(result.calls).toEqual([]);
      expect(result.seen.probe.last).toEqual({ data: undefined, error: undefined, isLoading: false, isValidating: false });
    }
  });

  it('loads again for a new key, and shows that key\'s data', async () => {
    const result = await differential(() => {
      const { calls, fetcher } = recorder((key) => `options of ${(key as string[])[1]}`);
      let company = 'c1';
      return {
        ui: (Probe) => <Probe swrKey={['select', company]} fetcher={fetcher} />,
        then: async (_, rerender) => {
          company = 'c2';
          rerender();
        },
        calls: () => calls,
      };
    });
    expect(result.calls).toEqual([['select', 'c1'], ['select', 'c2']]);
    expect(result.seen.probe.last.data).toBe('options of c2');
  });

  it('fetches again on mutate(), sets data on mutate(data, false), and sets then fetches on mutate(data)', async () => {
    const again = await differential(() => {
      const { calls, fetcher } = recorder((_, call) => `version ${call}`);
      return { ui: (Probe) => <Probe swrKey="menu" fetcher={fetcher} />, then: async (mutates) => void (await act(() => mutates.probe())), calls: () => calls };
    });
    expect(again.calls).toHaveLength(2);
    expect(again.seen.probe.last.data).toBe('version 2');

    const set = await differential(() => {
      const { calls, fetcher } = recorder(() => ['a', 'b']);
      return { ui: (Probe) => <Probe swrKey="options" fetcher={fetcher} />, then: async (mutates) => void (await act(() => mutates.probe([], false))), calls: () => calls };
    });
    expect(set.calls).toHaveLength(1);
    expect(set.seen.probe.last.data).toEqual([]);

    const setThenFetch = await differential(() => {
      const { calls, fetcher } = recorder((_, call) => `fetched ${call}`);
      return {
        ui: (Probe) => <Probe swrKey="options" fetcher={fetcher} />,
        then: async (mutates) => void (await act(() => mutates.probe((current: unknown) => `${String(current)} edited`, { revalidate: true }))),
        calls: () => calls,
      };
    });
    expect(setThenFetch.calls).toHaveLength(2);
    expect(setThenFetch.seen.probe.last.data).toBe('fetched 2');
  });

  it('keeps a failure as the error, without retrying', async () => {
    const result = await differential(() => {
      const { calls, fetcher } = recorder(() => {
        throw new Error('menu unavailable');
      });
      return { ui: (Probe) => <Probe swrKey="menu" fetcher={fetcher} />, calls: () => calls };
    });
    expect(result.calls).toHaveLength(1);
    expect(result.seen.probe.last).toEqual({ data: undefined, error: 'menu unavailable', isLoading: false, isValidating: false });
  });

  it('shares one fetch and its data between hooks of the same key', async () => {
    const result = await differential(() => {
      const { calls, fetcher } = recorder(() => 'shared');
      return {
        ui: (Probe) => (
          <>
            <Probe name="one" swrKey={['k', 1]} fetcher={fetcher} />
            <Probe name="two" swrKey={['k', 1]} fetcher={fetcher} />
          </>
        ),
        calls: () => calls,
      };
    });
    expect(result.calls).toHaveLength(1);
    expect(result.seen.two.last.data).toBe('shared');
  });

  it('takes the last fetch for a mount within two seconds of it, else fetches a cached key again unless revalidateIfStale is false', async () => {
    for (const options of [{}, { dedupingInterval: 0 }, { dedupingInterval: 0, revalidateIfStale: false }]) {
      const result = await differential(() => {
        const { calls, fetcher } = recorder((_, call) => `call ${call}`);
        let second = false;
        return {
          ui: (Probe) =>
            second ? <Probe key="second" name="second" swrKey="menu" fetcher={fetcher} options={options} /> : <Probe key="first" name="first" swrKey="menu" fetcher={fetcher} options={options} />,
          then: async (_, rerender) => {
            second = true;
            rerender();
          },
          calls: () => calls,
        };
      });
      const fetchesAgain = options.dedupingInterval === 0 && options.revalidateIfStale !== false;
      expect(result.calls).toHaveLength(fetchesAgain ? 2 : 1);
      expect(result.seen.second.first.data).toBe('call 1');
      expect(result.seen.second.last.data).toBe(fetchesAgain ? 'call 2' : 'call 1');
    }
  });

  it('gives a provider\'s subtree its own cache, a Map that can be emptied', async () => {
    for (const api of [apis.swr, apis.standIn]) {
      const fetcher = vi.fn(async () => 'data');
      let cache: Map<unknown, unknown> | undefined;
      function Reader() {
        cache = api.useSWRConfig().cache as Map<unknown, unknown>;
        api.default('one', fetcher);
        return null;
      }
      const { unmount } = render(
        <api.SWRConfig value={{ provider: () => new Map() }}>
          <Reader />
        </api.SWRConfig>,
      );
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
      expect(cache).toBeInstanceOf(Map);
      await waitFor(() => expect(cache?.size).toBeGreaterThan(0));
      cache?.clear();
      expect(cache?.size).toBe(0);
      unmount();
    }
  });
});

describe('the swr stand-in under ProLayout', () => {
  it('hands back no menu data when ProLayout has no menu.request, so the routes make the menu', async () => {
    let seen: unknown[] = [];
    function Layout() {
      const { data, isLoading } = standIn.default(['ant-pro-layout', undefined], async () => undefined, { revalidateOnFocus: false });
      const [loadings, setLoadings] = useState<boolean[]>([]);
      useEffect(() => setLoadings((all) => [...all, isLoading]), [isLoading]);
      seen = [data, loadings];
      return null;
    }
    render(<Layout />);
    await waitFor(() => expect(seen).toEqual([undefined, [true, false]]));
  });
});
