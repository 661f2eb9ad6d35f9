/**
 * One unit's timeline (/unit/{serialNumber}) over the simulator: the admin opens a fleet unit's timeline from the
 * asset detail's serial number and sees its events in time order (application, approval, checks, delivery,
 * activation...), a failed check in red with its link to the process records, and an empty part named with
 * "Nothing here"; the asset list and an application's serial numbers link there too; an enterprise
 * administrator sees only its own unit's asset parts, and another company's serial number is one not-found
 * message, the search box still there; a typed serial number goes to its address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../../../tests/render';
import { sim } from '../../../tests/simulator';
import { rowsOf, user } from '../../../tests/ui';

const assets = () => [...sim.state.fleet.assets.values()];
const hasFeedback = (serial: string) => sim.state.production.feedback.some((ticket) => ticket.serialNumbers.includes(serial));
const hasFailedCheck = (serial: string) => (sim.state.production.records.get(serial) ?? []).some((record) => record.result === 2);

const events = () => screen.queryAllByTestId('unit-event');
const partsCard = () => screen.getByText('Parts of its life').closest('.ant-card') as HTMLElement;
/** A part's row in the parts card: its name and what it says. */
const partRow = (name: string) => within(partsCard()).getByText(name).closest('.ant-descriptions-item') as HTMLElement;

