/**
 * antd as ProTable's toolbar and ProCard import it (see .umirc.ts,
 * 'pro-table-antd'), with Tabs loaded when first drawn instead of with every
 * list screen: they draw Tabs only when given tabs or a tab menu, which no
 * list screen gives them. antd's Tabs and rc-tabs (about 12 KB gzip) leave
 * the list screens' cold load; a screen that draws Tabs itself still has
 * them at once. (ProTable's column settings draw antd's Tree too, but antd's
 * Table already brings Tree for its filter menus, so it stays.)
 */
import type { TabsProps } from 'antd/es/tabs';
import { lazy, Suspense } from 'react';

export * from 'antd';

const LazyTabs = lazy(() => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs'));
const LazyTabPane = lazy(() => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs').then((module) => ({ default: module.default.TabPane })));

function TabPane(props: React.ComponentProps<typeof LazyTabPane>) {
  return (
    <Suspense fallback={null}>
      <LazyTabPane {...props} />
    </Suspense>
  );
}

export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <LazyTabs {...props} />
    </Suspense>
  );
}
/** The old children API ProCard still refers to (never drawn: antd 5 takes `items`). */
Tabs.TabPane = TabPane;
