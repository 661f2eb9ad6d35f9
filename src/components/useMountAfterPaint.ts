/**
 * False at the first render, true right after: a heavy part drawn only when
 * this is true (a list's table) mounts in a transition, which React renders in
 * slices that give the browser back its main thread, instead of one long
 * task together with the rest of the screen.
 */
import { startTransition, useEffect, useState } from 'react';

export function useMountAfterPaint(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