describe('one unit’s timeline', () => {
  it('opens from the asset detail: the events in time order, a failed check in red, an empty part says so', async () => {
    const asset = assets().find((candidate) => candidate.firstActivation !== null && !hasFeedback(candidate.serialNumber) && hasFailedCheck(candidate.serialNumber));
    if (!asset) throw new Error('no activated fleet unit with a failed check and no feedback');
    storeSession('admin');
    const view = renderApp(`/assets/list/detail/${encodeURIComponent(asset.id)}`);
    // The file's first screen: as long as every file's first screen waits (a busy machine).
    const link = await waitFor(() => screen.getByRole('link', { name: asset.serialNumber }), { timeout: 30_000 });
    await user().click(link);
    await view.waitForPath(`/unit/${encodeURIComponent(asset.serialNumber)}`);
    await waitFor(() => expect(screen.getByText(`Unit ${asset.serialNumber}`)).toBeInTheDocument());
    await waitFor(() => expect(events().length).toBeGreaterThan(8));

    // In time order: applied, approved, the checks, the inventory, the delivery, then the asset's life.
    const kinds = events().map((event) => event.getAttribute('data-kind'));
    const factory = kinds.filter((kind) => ['applied', 'approved', 'check', 'inventory', 'delivery'].includes(kind ?? ''));
    expect(factory.slice(0, 8)).toEqual(['applied', 'approved', ...Array<string>(6).fill('check')]);
    expect(factory.slice(8).sort()).toEqual(['delivery', 'inventory']);
    expect(kinds.indexOf('delivery')).toBeLessThan(kinds.indexOf('assetAdded'));
    expect(kinds.indexOf('assetAdded')).toBeLessThanOrEqual(kinds.indexOf('activated'));
    const words = events().map((event) => event.querySelector('.ant-tag')?.textContent);
    expect(words.indexOf('Applied')).toBeLessThan(words.indexOf('Approved'));
    expect(words.indexOf('Approved')).toBeLessThan(words.indexOf('Check'));
    expect(words).toContain('Delivery');
    expect(words).toContain('Activated');
    const times = events().map((event) => event.querySelector('bdi[dir="ltr"]')?.textContent ?? '');
    expect([...times].sort()).toEqual(times);

    // Each event in words built from its facts: the application's number and reviewer, the check's kind.
    const application = sim.state.production.applications.find((candidate) => candidate.id === sim.state.production.serials.get(asset.serialNumber)?.applicationId);
    const approvedEvent = events().find((event) => event.getAttribute('data-kind') === 'approved') as HTMLElement;
    expect(approvedEvent).toHaveTextContent(`${application?.applicationNumber}, approved by ${application?.reviewer}`);
    expect(within(approvedEvent).getByRole('link', { name: 'Application' })).toHaveAttribute(
      'href',
      `/production-quality/factory-sn?keyword=${encodeURIComponent(application?.applicationNumber ?? '')}`,
    );
    expect(events().find((event) => event.getAttribute('data-kind') === 'check')).toHaveTextContent('Binocular calibration, by ');
    // An expiry still ahead is marked coming; one passed says expired.
    const licences = events().filter((event) => event.getAttribute('data-kind') === 'licence');
    expect(licences.length).toBeGreaterThan(0);
    for (const licence of licences) {
      const coming = licence.getAttribute('data-coming') === 'true';
      expect(licence).toHaveTextContent(coming ? /expires(Asset)?$/ : /expired(Asset)?$/);
      expect(within(licence).queryByText('Coming') !== null).toBe(coming);
    }

    // A failed check stands out: its result in red, its words in the danger colour, a link to the unit's process records.
    const failed = events().filter((event) => event.getAttribute('data-failed') === 'true');
    expect(failed.length).toBe((sim.state.production.records.get(asset.serialNumber) ?? []).filter((record) => record.result === 2).length);
    expect(within(failed[0]).getByText('Fail')).toHaveClass('ant-tag-error');
    expect(failed[0].querySelector('.ant-typography-danger')).not.toBeNull();
    expect(within(failed[0]).getByRole('link', { name: 'Process records' })).toHaveAttribute(
      'href',
      `/production-quality/process-info?serialNumber=${encodeURIComponent(asset.serialNumber)}`,
    );
    // The asset's events open its detail.
    const activated = events().find((event) => event.getAttribute('data-kind') === 'activated') as HTMLElement;
    expect(within(activated).getByRole('link', { name: 'Asset' })).toHaveAttribute('href', `/assets/list/detail/${encodeURIComponent(asset.id)}`);

    // Every part is named; the one with nothing says so.
    expect(within(partRow('Quality feedback')).getByText('Nothing here')).toBeInTheDocument();
    expect(within(partRow('Application and approval')).getByText('2 events')).toBeInTheDocument();
    expect(within(partRow('Process records')).queryByText('Nothing here')).toBeNull();
  });

  it('links from the asset list’s serial numbers', async () => {
    storeSession('admin');
    const view = renderApp('/assets/list');
    const [row] = await rowsOf('asset-table');
    const serial = assets().find((asset) => asset.id === row.getAttribute('data-row-key'))?.serialNumber ?? '';
    await user().click(within(row).getByRole('link', { name: serial }));
    await view.waitForPath(`/unit/${encodeURIComponent(serial)}`);
    await waitFor(() => expect(events().length).toBeGreaterThan(0));
    // It belongs to no section: the header's menu button is titled after it.
    expect(screen.getByTestId('header-menu-title')).toHaveTextContent('Unit timeline');
  });

  it('links from an application’s serial numbers; a unit not yet in the field says its asset part is empty', async () => {
    storeSession('admin');
    const view = renderApp('/production-quality/factory-sn');
    const rows = await rowsOf('application-table');
    const approved = rows.find((row) => within(row).queryByText('Approved') !== null);
    if (!approved) throw new Error('no approved application on the first page');
    await user().click(within(approved).getByText('Details'));
    const [serialRow] = await rowsOf('serial-table');
    const serial = serialRow.getAttribute('data-row-key') ?? '';
    // The copy button stays beside the link.
    expect(within(serialRow).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    await user().click(within(serialRow).getByRole('link', { name: serial }));
    await view.waitForPath(`/unit/${encodeURIComponent(serial)}`);
    await waitFor(() => expect(screen.getByText('Parts of its life')).toBeInTheDocument());
    const inTheField = assets().some((asset) => asset.serialNumber === serial);
    if (!inTheField) expect(within(partRow('Activation')).getByText('Nothing here')).toBeInTheDocument();
    expect(within(partRow('Application and approval')).queryByText('Nothing here')).toBeNull();
  });

  it("shows an enterprise administrator only its own unit's asset parts; another company's unit is one not-found message", async () => {
    const own = assets().find((asset) => asset.companyId === 'c4');
    const other = assets().find((asset) => asset.companyId === 'c1');
    if (!own || !other) throw new Error('no units of c4 and c1');
    storeSession('cedar.admin');
    const view = renderApp(`/unit/${encodeURIComponent(own.serialNumber)}`);
    await waitFor(() => expect(screen.getByText('Parts of its life')).toBeInTheDocument());
    expect(within(partsCard()).getByText('Activation')).toBeInTheDocument();
    for (const part of ['Application and approval', 'Process records', 'Quality feedback']) expect(within(partsCard()).queryByText(part)).toBeNull();
    const kinds = events().map((event) => event.getAttribute('data-kind'));
    expect(kinds).toContain('assetAdded');
    for (const kind of ['applied', 'approved', 'check', 'inventory', 'delivery', 'feedbackOpened']) expect(kinds).not.toContain(kind);

    // Another company's serial number, typed: the one not-found message, and the box still there.
    const box = screen.getByRole('searchbox', { name: 'Serial number' });
    await user().clear(box);
    await user().type(box, `${other.serialNumber}{Enter}`);
    await view.waitForPath(`/unit/${encodeURIComponent(other.serialNumber)}`);
    await waitFor(() => expect(screen.getByText('No unit with this serial number, or not one of yours.')).toBeInTheDocument());
    expect(screen.queryByText('Parts of its life')).toBeNull();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);

    // Typing its own serial number again goes to it.
    const again = screen.getByRole('searchbox', { name: 'Serial number' });
    await user().clear(again);
    await user().type(again, `${own.serialNumber}{Enter}`);
    await view.waitForPath(`/unit/${encodeURIComponent(own.serialNumber)}`);
    await waitFor(() => expect(screen.getByText('Parts of its life')).toBeInTheDocument());
    expect(screen.queryByText('No unit with this serial number, or not one of yours.')).toBeNull();
  });

  it('words every event in the reader’s language (zh-CN), enumerations included', async () => {
    const asset = assets().find((candidate) => candidate.firstActivation !== null && candidate.warrantyExpiry !== null && candidate.warrantyExpiry > sim.now());
    if (!asset) throw new Error('no activated fleet unit with a warranty ahead');
    window.localStorage.setItem('umi_locale', 'zh-CN');
    storeSession('admin');
    renderApp(`/unit/${encodeURIComponent(asset.serialNumber)}`);
    await waitFor(() => expect(screen.getByText(`单机 ${asset.serialNumber}`)).toBeInTheDocument(), { timeout: 30_000 });
    await waitFor(() => expect(events().length).toBeGreaterThan(8));
    const text = (kind: string) => events().filter((event) => event.getAttribute('data-kind') === kind).map((event) => event.textContent ?? '');
    expect(text('applied')[0]).toMatch(/，由 admin 申请/);
    expect(text('check')[0]).toContain('双目标定，操作人');
    expect(text('activated')[0]).toContain(`${asset.assetNumber} 激活：`);
    const warranty = text('licence').find((words) => words.includes('质保'));
    expect(warranty).toContain('质保将到期');
    expect(warranty).toContain('即将到来');
    // No English sentence is left over from the server.
    for (const words of events().map((event) => event.textContent ?? '')) expect(words).not.toMatch(/ (applied|approved|by|added|activated|expires|sent|installed) /);
  });

  it('says an unknown serial number once', async () => {
    storeSession('admin');
    renderApp('/unit/NO-SUCH-UNIT');
    await waitFor(() => expect(screen.getByText('No unit with this serial number, or not one of yours.')).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Serial number' })).toHaveValue('NO-SUCH-UNIT');
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });
});
