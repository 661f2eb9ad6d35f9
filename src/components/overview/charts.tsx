/**
 * The overview's plots, on Chart.js 4 (only the parts drawn here are
 * registered, so the rest of it is left out of the build): the robots'
 * state breakdown (a doughnut, its total in the middle as HTML text), the
 * last 7 days (columns) and the pushes' progress (stacked bars). A chunk of
 * its own ("overview-charts"), fetched after the page's first paint
 * (./panels.tsx): the landing page's first bytes do not carry it.
 * Series take section 9's chart colours (./palette.ts, from the theme); text
 * and grid lines take antd's theme tokens, so the plots follow the dark
 * display; legends, tooltips and axes are mirrored right to left with the
 * page. Each canvas is an image named by its figures for assistive
 * technology: the same figures are on the panel as text.
 */
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
  type Plugin,
} from 'chart.js';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { OverviewDay, OverviewPush, RobotState, RobotStateCounts } from '@/services/types/overview';
import { ROBOT_STATES } from '@/services/types/overview';
import { CHART_HEIGHT, CHART_MARGIN, PUSH_COLORS, STATE_COLORS, TREND_COLORS } from './palette';

Chart.register(ArcElement, BarElement, BarController, DoughnutController, CategoryScale, LinearScale, Legend, Tooltip);


