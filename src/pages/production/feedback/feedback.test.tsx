/**
 * The quality feedback tickets (/production-quality/feedback) over the simulator: the list and its call, a
 * search from the address (`?serialNumber=`), creating a ticket (what the server receives), the fifth measure
 * refused, the server's refusal of a serial number never issued on its field, editing, closing, a closed
 * ticket read-only; and a member kept from both production-quality screens of this issue.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, choose, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';

const PAGE = '/api/production/feedback/page';
const bodiesTo = (method: string, url: string | RegExp) =>
  received
    .filter((request) => request.method === method && (typeof url === 'string' ? request.url.startsWith(url) : url.test(request.url)))
    .map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const CREATE = /^\/api\/production\/feedback(\?|$)/;
const ticketRows = () => rowsOf('feedback-table');
const ticketOf = (row: HTMLElement) => sim.state.production.feedback.find((ticket) => ticket.id === row.getAttribute('data-row-key'));

async function openNew() {
  await user().click(button(/New feedback ticket/));
  return waitFor(() => dialogTitled('New feedback ticket'));
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  await user().click(within(dialog).getByLabelText(label));
  await choose(option);
}

async function addSerial(dialog: HTMLElement, serial: string) {
  await user().click(within(dialog).getByLabelText('Serial numbers'));
  await user().keyboard(`${serial}{Enter}`);
}

/** Fills the required fields of a new ticket naming `serial`. */
async function fillRequired(dialog: HTMLElement, serial: string) {
  const u = user();
  await u.click(within(dialog).getByLabelText('Date'));
  await u.keyboard('2026-11-20{Enter}');
  await fill(within(dialog).getByLabelText('Customer'), 'Cedar Logistics');
  await pick(dialog, 'Anomaly class', 'Function');
  await pick(dialog, 'Cause class', 'Material');
  await fill(within(dialog).getByLabelText('Anomaly description'), 'Depth image drops out after an hour');
  await addSerial(dialog, serial);
}

