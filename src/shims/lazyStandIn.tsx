/**
 * A component that loads when first drawn: the build hands such stand-ins to
 * the antd and ProComponents modules that import a part they draw only in
 * cases the console never has, or only after a person asks for it (see
 * .umirc.ts), so the part leaves the chunks of the screens that import them.
 * `fallback` is what shows until the part arrives. A ref given to the
 * stand-in reaches the part once it has loaded (React.lazy passes it on).
 */
import { forwardRef, lazy, Suspense, type ComponentType, type ReactNode, type Ref, type RefAttributes } from 'react';

export function lazyStandIn<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P & RefAttributes<unknown>> {
  const Lazy = lazy(load) as unknown as ComponentType<P & { ref?: Ref<unknown> }>;
  const StandIn = forwardRef<unknown, P>(function StandIn(props, ref) {
    return (
      <Suspense fallback={fallback(props as P)}>
        <Lazy {...(props as P)} ref={ref} />
      </Suspense>
    );
  });
  return StandIn as unknown as ComponentType<P & RefAttributes<unknown>>;
}
