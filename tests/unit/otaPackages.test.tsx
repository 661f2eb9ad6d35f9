/**
 * OTA packages over the simulator: the files (/resource/ota) with the shared
 * package form (the model version follows the model, the version order,
 * the upload's `meta`), and their upgrade facts (/ota/package) with its
 * columns, downloads, and an upload (behind platform:resource:ota:add) that
 * keeps going when the person leaves the page, the list catching up when
 * it lands. The form shows its upload's progress itself: the header's
 * progress dialog never opens over it, while its indicator counts the upload.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { history } from '@umijs/max';
import { http } from 'msw';
import { sizeOf } from '../../mock/sim/blobs';
import { PACKAGE_MAX_BYTES } from '@/services/types/resource';
import { formatFileSize } from '@/utils/exactFigures';
import { renderApp, storeSession } from '../render';
import { withNodeFormData, captureSaves, chooseFile, dialogClosed, fileOf, headerUploads, jsonOf, ready, requestsTo, rowWith, runningUploads, uploadParts } from '../resources';
import { server, sim } from '../simulator';

const toolbar = () => document.querySelector('.console-list-toolbar') as HTMLElement;
import { button, choose, dialogTitled, fill, rowsOf, user, messages } from '../ui';

const uploads = () => requestsTo('POST', '/api/base/resource/ota');
const newestFirst = () => [...sim.state.ota.packages].sort((a, b) => b.createdAt - a.createdAt);
const admin = () => {
  const found = sim.state.accounts.find((candidate) => candidate.account === 'admin');
  if (!found) throw new Error('no admin');
  return found;
};

/** The options of the select dropdown open now. */
async function openOptions() {
  const dropdown = await waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((node) => node.getAttribute('title'));
}

async function pickOption(dialog: HTMLElement, label: string, title: string) {
  const u = user();
  await u.click(within(dialog).getByLabelText(label));
  await openOptions();
  const dropdown = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
  await u.click(within(dropdown).getByTitle(title));
}

interface PackageValues {
  file?: File;
  name?: string;
  tag?: string;
  model?: string;
  modelVersion?: string;
  purpose?: string;
  min?: string;
  applicable?: string;
  target?: string;
}

async function fillPackage(dialog: HTMLElement, values: PackageValues) {
  const u = user();
  if (values.file) await chooseFile(dialog, values.file);
  if (values.name) await fill(within(dialog).getByLabelText('Package name'), values.name);
  if (values.tag) await fill(within(dialog).getByLabelText('Tag'), values.tag);
  if (values.model) {
    await u.click(within(dialog).getByLabelText('Model'));
    await choose(values.model);
  }
  if (values.modelVersion) await pickOption(dialog, 'Model version', values.modelVersion);
  if (values.purpose) await pickOption(dialog, 'Purpose', values.purpose);
  if (values.min) await fill(within(dialog).getByLabelText('Minimum applicable version'), values.min);
  if (values.applicable) await fill(within(dialog).getByLabelText('Applicable version'), values.applicable);
  if (values.target) await fill(within(dialog).getByLabelText('Target version'), values.target);
}

const VALID: PackageValues = {
  name: 'CR-300 V3 navigation 2.9.0',
  tag: 'beta',
  model: 'CR-300',
  modelVersion: 'V3',
  purpose: 'Navigation',
  min: '2.5.1',
  applicable: '2.8.0',
  target: '2.9.0',
};
const VALID_META = {
  name: 'CR-300 V3 navigation 2.9.0',
  tag: 'beta',
  model: 'CR-300',
  modelVersion: 'V3',
  purpose: 'navigation',
  minVersion: '2.5.1',
  applicableVersion: '2.8.0',
  targetVersion: '2.9.0',
  upgradeMethod: 1,
};

