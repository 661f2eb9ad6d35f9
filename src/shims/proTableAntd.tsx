/**
 * antd as ProTable's toolbar and column settings and ProCard import it (see
 * .umirc.ts, 'pro-table-antd'), with Tabs and Tree loaded when first drawn
 * instead of with every list screen. The toolbar and ProCard draw Tabs only
 * when given tabs or a tab menu, which no list screen gives them: antd's Tabs
 * and rc-tabs (about 12 KB gzip) leave the list screens' cold load. The
 * column settings draw a Tree when a person opens them (src/shims/lazyTree.tsx).
 * A screen that draws Tabs or a Tree itself still has them at once.
 */
import type { TabPaneProps, TabsProps } from 'antd/es/tabs';
import { lazyStandIn } from './lazyStandIn';
import LazyTree from './lazyTree';

export * from 'antd';

const loadTabs = () => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs');

export const Tabs = Object.assign(lazyStandIn<TabsProps>(loadTabs), {
  /** The old children API ProCard still refers to (never drawn: antd 5 takes `items`). */
  TabPane: lazyStandIn<TabPaneProps>(() => loadTabs().then((module) => ({ default: module.default.TabPane }))),
});

export const Tree = LazyTree;
