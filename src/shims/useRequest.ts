/**
 * What the build puts in place of the use-request package of Umi's request
 * plugin (see .umirc.ts): the console loads data with ahooks' useRequest
 * through `useData` (src/request/useData.ts) and never calls the plugin's
 * `useRequest`, which alone brought 15 KB into the entry chunk.
 */
import type { ReactNode } from 'react';

export default function useRequest(): never {
  throw new Error("Umi's useRequest is not part of this console's build: use useData (src/request/useData.ts).");
}

export function UseRequestProvider({ children }: { children?: ReactNode }) {
  return children;
}
