/**
 * The serial-number applications (/production-quality/factory-sn) over the simulator: the list and its call,
 * applying (the rules on the form, the device-number preview, what the server receives), approving as
 * another account (the serial numbers issued, listed under the application), the applicant kept from
 * approving their own, and the export of ticked rows.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { captureSaves } from '../../../../tests/resources';
import { renderApp, storeSession } from '../../../../tests/render';
import { received, sim } from '../../../../tests/simulator';
import { button, dialogTitled, fill, rowsOf, user } from '../../../../tests/ui';
import { cellsOf, csvOf } from '../../../../tests/exports';
import { approveSnApplication } from '@/services/production';
import { deviceNumberOf } from '@/services/types/production';

const PAGE = '/api/production/application/page';
const APPLY = /^\/api\/production\/application(\?|$)/;
const bodiesTo = (method: string, url: string | RegExp) =>
  received
    .filter((request) => request.method === method && (typeof url === 'string' ? request.url.startsWith(url) : url.test(request.url)))
    .map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);
const applicationRows = () => rowsOf('application-table');
const rowOf = (rows: HTMLElement[], id: string) => rows.find((row) => row.getAttribute('data-row-key') === id);

async function fillApplication(dialog: HTMLElement, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) await fill(within(dialog).getByLabelText(label), text);
}

/** The admin's list, then the apply dialog open. */
async function openApplyForm() {
  storeSession('admin');
  renderApp('/production-quality/factory-sn');
  await applicationRows();
  await user().click(button(/Apply for serial numbers/));
  return waitFor(() => dialogTitled('Apply for serial numbers'));
}

async function pickDate(dialog: HTMLElement) {
  const u = user();
  await u.click(within(dialog).getByLabelText('Manufacture date'));
  await u.keyboard('2026-11-01{Enter}');
}