withNodeFormData();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OTA package files (/resource/ota)', () => {
  const fileRows = () => rowsOf('ota-file-table');
  async function openAdd() {
    storeSession('admin');
    renderApp('/resource/ota');
    await fileRows();
    await user().click(button(/Upload OTA package/));
    return waitFor(() => dialogTitled('Upload OTA package'));
  }

  it('lists the packages newest first, sizes in units, the upgrade method as a tag', async () => {
    storeSession('admin');
    renderApp('/resource/ota');
    const rows = await fileRows();
    expect(rows).toHaveLength(sim.state.ota.packages.length);
    const newest = newestFirst()[0];
    const row = rowWith(rows, newest.name);
    expect(within(row).getByText(newest.fileName)).toBeInTheDocument();
    expect(formatFileSize(sizeOf(newest.file))).toMatch(/ (KB|MB)$/);
    expect(within(row).getByText(formatFileSize(sizeOf(newest.file)))).toBeInTheDocument();
    expect(within(row).getByText(newest.targetVersion)).toBeInTheDocument();
    const request = newestFirst().find((pkg) => pkg.upgradeMethod === 2);
    if (!request) throw new Error('no device-request package seeded');
    expect(within(rowWith(rows, request.name)).getByText('Device request')).toHaveAttribute('data-value', '2');
    expect(within(row).getByText('Cloud push')).toBeInTheDocument();
  });

  it('offers the chosen model\'s versions only, and clears the version when the model changes', async () => {
    const dialog = await openAdd();
    const u = user();
    // no model yet: nothing to choose
    expect(within(dialog).getByLabelText('Model version')).toBeDisabled();
    await u.click(within(dialog).getByLabelText('Model'));
    await choose('CR-500');
    await u.click(within(dialog).getByLabelText('Model version'));
    expect(await openOptions()).toEqual(['V1', 'V2']);
    await u.click(within(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement).getByTitle('V2'));
    expect(within(dialog).getByTitle('V2', { exact: true })).toBeInTheDocument();
    await u.click(within(dialog).getByLabelText('Model'));
    await choose('DL-200');
    await waitFor(() => expect(within(dialog).queryByTitle('V2')).toBeNull());
    await u.click(within(dialog).getByLabelText('Model version'));
    expect(await openOptions()).toEqual(['V1', 'V2', 'V3']);
    // purposes are translated, upgrade method defaults to cloud push
    await u.click(within(dialog).getByLabelText('Purpose'));
    expect(await openOptions()).toEqual(['System', 'Navigation', 'Chassis', 'Application']);
    expect(within(dialog).getByLabelText('Cloud push')).toBeChecked();
  });

  it('refuses malformed versions and minimum <= applicable < target out of order, and a foreign or too large file, sending nothing', async () => {
    const dialog = await openAdd();
    const u = user();
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('Choose a file')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('Enter a tag')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('Choose the model')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getAllByText('Enter the version')).toHaveLength(3));

    await fillPackage(dialog, { ...VALID, file: fileOf('firmware.exe'), tag: 'x'.repeat(21), min: 'v2', applicable: '2.8.0', target: '2.9.0' });
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('Use dotted numbers, e.g. 1.2.0 (2 to 4 parts of up to 4 digits)')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('At most 20 characters')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('This type of file is not accepted: use .zip, .bin, .img, .deb, .tar.gz')).toBeInTheDocument());

    await chooseFile(dialog, fileOf('firmware.img', 'x', PACKAGE_MAX_BYTES + 1));
    await waitFor(() => expect(within(dialog).getByText('The file is too large: at most 200 MB')).toBeInTheDocument());

    const min = within(dialog).getByLabelText('Minimum applicable version');
    await u.clear(min);
    await fill(min, '3.0');
    await waitFor(() => expect(within(dialog).getByText('The applicable version cannot be below the minimum applicable version')).toBeInTheDocument());
    await u.clear(min);
    await fill(min, '2.5.1');
    await waitFor(() => expect(within(dialog).queryByText('The applicable version cannot be below the minimum applicable version')).toBeNull());
    const target = within(dialog).getByLabelText('Target version');
    await u.clear(target);
    await fill(target, '2.8');
    await waitFor(() => expect(within(dialog).getByText('The target version must be above the applicable version')).toBeInTheDocument());
    // compared part by part: 2.10 is above 2.8.0
    await u.clear(target);
    await fill(target, '2.10');
    await waitFor(() => expect(within(dialog).queryByText('The target version must be above the applicable version')).toBeNull());
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('The file is too large: at most 200 MB')).toBeInTheDocument());
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the file with the form values as `meta` and lists the new package; a taken name goes on its field', async () => {
    const dialog = await openAdd();
    const taken = newestFirst()[0].name;
    await fillPackage(dialog, { ...VALID, file: fileOf('cr300-v3-nav-2.9.0.bin', 'firmware'), name: taken });
    const u = user();
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(within(dialog).getByText('An OTA package with this name already exists')).toBeInTheDocument());
    expect(screen.getAllByText('An OTA package with this name already exists')).toHaveLength(1);
    expect(messages()).toEqual([]);
    await ready(button('Upload', dialog));
    // the dialog showed the refused upload's progress itself: the header's progress dialog did not open over it
    expect(within(dialog).getByTestId('package-upload-progress')).toHaveClass('ant-progress-status-exception');
    expect(screen.queryByText('File upload progress')).toBeNull();
    await u.clear(within(dialog).getByLabelText('Package name'));
    await fill(within(dialog).getByLabelText('Package name'), VALID_META.name);
    await u.click(button('Upload', dialog));
    await waitFor(() => expect(screen.getByText(`OTA package ${VALID_META.name} uploaded`)).toBeInTheDocument());
    const sent = uploadParts(uploads()[1]);
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(sent.fileName).toBe('cr300-v3-nav-2.9.0.bin');
    expect(sent.meta).toEqual(VALID_META);
    expect(screen.queryByText('File upload progress')).toBeNull();
    // the header's indicator counted it all the same: its list has the file, finished
    const list = await headerUploads();
    expect(within(list).getByText('cr300-v3-nav-2.9.0.bin')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    await dialogClosed('Upload OTA package');
    await waitFor(async () => expect(within((await fileRows())[0]).getByText(VALID_META.name)).toBeInTheDocument());
    expect(within((await fileRows())[0]).getByText('bin')).toBeInTheDocument();
  });

  it('edits the facts with a PUT (no file)', async () => {
    storeSession('admin');
    renderApp('/resource/ota');
    const pkg = newestFirst()[0];
    const u = user();
    await u.click(within(rowWith(await fileRows(), pkg.name)).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit OTA package'));
    expect(dialog.querySelector('input[type=file]')).toBeNull();
    const tag = within(dialog).getByLabelText('Tag');
    await u.clear(tag);
    await fill(tag, 'lts');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText(`OTA package ${pkg.name} saved`)).toBeInTheDocument());
    expect(jsonOf(requestsTo('PUT', `/api/base/resource/ota/${pkg.id}`)[0])).toEqual({
      name: pkg.name,
      tag: 'lts',
      model: pkg.model,
      modelVersion: pkg.modelVersion,
      purpose: pkg.purpose,
      minVersion: pkg.minVersion,
      applicableVersion: pkg.applicableVersion,
      targetVersion: pkg.targetVersion,
      upgradeMethod: pkg.upgradeMethod,
    });
  });

  it('hides each action without its key', async () => {
    admin().permissions = admin().permissions.filter((key) => !['platform:resource:ota:add', 'platform:resource:ota:delete'].includes(key));
    storeSession('admin');
    renderApp('/resource/ota');
    await fileRows();
    expect(screen.queryByText('Upload OTA package')).toBeNull();
    expect(screen.queryAllByText('Delete')).toEqual([]);
    expect(screen.getAllByText('Edit').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Download').length).toBeGreaterThan(0);
  });
});

