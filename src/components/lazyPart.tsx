/**
 * A part of the header (a popover's content, a dialog) in a chunk of its
 * own, fetched when it is first shown or when `preload` is called (a pointer
 * coming near): the shell then carries only the buttons. A spinner stands in
 * while the chunk comes; when it cannot come (offline), one line says so with
 * a retry, and the rest of the header stays usable.
 */
import { useIntl } from '@umijs/max';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useFocusReturn } from './focusReturn';
import LoadFailure from './LoadFailure';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

function RetryLine({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" style={{ padding: 8 }}>
      {intl.formatMessage({ id: 'loadFailure.part' })}
      <Button type="link" size="small" onClick={onRetry}>
        {intl.formatMessage({ id: 'loadFailure.retry' })}
      </Button>
    </div>
  );
}

/** A loader for a component a module exports by name (lazy() wants it as the default export). */
export function namedExport<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Loader<P> {
  return () => load().then((module) => ({ default: pick(module) }));
}

const SPINNER = <Spin size="small" style={{ display: 'block', margin: 8 }} />;

/** `fallback`: what stands in while the chunk comes (a small spinner unless given), or how to draw it from the part's props. */
export function lazyPart<P extends object>(load: Loader<P>, { fallback = SPINNER }: { fallback?: ReactNode | ((props: P) => ReactNode) } = {}) {
  // One lazy component for every showing (no spinner flash once loaded); a retry makes a new one.
  let Lazy = lazy(load);
  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    // React's types for lazy() cannot carry a generic props type through; the loader's is the truth.
    const Shown = Lazy as unknown as ComponentType<P>;
    const retry = () => {
      Lazy = lazy(load);
      setAttempt((value) => value + 1);
    };
    return (
      <LoadFailure key={attempt} fallback={<RetryLine onRetry={retry} />}>
        <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
          <Shown {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  /** Fetches the chunk ahead of the first showing; a failure waits for the showing to tell. */
  Part.preload = () => void load().catch(() => undefined);
  return Part;
}

/**
 * A screen's dialog in a chunk of its own (its form and the form parts only
 * it draws): nothing is drawn or fetched until it first opens (`isOpen`,
 * its `open` prop unless said), then it stays drawn so it can close as antd
 * closes it. The chunk comes while the pointer nears the button that opens
 * it when the screen calls `preload`. When it closes, focus goes back to
 * what held it when it opened (`useFocusReturn`).
 */
export function lazyDialog<P extends object>(load: Loader<P>, isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: boolean }).open)) {
  const Part = lazyPart(load, { fallback: null });
  function Dialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useFocusReturn(open);
    return opened ? <Part {...props} /> : null;
  }
  Dialog.preload = Part.preload;
  return Dialog;
}