describe('serial-number applications', () => {
  it('lists the applications for the admin, 10 a page, from the page call', async () => {
    storeSession('admin');
    renderApp('/production-quality/factory-sn');
    const rows = await applicationRows();
    expect(rows).toHaveLength(10);
    expect(bodiesTo('POST', PAGE)[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const table = screen.getByTestId('application-table');
    for (const title of ['Application number', 'Manufacturer', 'Batch', 'Year code', 'Level identifier', 'Application quantity', 'State', 'Applicant']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
  });

  it('refuses a level identifier with O on its field, sending nothing', async () => {
    const dialog = await openApplyForm();
    await fillApplication(dialog, { Manufacturer: 'Acme', 'Year code': 'k', 'Level identifier': 'ao', Batch: 'b2407', 'Random number': '5821' });
    await user().click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getAllByText('1 or 2 letters or digits, without O and I').length).toBe(2));
    expect(bodiesTo('POST', APPLY)).toHaveLength(0);
  });

  it('applies with a preview of the numbers the server issues once another account approves', async () => {
    const dialog = await openApplyForm();
    const u = user();
    await fillApplication(dialog, {
      Manufacturer: 'Acme',
      'Year code': 'k',
      'Level identifier': 'a3',
      Batch: 'b2407',
      'Random number': '5821',
      'Production quantity': '120',
      'Application quantity': '3',
      'Target area': 'EU',
    });
    await pickDate(dialog);
    await waitFor(() => expect(within(dialog).getByTestId('device-preview')).toHaveTextContent('K-A3-B2407-5821-0001 … -0003'));
    await u.click(button('Save', dialog));
    await waitFor(() => expect(bodiesTo('POST', APPLY)).toHaveLength(1));
    expect(bodiesTo('POST', APPLY)[0]).toMatchObject({
      manufacturer: 'Acme',
      yearCode: 'K',
      levelIdentifier: 'A3',
      batch: 'B2407',
      randomNumber: '5821',
      productionQuantity: 120,
      applicationQuantity: 3,
      targetArea: 'EU',
      manufactureDate: expect.any(Number),
    });
    const application = sim.state.production.applications.find((candidate) => candidate.batch === 'B2407' && candidate.randomNumber === '5821');
    expect(application).toBeDefined();
    const id = application?.id ?? '';
    // The applicant is offered no approve, and the server refuses them if forced.
    await waitFor(async () => expect(rowOf(await applicationRows(), id)).toBeDefined());
    const own = rowOf(await applicationRows(), id) as HTMLElement;
    expect(within(own).queryByText('Approve')).toBeNull();
    await expect(approveSnApplication(id, { remarks: 'Looks right to me' })).rejects.toMatchObject({ code: 40901 });

    // Another account with the approve key: the remarks' floor, then the serial numbers issued.
    cleanup();
    storeSession('reviewer');
    renderApp('/production-quality/factory-sn');
    await waitFor(async () => expect(rowOf(await applicationRows(), id)).toBeDefined());
    const row = rowOf(await applicationRows(), id) as HTMLElement;
    await u.click(within(row).getByText('Approve'));
    const review = await waitFor(() => dialogTitled(`Approve application ${application?.applicationNumber}`));
    await fill(within(review).getByLabelText('Remarks'), 'Too short');
    const forced = bodiesTo('POST', `/api/production/application/${id}/approve`).length;
    await u.click(button('Approve', review));
    await waitFor(() => expect(within(review).getByText('At least 10 characters')).toBeInTheDocument());
    expect(bodiesTo('POST', `/api/production/application/${id}/approve`)).toHaveLength(forced);
    await fill(within(review).getByLabelText('Remarks'), ', checked against the plan');
    await u.click(button('Approve', review));
    await waitFor(() => expect(screen.getByText(`Application ${application?.applicationNumber} approved`)).toBeInTheDocument());
    const issued = [...sim.state.production.serials.values()].filter((serial) => serial.applicationId === id).map((serial) => serial.serialNumber);
    expect(issued.sort()).toEqual([1, 2, 3].map((sequence) => deviceNumberOf({ yearCode: 'K', levelIdentifier: 'A3', batch: 'B2407', randomNumber: '5821' }, sequence)));
    expect(issued[0]).toBe('K-A3-B2407-5821-0001');
    // Listed under the application.
    await waitFor(async () => expect(within(rowOf(await applicationRows(), id) as HTMLElement).getByText('Approved')).toBeInTheDocument());
    await u.click(within(rowOf(await applicationRows(), id) as HTMLElement).getByText('Details'));
    const serialRows = await rowsOf('serial-table');
    expect(serialRows.map((serialRow) => serialRow.getAttribute('data-row-key'))).toEqual(issued);
    // The ticked serial numbers export to a file of their own.
    const saves = captureSaves();
    const drawer = screen.getByTestId('serial-table').closest('.ant-drawer') as HTMLElement;
    await u.click(serialRows[1].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button(/^Export$/, drawer));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^serial-numbers-SA-\d{4}-\d{4}_\d{8}_\d{6}\.csv$/);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.lines).toHaveLength(2);
    expect(cellsOf(csv.lines[1])[0]).toBe('K-A3-B2407-5821-0002');
    saves.restore();
  });

  it('asks to tick rows before an export, and exports the ticked ones to a file named with the time', async () => {
    storeSession('admin');
    const saves = captureSaves();
    renderApp('/production-quality/factory-sn');
    const rows = await applicationRows();
    const u = user();
    await u.click(button(/^Export$/));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    expect(saves.saved).toHaveLength(0);
    await u.click(rows[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button(/^Export$/));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^sn-applications_\d{8}_\d{6}\.csv$/);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines).toHaveLength(2);
    const header = cellsOf(csv.lines[0]);
    const application = sim.state.production.applications.find((candidate) => candidate.id === rows[0].getAttribute('data-row-key'));
    expect(cellsOf(csv.lines[1])[header.indexOf('Application number')]).toBe(application?.applicationNumber);
    saves.restore();
  });
});
