/**
 * antd's Tabs (top, line) as antd draws them (the tab list, the ink bar under the active tab, the
 * hidden "more" button, the panes), with antd's style, without rc-tabs (about 12 KB gzip with
 * antd's wrapper): for screens that show a few tabs at once (the member list, the asset detail).
 * It behaves as rc-tabs does: a press shows a tab; the arrow keys, Home and End move the focus
 * along the tabs and Enter or Space shows the focused one (a screen reader hears "Tab 2 of 3",
 * from the dictionaries); a pane once shown stays drawn, hidden, unless `destroyOnHidden`. What it
 * leaves out is rc-tabs' overflow menu: tabs wider than the bar scroll sideways instead.
 */
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import { useIntl } from '@umijs/max';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/tabs/style';
import isMobile from 'rc-util/es/isMobile';
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface LeanTab {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

export interface LeanTabsProps {
  items: LeanTab[];
  /** The tab shown, when the screen keeps it (in the address, say); the first unless said. */
  activeKey?: string;
  onChange?: (key: string) => void;
  /** A tab's pane leaves the page when another is shown (antd's `destroyOnHidden`). */
  destroyOnHidden?: boolean;
  className?: string;
}

/** Where the ink bar sits: under the active tab, centred on it, its width (antd's default indicator). */
function inkStyleOf(tab: HTMLElement | null, list: HTMLElement | null, rtl: boolean): CSSProperties | undefined {
  if (!tab || !list) return undefined;
  const box = tab.getBoundingClientRect();
  const listBox = list.getBoundingClientRect();
  // As rc-tabs: the box's fractions unless a transform makes it disagree with the layout's width.
  const exact = Math.abs(box.width - tab.offsetWidth) < 1;
  const width = exact ? box.width : tab.offsetWidth;
  if (rtl) return { width, right: (exact ? listBox.right - box.right : list.offsetWidth - tab.offsetLeft - width) + width / 2, transform: 'translateX(50%)' };
  return { width, left: (exact ? box.left - listBox.left : tab.offsetLeft) + width / 2, transform: 'translateX(-50%)' };
}

export default function LeanTabs({ items, activeKey, onChange, destroyOnHidden = false, className }: LeanTabsProps) {
  const intl = useIntl();
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const rtl = direction === 'rtl';
  const id = `rc-tabs-${useId().replace(/:/g, '')}`;

  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const active = items.some((item) => item.key === activeKey) ? (activeKey as string) : (items.find((item) => item.key === ownKey)?.key ?? items[0]?.key);
  // The panes drawn so far: a shown pane stays drawn (hidden) when another is shown.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  if (active && !visited.has(active)) setVisited(new Set(visited).add(active));

  const show = (key: string) => {
    if (key === active) return;
    setOwnKey(key);
    onChange?.(key);
  };

  // Keyboard focus, as rc-tabs moves it: the arrows, Home and End move it; Enter or Space shows the tab.
  const [focusKey, setFocusKey] = useState<string>();
  const pressing = useRef(false);
  const buttons = useRef(new Map<string, HTMLDivElement>());
  useEffect(() => {
    if (focusKey) buttons.current.get(focusKey)?.focus();
  }, [focusKey]);
  const keys = items.map((item) => item.key);
  const move = (offset: number) => {
    const index = keys.indexOf(focusKey ?? active ?? keys[0]);
    setFocusKey(keys[(index + offset + keys.length) % keys.length]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.code) {
      case 'ArrowLeft':
        move(rtl ? 1 : -1);
        break;
      case 'ArrowRight':
        move(rtl ? -1 : 1);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        break;
      case 'Home':
        event.preventDefault();
        setFocusKey(keys[0]);
        break;
      case 'End':
        event.preventDefault();
        setFocusKey(keys[keys.length - 1]);
        break;
      case 'Enter':
      case 'Space':
        event.preventDefault();
        show(focusKey ?? active);
        break;
      default:
    }
  };

  // The ink bar follows the active tab's place, measured once laid out (and again when the bar's size or words change).
  const listRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [inkStyle, setInkStyle] = useState<CSSProperties>();
  const [overflowing, setOverflowing] = useState(false);
  const labels = items.map((item) => (typeof item.label === 'string' ? item.label : item.key)).join('\u0000');
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const tab = [...list.children].find((node) => node.getAttribute('data-node-key') === active) as HTMLElement | undefined;
        setInkStyle(inkStyleOf(tab ?? null, list, rtl));
        setOverflowing(list.scrollWidth > (wrapRef.current?.clientWidth ?? Infinity) + 1);
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(list);
    if (wrapRef.current) observer?.observe(wrapRef.current);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [active, labels, rtl]);

  const tab = `${prefixCls}-tab`;
  return wrapCSSVar(
    <div className={cx(prefixCls, `${prefixCls}-top`, isMobile() && `${prefixCls}-mobile`, rtl && `${prefixCls}-rtl`, className, hashId, cssVarCls, rootCls)}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        {/* rc-tabs moves tabs that do not fit into its menu; here they scroll. */}
        <div ref={wrapRef} className={`${prefixCls}-nav-wrap`} style={overflowing ? { overflowX: 'auto', scrollbarWidth: 'none' } : undefined}>
          <div ref={listRef} className={`${prefixCls}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((item, index) => {
              const isActive = item.key === active;
              const focused = item.key === focusKey;
              return (
                <div
                  key={item.key}
                  data-node-key={item.key}
                  className={cx(tab, isActive && `${tab}-active`, focused && `${tab}-focus`)}
                  onClick={() => show(item.key)}
                >
                  <div
                    ref={(node) => {
                      if (node) buttons.current.set(item.key, node);
                      else buttons.current.delete(item.key);
                    }}
                    role="tab"
                    aria-selected={isActive}
                    className={`${tab}-btn`}
                    tabIndex={isActive ? 0 : -1}
                    id={`${id}-tab-${item.key}`}
                    aria-controls={`${id}-panel-${item.key}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      show(item.key);
                    }}
                    onKeyDown={onKeyDown}
                    onMouseDown={() => {
                      pressing.current = true;
                    }}
                    onMouseUp={() => {
                      pressing.current = false;
                    }}
                    onFocus={() => {
                      if (!pressing.current) setFocusKey(item.key);
                    }}
                    onBlur={() => setFocusKey(undefined)}
                  >
                    {focused && (
                      <div aria-live="polite" style={{ width: 0, height: 0, position: 'absolute', overflow: 'hidden', opacity: 0 }}>
                        {intl.formatMessage({ id: 'tabs.position' }, { current: index + 1, count: items.length })}
                      </div>
                    )}
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`} style={inkStyle} />
          </div>
        </div>
        <div className={`${prefixCls}-nav-operations ${prefixCls}-nav-operations-hidden`}>
          <button
            type="button"
            className={`${prefixCls}-nav-more`}
            style={{ visibility: 'hidden', order: 1 }}
            aria-haspopup="listbox"
            aria-controls={`${id}-more-popup`}
            id={`${id}-more`}
            aria-expanded="false"
          >
            <EllipsisOutlined />
          </button>
        </div>
      </div>
      <div className={`${prefixCls}-content-holder`}>
        <div className={`${prefixCls}-content ${prefixCls}-content-top`}>
          {items.map((item) => {
            const isActive = item.key === active;
            if (!isActive && (destroyOnHidden || !visited.has(item.key))) return null;
            return (
              <div
                key={item.key}
                role="tabpanel"
                tabIndex={isActive ? 0 : -1}
                aria-hidden={!isActive}
                className={cx(`${prefixCls}-tabpane`, isActive ? `${prefixCls}-tabpane-active` : `${prefixCls}-tabpane-hidden`)}
                id={`${id}-panel-${item.key}`}
                aria-labelledby={`${id}-tab-${item.key}`}
              >
                {item.children}
              </div>
            );
          })}
        </div>
      </div>
    </div>,
  );
}
