/**
 * A screen's frame inside the signed-in layout: the breadcrumb, the title
 * with an optional back arrow, a loading state, and the layout's watermark.
 * It draws what ProLayout's PageContainer draws for the props the console
 * uses (title, onBack, backIcon, loading, extra, and tabs in the header as
 * PageContainer's tabList draws them), with the same parts (PageHeader,
 * GridContent, PageLoading, and the watermark as ProLayout's WaterMark draws
 * it, its tile drawn with the first render: ./WaterMark.tsx), classes and
 * spacing, without what PageContainer imports for the rest (antd's Tabs,
 * Affix, FooterToolbar; a screen with tabs in its header brings
 * ./PageTabs.tsx itself): about 18 KB less (docs/performance.md, 'Byte budgets').
 */
import { GridContent, PageHeader, PageLoading, ProProvider, RouteContext } from '@ant-design/pro-components';
import { ConfigProvider } from 'antd';
import { useStyleRegister, useToken } from 'antd/es/theme/internal';
import { useContext, useEffect, type ReactNode } from 'react';
import WaterMark from './WaterMark';

const FRAME = 'console-page-frame';

/**
 * PageContainer's spacing rules for the parts the frame draws, from ProLayout's tokens
 * (`block`: paddingBlockPageContainerContent, `inline`: paddingInlinePageContainerContent).
 * Registered once with antd's CSS-in-JS (a stylesheet file would be copied into every screen's chunk);
 * the rules apply under the returned hash class, as antd's own do.
 */
function useFrameStyle(antCls: string, block: number, inline: number): string {
  const [theme, token, hashId] = useToken();
  useStyleRegister({ theme, token, hashId, path: [FRAME, String(block), String(inline)] }, () => ({
    [`.${FRAME}`]: {
      position: 'relative',
      [`.${FRAME}-header`]: {
        paddingBlockStart: block / 4,
        paddingBlockEnd: block / 2,
        paddingInline: inline,
        [`${antCls}-page-header-breadcrumb`]: { paddingBlockStart: block / 4 + 10 },
        [`${antCls}-page-header-heading`]: { paddingBlockStart: block / 4 },
        [`${antCls}-page-header-footer`]: { marginBlockStart: block / 4 },
      },
      [`.${FRAME}-children`]: { paddingBlockStart: 0, paddingBlockEnd: block, paddingInline: inline },
      [`.${FRAME}-no-header`]: { paddingBlockStart: block },
    },
  }));
  return hashId;
}

export interface PageFrameProps {
  /** The title; the route's menu name when left out. */
  title?: ReactNode;
  /** Shows a back arrow before the title. */
  onBack?: () => void;
  /** The back arrow's icon (to name it for assistive technology). */
  backIcon?: ReactNode;
  /** Shows the page loading state instead of the content. */
  loading?: boolean;
  /** What the header shows at the title's end (a screen's main button). */
  extra?: ReactNode;
  /** Tabs under the title (./PageTabs.tsx), where PageContainer's `tabList` draws them; the screen draws the shown tab's content. */
  tabs?: ReactNode;
  children?: ReactNode;
}

export default function PageFrame({ title, onBack, backIcon, loading = false, extra, tabs, children }: PageFrameProps) {
  const route = useContext(RouteContext);
  const { token } = useContext(ProProvider);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const base = `${getPrefixCls('pro')}-page-container`;
  const antCls = `.${getPrefixCls()}`;
  // ProLayout's spacing tokens, as PageContainer reads them.
  const spacing = token.layout?.pageContainer;
  const block = spacing?.paddingBlockPageContainerContent ?? 32;
  const inline = spacing?.paddingInlinePageContainerContent ?? 40;
  const hashId = useFrameStyle(antCls, block, inline);

  // ProLayout lays its content out differently while a page container is inside: say so, as PageContainer does.
  const { setHasPageContainer } = route;
  useEffect(() => {
    setHasPageContainer?.((count) => count + 1);
    return () => setHasPageContainer?.((count) => count - 1);
  }, [setHasPageContainer]);

  const breadcrumb = { ...route.breadcrumb, ...route.breadcrumbProps };
  const pageTitle = title ?? route.title;
  const hasHeader = Boolean(pageTitle) || Boolean(onBack) || Boolean(breadcrumb.items?.length) || Boolean(tabs);
  const content = loading ? (
    <PageLoading />
  ) : children ? (
    <div className={`${base}-children-container ${FRAME}-children${hasHeader ? '' : ` ${FRAME}-no-header`}`}>{children}</div>
  ) : null;

  return (
    <div className={`${base} ${FRAME} ${hashId}`}>
      {hasHeader && (
        <PageHeader
          ghost
          title={pageTitle}
          onBack={onBack}
          backIcon={backIcon}
          breadcrumb={breadcrumb}
          extra={extra}
          footer={tabs}
          className={`${base}-warp-page-header ${FRAME}-header`}
        />
      )}
      {content && (
        <GridContent>
          {typeof route.waterMarkProps?.content === 'string' ? <WaterMark content={route.waterMarkProps.content}>{content}</WaterMark> : content}
        </GridContent>
      )}
    </div>
  );
}
