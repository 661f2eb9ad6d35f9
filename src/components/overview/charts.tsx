/**
 * The overview's plots (antd's family of charts, @ant-design/plots): the
 * robots' state breakdown (a donut), the last 7 days (columns) and the
 * pushes' progress (stacked bars). A chunk of its own ("overview-charts"),
 * fetched after the page's first paint (./panels.tsx): the landing page's
 * first bytes do not carry it. Colours are section 9's chart colours
 * (./palette.ts, from the theme); the dark display draws on G2's dark theme.
 * Each plot is an image named by its figures for assistive technology: the
 * same figures are on the panel as text.
 */
import { Bar, Column, Pie } from '@ant-design/plots';
import type { ReactNode } from 'react';
import type { OverviewDay, OverviewPush, RobotState, RobotStateCounts } from '@/services/types/overview';
import { ROBOT_STATES } from '@/services/types/overview';
import { PUSH_COLORS, STATE_COLORS, TREND_COLORS } from './palette';

const HEIGHT = 200;
const themeOf = (dark: boolean) => (dark ? 'classicDark' : 'classic');

let drawable: boolean | undefined;
/** Whether the browser draws on a canvas (G2 draws on one): without, the panels' figures stand alone, no plot is tried. */
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

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  const draws = canvasDraws();
  return (
    <div role="img" aria-label={label} data-testid={testId} style={{ height: draws ? HEIGHT : undefined, margin: '8px 0' }}>
      {draws ? children : null}
    </div>
  );
}

export function StateDonut({ counts, labels, totalLabel, dark }: { counts: RobotStateCounts; labels: Record<RobotState, string>; totalLabel: string; dark: boolean }) {
  const data = ROBOT_STATES.map((state) => ({ state: labels[state], value: counts[state] }));
  const total = ROBOT_STATES.reduce((sum, state) => sum + counts[state], 0);
  return (
    <Figure label={`${totalLabel} ${total}: ${data.map((row) => `${row.state} ${row.value}`).join(', ')}`} testId="overview-chart-states">
      <Pie
        data={data}
        angleField="value"
        colorField="state"
        innerRadius={0.62}
        height={HEIGHT}
        autoFit
        theme={themeOf(dark)}
        scale={{ color: { domain: data.map((row) => row.state), range: ROBOT_STATES.map((state) => STATE_COLORS[state]) } }}
        legend={{ color: { position: 'right', layout: { justifyContent: 'center' } } }}
        label={false}
        tooltip={{ title: 'state', items: [{ channel: 'y', name: totalLabel }] }}
        annotations={[
          {
            type: 'text',
            style: { text: String(total), x: '50%', y: '50%', textAlign: 'center', textBaseline: 'middle', fontSize: 22, fontWeight: 600 },
          },
        ]}
      />
    </Figure>
  );
}

type Series = 'tasksFinished' | 'exceptions';

export function TrendChart({
  days,
  series,
  labels,
  dark,
}: {
  days: Array<OverviewDay & { label: string }>;
  series: readonly Series[];
  labels: Record<Series, string>;
  dark: boolean;
}) {
  const data = days.flatMap((day) => series.map((name) => ({ day: day.label, series: labels[name], value: day[name] ?? 0 })));
  const summary = series.map((name) => `${labels[name]}: ${days.map((day) => `${day.label} ${day[name] ?? 0}`).join(', ')}`).join('; ');
  return (
    <Figure label={summary} testId="overview-chart-trend">
      <Column
        data={data}
        xField="day"
        yField="value"
        colorField="series"
        group
        height={HEIGHT}
        autoFit
        theme={themeOf(dark)}
        scale={{ color: { domain: series.map((name) => labels[name]), range: series.map((name) => TREND_COLORS[name]) } }}
        axis={{ x: { title: false }, y: { title: false, tickCount: 4 } }}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      />
    </Figure>
  );
}

type PushPart = 'installed' | 'failed' | 'pending';
const PUSH_PARTS: readonly PushPart[] = ['installed', 'failed', 'pending'];

export function PushBars({ pushes, labels, dark }: { pushes: readonly OverviewPush[]; labels: Record<PushPart, string>; dark: boolean }) {
  if (pushes.length === 0) return null;
  const data = pushes.flatMap((push) => PUSH_PARTS.map((part) => ({ push: push.packageName, part: labels[part], value: push[part] })));
  const summary = pushes.map((push) => `${push.packageName}: ${PUSH_PARTS.map((part) => `${labels[part]} ${push[part]}`).join(', ')}`).join('; ');
  return (
    <Figure label={summary} testId="overview-chart-pushes">
      <Bar
        data={data}
        xField="push"
        yField="value"
        colorField="part"
        stack
        height={HEIGHT}
        autoFit
        theme={themeOf(dark)}
        scale={{ color: { domain: PUSH_PARTS.map((part) => labels[part]), range: PUSH_PARTS.map((part) => PUSH_COLORS[part]) } }}
        axis={{ x: { title: false }, y: { title: false, tickCount: 4 } }}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      />
    </Figure>
  );
}
