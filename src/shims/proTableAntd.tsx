/**
 * antd as ProTable's toolbar and column settings and ProCard import it (see
 * .umirc.ts, 'pro-table-antd'), with Tabs and Tree loaded when first drawn
 * instead of with every list screen. The toolbar and ProCard draw Tabs only
 * when given tabs or a tab menu, which no list screen gives them
 * (src/shims/lazyTabs.tsx). The column settings draw a Tree when a person
 * opens them (src/shims/lazyTree.tsx). A screen that draws Tabs or a Tree
 * itself still has them at once.
 */
import LazyTabs from './lazyTabs';
import LazyTree from './lazyTree';

export * from 'antd';

export const Tabs = LazyTabs;
export const Tree = LazyTree;