describe('OTA packages (/ota/package)', () => {
  const packageRows = () => rowsOf('ota-package-table');
  const COLUMNS = [
    'Format',
    'Tag',
    'Model',
    'Model version',
    'Purpose',
    'Minimum applicable version',
    'Applicable version',
    'Target version',
    'Batch UUID',
    'Package name',
    'Upgrade method',
    'Size',
    'Created',
    'Actions',
  ];
  const headers = () => [...screen.getByTestId('ota-package-table').querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

  it('shows every upgrade fact, filters on the server and downloads a row or the selection', async () => {
    const saves = captureSaves();
    storeSession('admin');
    renderApp('/ota/package');
    const rows = await packageRows();
    expect(headers()).toEqual(COLUMNS);
    const pkg = newestFirst()[0];
    const row = rowWith(rows, pkg.name);
    for (const text of [pkg.format, pkg.tag, pkg.modelVersion, pkg.minVersion, pkg.applicableVersion, pkg.batchUuid, formatFileSize(sizeOf(pkg.file))]) {
      expect(within(row).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    const purposes: Record<string, string> = { system: 'System', navigation: 'Navigation', chassis: 'Chassis', application: 'Application' };
    expect(within(row).getByText(purposes[pkg.purpose])).toBeInTheDocument();
    const u = user();
    await fill(screen.getByPlaceholderText('Name or file name'), 'rc');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(jsonOf(requestsTo('POST', '/api/base/resource/ota/page').at(-1))).toMatchObject({ keyword: 'rc' }));

    await u.click(within(row).getByText('Download'));
    await waitFor(() => expect(saves.saved).toEqual([pkg.fileName]));
    await u.clear(screen.getByPlaceholderText('Name or file name'));
    await u.keyboard('{Enter}');
    const all = await waitFor(async () => {
      const current = await packageRows();
      expect(current.length).toBeGreaterThan(1);
      return current;
    });
    await u.click(all[0].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(all[1].querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Download', toolbar()));
    await waitFor(() => expect(saves.saved).toHaveLength(2));
    expect(saves.saved[1]).toMatch(/^ota-packages_\d{8}_\d{6}\.zip$/);
    expect(jsonOf(requestsTo('POST', '/api/base/resource/ota/download')[1])).toEqual({ ids: all.slice(0, 2).map((item) => item.getAttribute('data-row-key')) });
  });

  it('offers the upload only with platform:resource:ota:add, and download only with its key', async () => {
    admin().permissions = admin().permissions.filter((key) => key !== 'platform:resource:ota:add' && key !== 'platform:ota:package:download');
    storeSession('admin');
    renderApp('/ota/package');
    const rows = await packageRows();
    expect(screen.queryByText('Upload package')).toBeNull();
    expect(screen.queryAllByText('Download')).toEqual([]);
    expect(rows[0].querySelector('input[type=checkbox]')).toBeNull();
    expect(headers()).toEqual(COLUMNS.filter((title) => title !== 'Actions'));
  });

  /** Holds the upload call at the network until `release()`, then lets the simulator answer it. */
  function holdUploads() {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/base/resource/ota', async () => {
        await gate;
        // nothing returned: the simulator's own handler answers
      }),
    );
    return () => release();
  }

  async function startUpload() {
    storeSession('admin');
    renderApp('/ota/package');
    await packageRows();
    await user().click(button(/Upload package/));
    const dialog = await waitFor(() => dialogTitled('Upload OTA package'));
    await fillPackage(dialog, { ...VALID, file: fileOf('cr300-v3-nav-2.9.0.zip', 'firmware') });
    await user().click(button('Upload', dialog));
    // the dialog shows the running upload itself; the header's progress dialog stays shut, its indicator counts the upload
    expect(await within(dialog).findByTestId('package-upload-progress')).toHaveClass('ant-progress-status-active');
    await waitFor(() => expect(runningUploads()).toBe(1));
    expect(screen.queryByText('File upload progress')).toBeNull();
  }

  it('finishes an upload after the person left the page, shown in the header; the list has it when shown again', async () => {
    const release = holdUploads();
    const before = sim.state.ota.packages.length;
    await startUpload();
    act(() => history.push('/welcome'));
    await waitFor(() => expect(screen.queryByTestId('ota-package-table')).toBeNull());
    expect(sim.state.ota.packages).toHaveLength(before);
    release();
    await waitFor(() => expect(sim.state.ota.packages).toHaveLength(before + 1));
    await waitFor(() => expect(screen.getByText(`OTA package ${VALID_META.name} uploaded`)).toBeInTheDocument());
    await waitFor(() => expect(runningUploads()).toBe(0));
    const list = await headerUploads();
    expect(within(list).getByText('cr300-v3-nav-2.9.0.zip')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.queryByText('File upload progress')).toBeNull();
    expect(messages().filter((text) => !text.includes('uploaded'))).toEqual([]);
    act(() => history.push('/ota/package'));
    await waitFor(async () => expect(within((await packageRows())[0]).getByText(VALID_META.name)).toBeInTheDocument());
  });

  it('reloads the list by itself when an upload started before leaving lands after coming back', async () => {
    const release = holdUploads();
    await startUpload();
    act(() => history.push('/welcome'));
    await waitFor(() => expect(screen.queryByTestId('ota-package-table')).toBeNull());
    act(() => history.push('/ota/package'));
    const rows = await packageRows();
    expect(within(rows[0]).queryByText(VALID_META.name)).toBeNull();
    const pages = requestsTo('POST', '/api/base/resource/ota/page').length;
    release();
    await waitFor(async () => expect(within((await packageRows())[0]).getByText(VALID_META.name)).toBeInTheDocument());
    expect(requestsTo('POST', '/api/base/resource/ota/page').length).toBeGreaterThan(pages);
  });
});
