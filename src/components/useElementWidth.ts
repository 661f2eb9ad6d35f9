/**
 * An element's width, followed as it changes: `[ref, width]`. Until the
 * element is measured, the page's width stands in (a list's search form lays
 * itself out at once, as ProTable's did, instead of after a first frame).
 */
import { useEffect, useRef, useState } from 'react';

export default function useElementWidth<E extends HTMLElement>(): [React.RefObject<E>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(() => (typeof document === 'undefined' ? 1024 : document.body.clientWidth));
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = element.getBoundingClientRect().width;
      // A hidden element (width 0) keeps the last width.
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
