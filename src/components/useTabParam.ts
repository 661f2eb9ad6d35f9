/**
 * A screen's tabs kept in the address (`?tab=<key>`), so a reload, a link or
 * the back button opens the same tab. The first key is the default and
 * leaves the address bare; an unknown or unavailable key reads as it.
 */
import { useSearchParams } from '@umijs/max';
import { useCallback } from 'react';

export function useTabParam<Key extends string>(available: readonly Key[]): [Key, (key: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const fallback = available[0];
  const tab = available.find((key) => key === requested) ?? fallback;
  const show = useCallback(
    (key: string) => {
      const next = new URLSearchParams(searchParams);
      if (key === fallback) next.delete('tab');
      else next.set('tab', key);
      setSearchParams(next);
    },
    [fallback, searchParams, setSearchParams],
  );
  return [tab, show];
}
