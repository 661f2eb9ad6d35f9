/**
 * What the build puts in place of the layout plugin's generated Exception
 * (plugin-layout/Exception.tsx, see .umirc.ts): the same choice between a
 * screen's content, the not-found screen and the forbidden screen, but its
 * own screens for when the configuration gives none are the console's (in
 * the user's language, loaded when shown) instead of antd's Result with
 * fixed Chinese text, which brought Result and its illustrations (9 KB gzip)
 * into the signed-in shell. The console's layout configuration always gives
 * both screens (src/shell/layout.tsx), so those are what shows.
 */
import type { ReactNode } from 'react';
import { ForbiddenResult, NotFoundResult } from '@/shell/exceptions';

export interface ExceptionProps {
  children: ReactNode;
  route?: { unaccessible?: boolean };
  notFound?: ReactNode;
  noAccessible?: ReactNode;
  unAccessible?: ReactNode;
  noFound?: ReactNode;
}

export default function Exception({ children, route, notFound, noAccessible, unAccessible, noFound }: ExceptionProps) {
  if (!route) return <>{noFound || notFound || <NotFoundResult />}</>;
  if (route.unaccessible) return <>{unAccessible || noAccessible || <ForbiddenResult />}</>;
  return <>{children}</>;
}
