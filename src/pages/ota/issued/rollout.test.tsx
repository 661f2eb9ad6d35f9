/**
 * The send screen's safe-push fields (issue 33) over the simulator: "Install
 * only when idle" and "Phased rollout" (off by default), the stages' checks
 * and their messages (nothing sent while one fails), and what the server
 * receives. Section 5's rule still comes first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { resetSessionExpiry } from '@/request/session';
import { renderApp, storeSession } from '../../../../tests/render';
import { sim } from '../../../../tests/simulator';
import { bodyOf, sent } from '../../../../tests/members';
import { button, confirmDialog, rowsOf, user, messages } from '../../../../tests/ui';

const SEND_URL = '/api/base/ota/upgrade';

/** Opens a select of the send screen and picks the option titled `title`. */
async function pick(field: string, title: string) {
  const select = screen.getByTestId(`send-${field}`);
  await waitFor(() => expect(select).not.toHaveClass('ant-select-disabled'));
  await user().click(select.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const found = open?.querySelector(`.ant-select-item-option[title="${title}"]`) as HTMLElement | null | undefined;
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  await user().click(option);
}

/** The send screen with the DL-200 V1 rc package chosen and the first `count` online devices ticked. */
async function readyToSend(count: number) {
  storeSession('admin');
  const app = renderApp('/ota/update/issued');
  await waitFor(() => expect(screen.getByTestId('send-tag')).not.toHaveClass('ant-select-disabled'), { timeout: 30_000 });
  for (const [field, title] of [
    ['tag', 'rc'],
    ['model', 'DL-200'],
    ['modelVersion', 'V1'],
    ['purpose', 'System'],
    ['version', '3.4.0'],
  ] as const) {
    await pick(field, title);
  }
  await screen.findByTestId('send-package');
  const rows = await rowsOf('send-device-table');
  const online = rows.filter((row) => within(row).queryByText('Online') !== null).slice(0, count);
  expect(online).toHaveLength(count);
  for (const row of online) await user().click(row.querySelector('input[type=checkbox]') as HTMLElement);
  return { app, ids: online.map((row) => row.getAttribute('data-row-key')) };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(label: string, text: string) {
  const u = user();
  await u.clear(input(label));
  if (text) await u.type(input(label), text);
}

/** Each stage's share and threshold as shown. */
const stagesShown = () =>
  within(screen.getByTestId('send-stages'))
    .getAllByTestId('send-stage')
    .map((stage) => [...stage.querySelectorAll('input')].map((field) => field.value));

describe('sending an upgrade safely: the rollout fields', () => {
  it('offers install when idle and a phased rollout, off; phased shows 5 %, 25 %, 100 % to edit', async () => {
    await readyToSend(1);
    expect(screen.getByText('Install only when idle')).toBeInTheDocument();
    expect(screen.getByText('Phased rollout')).toBeInTheDocument();
    expect(screen.getByTestId('send-when-idle')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('send-phased')).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByTestId('send-stages')).toBeNull();
    await user().click(screen.getByTestId('send-phased'));
    await waitFor(() => expect(stagesShown()).toEqual([['5', '10'], ['25', '10'], ['100', '10']]));
    // Up to five stages: then Add is disabled.
    await user().click(button('Add a stage'));
    await user().click(button('Add a stage'));
    await waitFor(() => expect(stagesShown()).toHaveLength(5));
    expect(button('Add a stage')).toBeDisabled();
    expect(screen.getByText('At most 5 stages')).toBeInTheDocument();
  });

  it("says what is wrong with the stages, and sends nothing until they ascend to 100 % with thresholds of 0-100 %", async () => {
    await readyToSend(2);
    const u = user();
    await u.click(screen.getByTestId('send-phased'));
    await waitFor(() => expect(stagesShown()).toHaveLength(3));

    await retype('Stage 2: devices (%)', '3');
    await u.click(button(/Send to/));
    await waitFor(() => expect(screen.getByText("Each stage's share must be larger than the one before")).toBeInTheDocument());

    await retype('Stage 2: devices (%)', '50');
    await retype('Stage 3: devices (%)', '90');
    await u.click(button(/Send to/));
    await waitFor(() => expect(screen.getByText('The last stage must reach 100%')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText("Each stage's share must be larger than the one before")).toBeNull());

    await retype('Stage 3: devices (%)', '100');
    await retype('Stage 1: failure threshold (%)', '150');
    await retype('Stage 2: devices (%)', '');
    await u.click(button(/Send to/));
    await waitFor(() => expect(screen.getByText('A failure threshold is a whole number from 0 to 100%')).toBeInTheDocument());
    const shownErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    await waitFor(() => expect(shownErrors()).toContain("Enter the stage's share of devices"));
    await waitFor(() => expect(screen.queryByText('The last stage must reach 100%')).toBeNull());

    // Nothing was asked, nothing sent.
    expect(screen.queryByText(/Send the upgrade to/, { selector: '.ant-modal-confirm-title' })).toBeNull();
    expect(sent('POST', SEND_URL)).toHaveLength(0);
  });

  it('keeps section 5 first: no package is still "no upgradable devices, please reselect"', async () => {
    storeSession('admin');
    renderApp('/ota/update/issued');
    await waitFor(() => expect(screen.getByTestId('send-tag')).not.toHaveClass('ant-select-disabled'), { timeout: 30_000 });
    await user().click(screen.getByTestId('send-phased'));
    await user().click(button(/Send to/));
    await waitFor(() => expect(messages()).toEqual(['No upgradable devices, please reselect']));
    expect(sent('POST', SEND_URL)).toHaveLength(0);
  });

  it('sends when idle and the stages as edited, after saying so in the confirmation', async () => {
    const { app, ids } = await readyToSend(5);
    const u = user();
    await u.click(screen.getByTestId('send-when-idle'));
    await u.click(screen.getByTestId('send-phased'));
    await waitFor(() => expect(stagesShown()).toHaveLength(3));
    await u.click(screen.getByLabelText('Remove stage 2'));
    await waitFor(() => expect(stagesShown()).toHaveLength(2));
    await retype('Stage 1: devices (%)', '50');
    await retype('Stage 1: failure threshold (%)', '0');
    await u.click(button('Send to 5 devices'));
    const ask = await waitFor(() => confirmDialog('Send the upgrade to 5 devices?'));
    expect(ask.textContent).toContain('Each robot installs only when it is standby or charging.');
    expect(ask.textContent).toContain('It goes out in 2 stages: 50%, 100%.');
    expect(sent('POST', SEND_URL)).toHaveLength(0);
    await u.click(button('Send', ask));
    await app.waitForPath(/^\/ota\/update\?push=/);
    const body = bodyOf(sent('POST', SEND_URL)[0]);
    expect(body).toEqual({
      packageId: 'ota8',
      assetIds: ids,
      whenIdle: true,
      stages: [
        { percent: 50, failureThreshold: 0 },
        { percent: 100, failureThreshold: 10 },
      ],
    });
  });

  it('sends all at once and without waiting when neither is switched on', async () => {
    const { app } = await readyToSend(1);
    await user().click(button('Send to 1 device'));
    await user().click(button('Send', await waitFor(() => confirmDialog('Send the upgrade to 1 device?'))));
    await app.waitForPath(/^\/ota\/update\?push=/);
    const body = bodyOf(sent('POST', SEND_URL)[0]);
    expect(body.whenIdle).toBe(false);
    expect(body).not.toHaveProperty('stages');
  });

  it('keeps the choices, the ticked devices and the rollout through a lost session, for the same account (issue 34)', async () => {
    resetSessionExpiry();
    const { app, ids } = await readyToSend(2);
    const u = user();
    await u.click(screen.getByTestId('send-when-idle'));
    sim.expireSessions();
    await u.click(button('Send to 2 devices'));
    await u.click(button('Send', await waitFor(() => confirmDialog('Send the upgrade to 2 devices?'))));
    await app.waitForPath(/^\/user\/login\?redirect=/);
    app.unmount();

    storeSession('admin');
    renderApp('/ota/update/issued');
    await waitFor(() => expect(screen.getByTestId('draft-restored')).toBeInTheDocument(), { timeout: 30_000 });
    await screen.findByTestId('send-package');
    await waitFor(() => expect(button('Send to 2 devices')).toBeInTheDocument());
    const rows = await rowsOf('send-device-table');
    const ticked = rows.filter((row) => (row.querySelector('input[type=checkbox]') as HTMLInputElement).checked).map((row) => row.getAttribute('data-row-key'));
    expect(ticked).toEqual(ids);
    expect(screen.getByTestId('send-when-idle')).toHaveAttribute('aria-checked', 'true');
    // Discard starts afresh: no package, nothing ticked.
    await u.click(button('Discard'));
    await waitFor(() => expect(screen.queryByTestId('send-package')).toBeNull());
    expect(screen.getByTestId('send-when-idle')).toHaveAttribute('aria-checked', 'false');
  });
});