let drawable: boolean | undefined;
/** Whether the browser draws on a canvas: without, the panels' figures stand alone, no plot is tried. */
function canvasDraws(): boolean {
  if (drawable === undefined) {
    try {
      drawable = Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

/** The page's direction (src/startup/locales.ts sets it on <html> when the language changes). */
function subscribeDir(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
const useRtl = () => useSyncExternalStore(subscribeDir, () => document.documentElement.dir === 'rtl');

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What every plot shares: the theme's text, grid and tooltip colours, the words' locale for numbers, the page's direction. */
function useLook() {
  const { token } = theme.useToken();
  const { locale } = useIntl();
  const rtl = useRtl();
  const font = { family: token.fontFamily, size: token.fontSizeSM };
  return {
    rtl,
    token,
    base: {
      locale,
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion() ? (false as const) : undefined,
      color: token.colorText,
      borderColor: token.colorBorderSecondary,
      plugins: {
        legend: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          labels: { color: token.colorText, font, boxWidth: 12, boxHeight: 12 },
        },
        tooltip: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          backgroundColor: token.colorBgSpotlight,
          titleColor: token.colorTextLightSolid,
          bodyColor: token.colorTextLightSolid,
          titleFont: font,
          bodyFont: font,
        },
      },
    },
    /** A value or category axis: its ticks in the secondary text colour, its grid lines the theme's secondary border. */
    axis: (value: boolean) => ({
      ticks: { color: token.colorTextSecondary, font, ...(value ? { precision: 0, maxTicksLimit: 5 } : {}) },
      grid: { color: token.colorBorderSecondary, display: value },
      border: { color: token.colorBorderSecondary },
      ...(value ? { beginAtZero: true } : {}),
    }),
  };
}

/**
 * One Chart.js chart on its canvas: created when drawn, given its new data and
 * options when they change (compared by value: the panels hand over new objects
 * at every render), destroyed when gone.
 */
function Plot<T extends ChartType>({
  type,
  data,
  options,
  plugins,
  label,
  testId,
  children,
}: {
  type: T;
  data: ChartData<T>;
  options: ChartOptions<T>;
  plugins?: Plugin<T>[];
  label: string;
  testId: string;
  children?: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<T>>();
  const drawn = useRef('');
  const latest = useRef({ data, options, plugins });
  latest.current = { data, options, plugins };
  const signature = JSON.stringify([data, options]);
  const draws = canvasDraws();

  useEffect(() => {
    if (!draws || !canvas.current) return undefined;
    const { data: first, options: firstOptions, plugins: own } = latest.current;
    chart.current = new Chart<T>(canvas.current, { type, data: first, options: firstOptions, plugins: own });
    drawn.current = JSON.stringify([first, firstOptions]);
    return () => {
      chart.current?.destroy();
      chart.current = undefined;
    };
  }, [draws, type]);

  useEffect(() => {
    const current = chart.current;
    if (!current || drawn.current === signature) return;
    current.data = latest.current.data;
    current.options = latest.current.options;
    current.update();
    drawn.current = signature;
  }, [signature]);

  return (
    <div data-testid={testId} style={{ position: 'relative', height: draws ? CHART_HEIGHT : undefined, margin: `${CHART_MARGIN}px 0` }}>
      {draws && <canvas ref={canvas} role="img" aria-label={label} />}
      {draws && children}
    </div>
  );
}

interface Point {
  x: number;
  y: number;
}

const CENTRE: CSSProperties = {
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  textAlign: 'center',
  pointerEvents: 'none',
  lineHeight: 1.2,
};

export function StateDonut({ counts, labels, totalLabel }: { counts: RobotStateCounts; labels: Record<RobotState, string>; totalLabel: string }) {
  const { base, rtl, token } = useLook();
  const { formatNumber } = useIntl();
  const total = ROBOT_STATES.reduce((sum, state) => sum + counts[state], 0);
  // The doughnut's centre, where Chart.js laid it out (the legend takes a side): the total is drawn there as text.
  const [centre, setCentre] = useState<Point | null>(null);
  const place = useRef<Plugin<'doughnut'>[]>([
    {
      id: 'overviewCentre',
      afterLayout: (chart) => {
        const { left, right, top, bottom } = chart.chartArea;
        const next = { x: (left + right) / 2, y: (top + bottom) / 2 };
        setCentre((previous) => (previous && previous.x === next.x && previous.y === next.y ? previous : next));
      },
    },
  ]);
  const data: ChartData<'doughnut'> = {
    labels: ROBOT_STATES.map((state) => labels[state]),
    datasets: [
      {
        data: ROBOT_STATES.map((state) => counts[state]),
        backgroundColor: ROBOT_STATES.map((state) => STATE_COLORS[state]),
        borderColor: token.colorBgContainer,
        borderWidth: 2,
      },
    ],
  };
  const options: ChartOptions<'doughnut'> = {
    ...base,
    cutout: '62%',
    plugins: { ...base.plugins, legend: { ...base.plugins.legend, position: rtl ? 'left' : 'right' } },
  };
  return (
    <Plot
      type="doughnut"
      data={data}
      options={options}
      plugins={place.current}
      label={`${totalLabel} ${total}: ${ROBOT_STATES.map((state) => `${labels[state]} ${counts[state]}`).join(', ')}`}
      testId="overview-chart-states"
    >
      {centre && (
        <div data-testid="overview-chart-states-total" style={{ ...CENTRE, left: centre.x, top: centre.y }}>
          <div style={{ fontSize: 22, fontWeight: 600, color: token.colorText }}>{formatNumber(total)}</div>
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{totalLabel}</div>
        </div>
      )}
    </Plot>
  );
}

type Series = 'tasksFinished' | 'exceptions';

export function TrendChart({ days, series, labels }: { days: Array<OverviewDay & { label: string }>; series: readonly Series[]; labels: Record<Series, string> }) {
  const { base, rtl, axis } = useLook();
  const data: ChartData<'bar'> = {
    labels: days.map((day) => day.label),
    datasets: series.map((name) => ({
      label: labels[name],
      data: days.map((day) => day[name] ?? 0),
      backgroundColor: TREND_COLORS[name],
      maxBarThickness: 24,
    })),
  };
  const options: ChartOptions<'bar'> = {
    ...base,
    // Right to left, the days run from the right and the values sit on the right.
    scales: { x: { ...axis(false), reverse: rtl }, y: { ...axis(true), position: rtl ? 'right' : 'left' } },
    plugins: { ...base.plugins, legend: { ...base.plugins.legend, position: 'bottom' } },
  };
  const summary = series.map((name) => `${labels[name]}: ${days.map((day) => `${day.label} ${day[name] ?? 0}`).join(', ')}`).join('; ');
  return <Plot type="bar" data={data} options={options} label={summary} testId="overview-chart-trend" />;
}

type PushPart = 'installed' | 'failed' | 'pending';
const PUSH_PARTS: readonly PushPart[] = ['installed', 'failed', 'pending'];

export function PushBars({ pushes, labels }: { pushes: readonly OverviewPush[]; labels: Record<PushPart, string> }) {
  const { base, rtl, axis } = useLook();
  if (pushes.length === 0) return null;
  const data: ChartData<'bar'> = {
    labels: pushes.map((push) => push.packageName),
    datasets: PUSH_PARTS.map((part) => ({
      label: labels[part],
      data: pushes.map((push) => push[part]),
      backgroundColor: PUSH_COLORS[part],
      maxBarThickness: 20,
    })),
  };
  const options: ChartOptions<'bar'> = {
    ...base,
    indexAxis: 'y',
    // Stacked bars, one per push; right to left they grow from the right, the pushes named on the right.
    scales: { x: { ...axis(true), stacked: true, reverse: rtl }, y: { ...axis(false), stacked: true, position: rtl ? 'right' : 'left' } },
    plugins: { ...base.plugins, legend: { ...base.plugins.legend, position: 'bottom' } },
  };
  const summary = pushes.map((push) => `${push.packageName}: ${PUSH_PARTS.map((part) => `${labels[part]} ${push[part]}`).join(', ')}`).join('; ');
  return <Plot type="bar" data={data} options={options} label={summary} testId="overview-chart-pushes" />;
}
