/**
 * antd's Empty, loaded when first drawn, for the parts of antd that draw it
 * in a table ("no data", config-provider/defaultRenderEmpty) and in a
 * column's empty filter menu (.umirc.ts, 'lazy-empty'): a list shows it only
 * when a search finds nothing (while its first page comes it shows an empty
 * box of the same size: lean/EmptyHold.tsx), so antd's Empty with its
 * pictures (about 2 KB gzip) left every list's cold load. Its pictures are
 * taken by name (`PRESENTED_IMAGE_SIMPLE`, `PRESENTED_IMAGE_DEFAULT`) and put
 * in when it has come; meanwhile a small Empty's box holds its place, and an
 * Empty that cannot load says so in one line with a retry (`loadedPart`).
 */
import type { EmptyProps } from 'antd';
import type { ReactNode } from 'react';
import { EmptyHold } from '@/components/lean/EmptyHold';
import { loadedPart } from '@/components/lazyPart';

/** The pictures by name, until antd's own are there (the objects are only compared). */
const SIMPLE = { picture: 'simple' } as unknown as ReactNode;
const DEFAULT = { picture: 'default' } as unknown as ReactNode;

const EmptyWhenLoaded = loadedPart<EmptyProps>(
  () =>
    import(/* webpackChunkName: "antd-empty" */ 'antd/es/empty').then(({ default: Empty }) => ({
      default: function LoadedEmpty(props: EmptyProps) {
        const image = props.image === SIMPLE ? Empty.PRESENTED_IMAGE_SIMPLE : props.image === DEFAULT ? Empty.PRESENTED_IMAGE_DEFAULT : props.image;
        return <Empty {...props} image={image} />;
      },
    })),
  // A small Empty (a table's, a list's) keeps its size; the others are drawn when they come.
  { fallback: (props) => (props.image === SIMPLE && !props.className ? <EmptyHold /> : null) },
);

export default Object.assign(EmptyWhenLoaded, { PRESENTED_IMAGE_SIMPLE: SIMPLE, PRESENTED_IMAGE_DEFAULT: DEFAULT });
