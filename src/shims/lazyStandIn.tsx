/**
 * A component that loads when first drawn: the build hands such stand-ins to
 * the antd and ProComponents modules that import a part they draw only in
 * cases the console never has (see .umirc.ts), so the part leaves the
 * chunks of the screens that import them. `fallback` is what shows until the
 * part arrives.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyStandIn<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function StandIn(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