describe('quality feedback tickets', () => {
  it('lists the tickets for the admin, 10 a page, from the page call', async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback');
    expect(await ticketRows()).toHaveLength(10);
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('feedback-table');
    for (const title of ['Date', 'Customer', 'Anomaly class', 'Cause class', 'Corrective report number', 'State', 'Completed by', 'Verification result']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
  });

  it("searches a unit's tickets on the server from ?serialNumber=", async () => {
    const ticket = sim.state.production.feedback[0];
    const serial = ticket.serialNumbers[0];
    storeSession('admin');
    renderApp(`/production-quality/feedback?serialNumber=${encodeURIComponent(serial)}`);
    const rows = await ticketRows();
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ serialNumber: serial });
    const naming = sim.state.production.feedback.filter((candidate) => candidate.serialNumbers.some((number) => number.toLowerCase().includes(serial.toLowerCase())));
    await waitFor(async () => expect(await ticketRows()).toHaveLength(Math.min(10, naming.length)));
    expect(rows.every((row) => ticketOf(row)?.serialNumbers.some((number) => number.includes(serial)))).toBe(true);
    // Opened, the ticket names its serial numbers, each a link to that unit's timeline.
    const first = rows.find((row) => ticketOf(row)?.id === ticket.id) as HTMLElement;
    await user().click(within(first).getByRole('button', { name: /expand/i }));
    const link = await waitFor(() => screen.getByRole('link', { name: serial }));
    expect(link).toHaveAttribute('href', `/unit/${encodeURIComponent(serial)}`);
  });

  it('creates a ticket with its measures and serial numbers: what the server received', async () => {
    const serial = [...sim.state.production.serials.keys()][5];
    storeSession('admin');
    renderApp('/production-quality/feedback');
    await ticketRows();
    const u = user();
    const dialog = await openNew();
    await fillRequired(dialog, serial);
    await fill(within(dialog).getByLabelText('Corrective report number'), '8D-9001');
    await u.click(button('Add a measure', dialog));
    await fill(within(dialog).getByLabelText('Measure 1'), 'Reseat the flex cable');
    await u.click(button('Add a measure', dialog));
    await fill(within(dialog).getByLabelText('Measure 2'), 'Add a burn-in hour');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Feedback ticket 8D-9001 created')).toBeInTheDocument());
    const bodies = bodiesTo('POST', CREATE);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      customer: 'Cedar Logistics',
      anomalyClass: 2,
      causeClass: 2,
      anomalyDescription: 'Depth image drops out after an hour',
      reportNumber: '8D-9001',
      measures: ['Reseat the flex cable', 'Add a burn-in hour'],
      serialNumbers: [serial],
      date: expect.any(Number),
    });
    const created = sim.state.production.feedback.find((ticket) => ticket.reportNumber === '8D-9001');
    expect(created).toMatchObject({ state: 1, serialNumbers: [serial] });
  });

  it('refuses a fifth measure: the add button stops at 4 and says why', async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback');
    await ticketRows();
    const u = user();
    const dialog = await openNew();
    const add = button('Add a measure', dialog);
    for (let n = 1; n <= 4; n += 1) {
      expect(add).toBeEnabled();
      await u.click(add);
    }
    await waitFor(() => expect(within(dialog).getByLabelText('Measure 4')).toBeInTheDocument());
    expect(within(dialog).queryByLabelText('Measure 5')).toBeNull();
    expect(add).toBeDisabled();
    expect(within(dialog).getByText('A ticket holds at most 4 measures: remove one to add another')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Remove measure 4' }));
    await waitFor(() => expect(add).toBeEnabled());
  });

  it("puts the server's refusal of a serial number never issued on its field, keeping what was typed", async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback');
    await ticketRows();
    const dialog = await openNew();
    await fillRequired(dialog, 'NOPE-0000');
    await user().click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('Not all of these serial numbers were issued: check each one')).toBeInTheDocument());
    expect(bodiesTo('POST', CREATE)).toHaveLength(1);
    expect(within(dialog).getByText('NOPE-0000')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Customer')).toHaveValue('Cedar Logistics');
  });

  it('edits an open ticket: the dialog holds its values and the server receives the change', async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback?state=1');
    const rows = await ticketRows();
    const ticket = ticketOf(rows[0]);
    expect(ticket?.state).toBe(1);
    const u = user();
    await u.click(within(rows[0]).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit feedback ticket'));
    await waitFor(() => expect(within(dialog).getByLabelText('Customer')).toHaveValue(ticket?.customer));
    expect(within(dialog).getByLabelText('Measure 1')).toHaveValue(ticket?.measures[0]);
    await u.clear(within(dialog).getByLabelText('Related order'));
    await fill(within(dialog).getByLabelText('Related order'), 'SO-2026-7777');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText(`Feedback ticket ${ticket?.reportNumber} saved`)).toBeInTheDocument());
    const bodies = bodiesTo('PUT', `/api/production/feedback/${ticket?.id}`);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ relatedOrder: 'SO-2026-7777', customer: ticket?.customer, serialNumbers: ticket?.serialNumbers, measures: ticket?.measures });
    expect(sim.state.production.feedback.find((candidate) => candidate.id === ticket?.id)?.relatedOrder).toBe('SO-2026-7777');
  });

  it('closes an open ticket with its completer and verification result; closed, it offers no edit', async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback?state=1');
    const rows = await ticketRows();
    const ticket = ticketOf(rows[0]);
    const u = user();
    await u.click(within(rows[0]).getByText('Close ticket'));
    const dialog = await waitFor(() => dialogTitled(`Close feedback ticket ${ticket?.reportNumber}`));
    expect(within(dialog).getByText('A closed ticket can no longer be edited.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Completed by'), 'Wang Lei');
    await fill(within(dialog).getByLabelText('Verification result'), 'Passed a 24-hour soak');
    await u.click(button('Close ticket', dialog));
    await waitFor(() => expect(screen.getByText(`Feedback ticket ${ticket?.reportNumber} closed`)).toBeInTheDocument());
    expect(bodiesTo('POST', `/api/production/feedback/${ticket?.id}/close`)[0]).toEqual({ completer: 'Wang Lei', verificationResult: 'Passed a 24-hour soak' });
    expect(sim.state.production.feedback.find((candidate) => candidate.id === ticket?.id)).toMatchObject({ state: 2, completer: 'Wang Lei' });
  });

  it('offers neither edit nor close on a closed ticket', async () => {
    storeSession('admin');
    renderApp('/production-quality/feedback?state=2');
    const rows = await ticketRows();
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ state: [2] });
    for (const row of rows) {
      expect(ticketOf(row)?.state).toBe(2);
      expect(within(row).getByText('Closed')).toBeInTheDocument();
      expect(within(row).queryByText('Edit')).toBeNull();
      expect(within(row).queryByText('Close ticket')).toBeNull();
    }
  });

  it.each(['/production-quality/feedback', '/production-quality/process-info'])('refuses %s to a member', async (path) => {
    storeSession('member');
    renderApp(path);
    await waitFor(() => expect(screen.getByText('Sorry, you are not allowed to open this page.')).toBeInTheDocument());
    expect(received.filter((request) => request.url.startsWith('/api/production/'))).toHaveLength(0);
  });
});
