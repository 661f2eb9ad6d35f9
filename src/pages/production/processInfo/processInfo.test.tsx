/**
 * The process records (/production-quality/process-info) over the simulator: the list and its call, a search
 * sent to the server (from the address too: `?serialNumber=`), a failed check standing out, a camera-module
 * check's regions under its row, and the export of ticked rows (none ticked: refused).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { captureSaves } from '../../../../tests/resources';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, rowsOf, user } from '../../../../tests/ui';
import { cellsOf, csvOf } from '../../../../tests/exports';
import { FAILED_ROW } from './index';

const PAGE = '/api/production/record/page';
const pageBodies = () =>
  received.filter((request) => request.method === 'POST' && request.url.startsWith(PAGE)).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const recordRows = () => rowsOf('record-table');

/** A seeded serial number with a failed check, and that check. */
function failedUnit() {
  for (const [serialNumber, records] of sim.state.production.records) {
    const failed = records.find((record) => record.result === 2);
    if (failed) return { serialNumber, failed };
  }
  throw new Error('the seed has no failed check');
}

describe('process records', () => {
  it('lists the records for the admin, 10 a page, the latest first, from the page call', async () => {
    storeSession('admin');
    renderApp('/production-quality/process-info');
    const rows = await recordRows();
    expect(rows).toHaveLength(10);
    expect(pageBodies()[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('record-table');
    for (const title of ['Time', 'Serial number', 'Batch', 'Record', 'Result', 'Operator']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
    const all = [...sim.state.production.records.values()].flat();
    const latest = Math.max(...all.map((record) => record.time));
    expect(all.find((record) => record.id === rows[0].getAttribute('data-row-key'))?.time).toBe(latest);
  });

  it("searches a unit's records on the server from ?serialNumber=, its failed check in red and marked", async () => {
    const { serialNumber, failed } = failedUnit();
    storeSession('admin');
    renderApp(`/production-quality/process-info?serialNumber=${encodeURIComponent(serialNumber)}`);
    expect((await recordRows()).length).toBeGreaterThan(0);
    expect(pageBodies()[0]).toMatchObject({ serialNumber });
    const records = sim.state.production.records.get(serialNumber) ?? [];
    await waitFor(async () => expect(await recordRows()).toHaveLength(records.length));
    const rows = await recordRows();
    expect(rows.map((row) => row.getAttribute('data-row-key')).sort()).toEqual(records.map((record) => record.id).sort());
    const row = rows.find((candidate) => candidate.getAttribute('data-row-key') === failed.id) as HTMLElement;
    expect(row).toBeDefined();
    expect(row).toHaveClass(FAILED_ROW);
    const tag = within(row).getByText('Fail');
    expect(tag.closest('.ant-tag')).toHaveClass('ant-tag-error');
    // A passed check is not marked.
    const passed = records.find((record) => record.result === 1);
    const passedRow = rows.find((candidate) => candidate.getAttribute('data-row-key') === passed?.id) as HTMLElement;
    expect(passedRow).not.toHaveClass(FAILED_ROW);
    expect(within(passedRow).getByText('Pass').closest('.ant-tag')).toHaveClass('ant-tag-success');
    // The serial number opens the unit's timeline; its copy button stays beside it.
    expect(within(row).getByRole('link', { name: serialNumber })).toHaveAttribute('href', `/unit/${encodeURIComponent(serialNumber)}`);
    expect(within(row).getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });

  it("sends the kind and the result to the server, and opens a camera-module check to its regions", async () => {
    storeSession('admin');
    renderApp('/production-quality/process-info?kind=6&result=2');
    const rows = await recordRows();
    expect(pageBodies()[0]).toMatchObject({ kind: [6], result: [2] });
    const first = [...sim.state.production.records.values()].flat().find((record) => record.id === rows[0].getAttribute('data-row-key'));
    expect(first).toMatchObject({ kind: 6, result: 2 });
    await user().click(rows[0].querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const details = await waitFor(() => screen.getByTestId(`record-details-${first?.id}`));
    for (const region of ['Center', 'Top left', 'Top right', 'Bottom left', 'Bottom right']) expect(within(details).getByText(region)).toBeInTheDocument();
    const failedRegion = first?.regions.find((region) => region.result === 2);
    expect(failedRegion).toBeDefined();
    expect(within(details).getAllByText('Fail').length).toBe(first?.regions.filter((region) => region.result === 2).length);
  });

  it('asks to tick rows before an export, and exports the ticked ones to a file named with the time', async () => {
    storeSession('admin');
    const saves = captureSaves();
    renderApp('/production-quality/process-info');
    const rows = await recordRows();
    const u = user();
    await u.click(button(/^Export$/));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    expect(saves.saved).toHaveLength(0);
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(rows[1].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button(/^Export$/));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^process-records_\d{8}_\d{6}\.csv$/);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines).toHaveLength(3);
    const header = cellsOf(csv.lines[0]);
    const record = [...sim.state.production.records.values()].flat().find((candidate) => candidate.id === rows[0].getAttribute('data-row-key'));
    const line = cellsOf(csv.lines[1]);
    expect(line[header.indexOf('Serial number')]).toBe(record?.serialNumber);
    expect(['Binocular calibration', 'Binocular burn', '3D ToF burn', 'Texture check', 'ToF check', 'Camera-module check', 'Inventory', 'Delivery']).toContain(line[header.indexOf('Record')]);
    saves.restore();
  });
});
