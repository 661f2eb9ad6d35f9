/**
 * The fleet overview on /welcome over the simulator (real antd, the network
 * only replaced): the panels an account's keys allow, each asking its own
 * call (none for a panel not drawn), each loading and failing on its own
 * (one message and a retry, the others still shown), empty states that say
 * what would show, the plots drawn after the panels' figures (their chunk
 * loads for real in jsdom, Chart.js drawing on a mocked canvas: vitest-canvas-mock).
 */
import 'vitest-canvas-mock';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { robotStateOf } from '../../mock/sim/domains/overview';
import { exceptionsOf } from '../../mock/sim/fleet';
import { envelope } from '../../mock/sim/simulator';
import { advanceClock } from '../../mock/sim/testClient';
import { clearCache } from '@/request/useData';
import { renderApp, storeSession } from '../render';
import { received, server, sim } from '../simulator';
import { button, user } from '../ui';
import { ROBOTS_POLL_MS } from '@/components/overview/panels';

const DAY = 24 * 60 * 60 * 1000;
const PANELS = ['robots', 'trend', 'pushes', 'exceptions', 'expiries', 'notices'] as const;
const CALLS = ['robots', 'trend', 'pushes', 'exceptions', 'expiries'] as const;

const calls = (panel: string) => received.filter((request) => request.url === `/api/base/overview/${panel}`);
const panel = (id: string) => screen.getByTestId(`overview-${id}`);
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((node) => node.textContent);

/** The robots of these companies in each state, as the page shows a figure (grouped by thousands). */
function robotsIn(companies: readonly string[] | 'all') {
  const counts = { operative: 0, standby: 0, charging: 0, offline: 0 };
  for (const asset of sim.state.fleet.assets.values()) {
    if (companies === 'all' || companies.includes(asset.companyId)) counts[robotStateOf(asset, sim.now())] += 1;
  }
  return counts;
}

const shown = (value: number) => value.toLocaleString('en-US');

/** Waits until the panel shows its figures (its loading state gone, no failure). */
const loaded = (id: string) =>
  waitFor(() => {
    const card = panel(id);
    expect(card.querySelector('.ant-card-loading-content')).toBeNull();
    expect(within(card).queryByTestId('overview-panel-failure')).toBeNull();
    return card;
  });

beforeEach(() => {
  // Each test signs in anew without the console's login (which forgets every cached answer).
  clearCache();
});

describe('the overview on /welcome', () => {
  it('shows an administrator every panel, each from its own call, under the greeting', async () => {
    storeSession('admin');
    renderApp('/welcome');
    // The first screen of a test file also pays for loading the layout's and the page's modules.
    await waitFor(() => expect(screen.getByText('Welcome back, Administrator')).toBeInTheDocument(), { timeout: 30_000 });
    const robots = robotsIn('all');
    await loaded('robots');
    for (const state of ['operative', 'standby', 'charging', 'offline'] as const) {
      await waitFor(() => expect(within(screen.getByTestId(`overview-robots-${state}`)).getByText(shown(robots[state]))).toBeInTheDocument());
    }
    for (const id of PANELS) await loaded(id);
    // One call each (the robots' figures are asked again every 10 s: at least one).
    for (const id of CALLS.filter((call) => call !== 'robots')) expect(calls(id), id).toHaveLength(1);
    expect(calls('robots').length).toBeGreaterThanOrEqual(1);
    // Each panel names itself and links into its section.
    expect(within(panel('robots')).getByText('Robots by state')).toBeInTheDocument();
    expect(within(panel('robots')).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/assets/list');
    // The scenes' list scrolls within the panel: a named region the keyboard reaches (axe: scrollable-region-focusable).
    const scenes = within(panel('robots')).getByRole('region', { name: 'Per scene' });
    expect(scenes).toHaveAttribute('tabindex', '0');
    expect(scenes).toBe(screen.getByTestId('overview-robots-scenes'));
    expect(within(panel('pushes')).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/ota/update');
    expect(within(panel('trend')).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/business/global');
    // The seeded pushes still waiting on offline devices are in flight, each linking to its row of the push list.
    const running = within(panel('pushes')).getByTestId('overview-pushes-list');
    await waitFor(() => expect(within(running).getAllByRole('link').length).toBeGreaterThan(0));
    expect(within(running).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/ota\/update\?push=push\d+&keyword=/);
    // The exceptions of the last 24 hours by severity: the four levels' figures add up to what the simulator holds.
    const since = sim.now() - DAY;
    const raised = [...sim.state.fleet.assets.values()].flatMap((asset) => exceptionsOf(asset).filter((exception) => exception.time >= since));
    const critical = raised.filter((exception) => exception.level === 1).length;
    expect(within(screen.getByTestId('overview-exceptions-level-1')).getByText(shown(critical))).toBeInTheDocument();
    expect(within(screen.getByTestId('overview-exceptions-level-1')).getByText('Critical')).toBeInTheDocument();
    // The admin's unread notifications, each a sentence.
    const notices = within(panel('notices')).getByTestId('overview-notices-list');
    expect(notices.children.length).toBeGreaterThan(0);
    expect(notices.children.length).toBeLessThanOrEqual(5);
    // The plots come after the figures, from their own chunk (Chart.js): each a canvas, an image named by the figures it draws.
    const canvasOf = (id: string, chart: string) =>
      waitFor(() => {
        const canvas = within(panel(id)).getByTestId(`overview-chart-${chart}`).querySelector('canvas');
        expect(canvas).not.toBeNull();
        return canvas as HTMLCanvasElement;
      });
    const donut = await canvasOf('robots', 'states');
    expect(donut).toHaveAttribute('role', 'img');
    const total = robots.operative + robots.standby + robots.charging + robots.offline;
    expect(donut.getAttribute('aria-label')).toBe(
      `Robots ${total}: Operative ${robots.operative}, Standby ${robots.standby}, Charging ${robots.charging}, Offline ${robots.offline}`,
    );
    // The total in the doughnut's middle is text, not pixels.
    await waitFor(() => expect(within(panel('robots')).getByTestId('overview-chart-states-total')).toHaveTextContent(`${shown(total)}Robots`));
    const trend = await canvasOf('trend', 'trend');
    expect(trend).toHaveAttribute('role', 'img');
    expect(trend.getAttribute('aria-label')).toMatch(/^Tasks finished: .+; Exceptions: /);
    const pushes = await canvasOf('pushes', 'pushes');
    expect(pushes).toHaveAttribute('role', 'img');
    expect(pushes.getAttribute('aria-label')).toMatch(/Installed \d+, Failed \d+, Pending \d+/);
    // No failure shown anywhere.
    expect(messages()).toEqual([]);
    expect(screen.queryByText('This part could not be loaded.')).toBeNull();
  });

  it("shows a member only the panels of the member's keys, and asks nothing for the others", async () => {
    storeSession('member');
    renderApp('/welcome');
    await loaded('robots');
    await loaded('expiries');
    await loaded('notices');
    const robots = robotsIn(['c1']);
    expect(within(screen.getByTestId('overview-robots-operative')).getByText(shown(robots.operative))).toBeInTheDocument();
    for (const id of ['pushes', 'exceptions', 'trend']) {
      expect(screen.queryByTestId(`overview-${id}`), id).toBeNull();
      expect(calls(id), id).toHaveLength(0);
    }
    expect(calls('robots').length).toBeGreaterThanOrEqual(1);
    expect(calls('expiries')).toHaveLength(1);
    // The licence list links to an asset's detail (the member holds the detail key).
    const expiring = within(panel('expiries')).getByTestId('overview-expiries-list');
    expect(within(expiring).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/assets\/list\/detail\/a\d+$/);
  });

  it("updates the robots' figures live: the panel asks again every 10 s and shows what changed", async () => {
    storeSession('member');
    renderApp('/welcome');
    await loaded('robots');
    const before = robotsIn(['c1']);
    const offline = () => within(screen.getByTestId('overview-robots-offline'));
    await waitFor(() => expect(offline().getByText(shown(before.offline))).toBeInTheDocument());
    const asked = calls('robots').length;
    // Ten of the member's robots drop off the network: the next poll brings the new figure, with no one asking.
    const going = [...sim.state.fleet.assets.values()].filter((asset) => asset.companyId === 'c1' && asset.online).slice(0, 10);
    for (const asset of going) asset.online = false;
    await waitFor(() => expect(offline().getByText(shown(before.offline + 10))).toBeInTheDocument(), { timeout: ROBOTS_POLL_MS + 10_000 });
    expect(calls('robots').length).toBeGreaterThan(asked);
  });

  it('shows one message and a retry on the panel whose call failed, the others still shown; the retry brings it back', async () => {
    server.use(http.get('*/api/base/overview/exceptions', () => HttpResponse.json(envelope(50000, 'Exception store unavailable', null))));
    storeSession('admin');
    renderApp('/welcome');
    const failure = await waitFor(() => within(panel('exceptions')).getByTestId('overview-panel-failure'));
    expect(failure).toHaveTextContent('This panel could not be loaded.');
    expect(failure).toHaveTextContent('Exception store unavailable');
    expect(within(panel('exceptions')).getAllByRole('alert')).toHaveLength(1);
    // The others show their figures.
    for (const id of ['robots', 'trend', 'pushes', 'expiries', 'notices']) await loaded(id);
    expect(within(panel('exceptions')).queryByTestId('overview-exceptions-level-1')).toBeNull();
    // The panel is the one message: the pipeline shows nothing beside it.
    expect(messages()).toEqual([]);
    server.resetHandlers();
    await user().click(button('Retry', panel('exceptions')));
    await loaded('exceptions');
    await waitFor(() => expect(within(panel('exceptions')).getByTestId('overview-exceptions-level-1')).toBeInTheDocument());
    expect(calls('exceptions')).toHaveLength(1);
  });

  it('says what would show where there is nothing: no exception in the last 24 hours two days on', async () => {
    advanceClock(sim, 2 * DAY);
    storeSession('admin');
    renderApp('/welcome');
    await loaded('exceptions');
    await waitFor(() =>
      expect(
        within(panel('exceptions')).getByText('No exception in the last 24 hours: exceptions by severity and the devices raising them will show here.'),
      ).toBeInTheDocument(),
    );
  });

  it('speaks Chinese in zh-CN', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    storeSession('member');
    renderApp('/welcome');
    await loaded('robots');
    await waitFor(() => expect(within(panel('robots')).getByText('机器人状态')).toBeInTheDocument());
    expect(within(screen.getByTestId('overview-robots-standby')).getByText('待命')).toBeInTheDocument();
    expect(within(panel('expiries')).getByText('30 天内到期的许可证和保修')).toBeInTheDocument();
  });
});
