/**
 * The translations import (/system/translations/import) over the simulator: a file that is not an .xlsx or is
 * over 2 MB refused before it is sent; a file the server refuses said once, in words; a real workbook (built here
 * with exceljs) read by the server, its refused rows and their reasons, the refused-only view, the upload in the
 * header's indicator, the apply (confirmed) and the new word in force at once; and the template's download.
 */
import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { renderApp, storeSession } from '../../../../tests/render';
import { anyFileUser, captureSaves, headerUploads, withNodeFormData } from '../../../../tests/resources';
import { received, sim } from '../../../../tests/simulator';
import { button, confirmDialog, user, messages } from '../../../../tests/ui';

const PATH = '/system/translations/import';
const FILE = '/api/base/i18n/excel/file';
const LIST = '/api/base/i18n/excel/list';
const TEMPLATE = '/api/base/i18n/excel/template';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const requestsTo = (url: string) => received.filter((request) => request.url.split('?')[0] === url);
const listBodies = () => requestsTo(LIST).map((request) => JSON.parse(request.body || '{}') as Record<string, unknown>);

// Files cross to the simulator with their names, as in a browser (tests/resources.ts).
withNodeFormData();

async function openImport() {
  storeSession('admin');
  const view = renderApp(PATH);
  await screen.findByText('Choose an .xlsx file', {}, { timeout: 30_000 });
  return view;
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  // The chooser offers .xlsx files; a person can still pick "All files".
  await anyFileUser().upload(input, file);
}

async function workbook(rows: Array<[string, string, string]>): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('translations');
  sheet.addRow(['key', 'language', 'value']);
  for (const row of rows) sheet.addRow(row);
  const bytes = await book.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as ArrayBuffer)], 'words.xlsx', { type: XLSX });
}

const rowsShown = () => [...screen.getByTestId('import-rows').querySelectorAll('.ant-table-row')] as HTMLElement[];

describe('the translations import', () => {
  it('refuses a file that is not an .xlsx, or is over 2 MB, before sending it: one message each', async () => {
    await openImport();
    await choose(new File(['key,language,value\nmenu.welcome,en-US,Hi\n'], 'words.csv', { type: 'text/csv' }));
    await waitFor(() => expect(messages()).toEqual(['Only .xlsx files can be imported']));
    await choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.xlsx', { type: XLSX }));
    await waitFor(() => expect(messages()).toContain('The file is larger than 2 MB: an import takes at most 2 MB'));
    expect(messages()).toHaveLength(2);
    expect(requestsTo(FILE)).toHaveLength(0);
    expect(screen.queryByTestId('import-rows')).toBeNull();
  });

  it("says the server's refusal of a file once, in words", async () => {
    await openImport();
    await choose(new File(['not a workbook'], 'broken.xlsx', { type: XLSX }));
    await waitFor(() => expect(messages()).toEqual(['This file is not an .xlsx workbook']));
    expect(requestsTo(FILE)).toHaveLength(1);
    expect(screen.queryByTestId('import-rows')).toBeNull();
  });

  it('reads a workbook, shows the refused rows and why, applies the accepted one: in force at once', async () => {
    // The mixed layout: the section's screens are entries of the side menu.
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (admin) admin.appValue = { layout: 'mix' };
    await openImport();
    const side = await waitFor(() => {
      const menu = document.querySelector('.ant-layout-sider .ant-menu-inline');
      expect(menu).not.toBeNull();
      return menu as HTMLElement;
    });
    expect(await within(side).findByRole('link', { name: 'Dictionaries' })).toBeInTheDocument();
    await choose(
      await workbook([
        ['menu.system.dictionaries', 'en-US', 'Word books'],
        ['menu.system.dictionaries', 'fr-FR', 'Dictionnaires'],
        ['menu.system.dictionaries', 'en-US', 'Word books again'],
      ]),
    );
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    expect(requestsTo(FILE)).toHaveLength(1);
    const totals = screen.getByTestId('import-totals');
    expect(within(totals).getByText('words.xlsx')).toBeInTheDocument();
    const total = (label: string) => (within(totals).getByText(label).closest('.ant-descriptions-item') as HTMLElement).querySelector('.ant-descriptions-item-content')?.textContent;
    expect([total('Rows'), total('Accepted'), total('Refused')]).toEqual(['3', '1', '2']);
    const [good, french, again] = rowsShown();
    expect(within(good).getByText('Change')).toBeInTheDocument();
    expect(within(french).getByText('Refused')).toBeInTheDocument();
    expect(within(french).getByText('Unknown language: use zh-CN or en-US')).toBeInTheDocument();
    expect(within(again).getByText('Same key and language as an earlier row')).toBeInTheDocument();
    // The upload went through the header's upload store: its indicator lists the file.
    const uploads = await headerUploads();
    expect(within(uploads).getByText('words.xlsx')).toBeInTheDocument();
    await waitFor(() => expect(within(uploads).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));

    // The refused ones only, from the server.
    await user().click(screen.getByRole('switch', { name: 'Refused rows only' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    expect(listBodies().at(-1)).toMatchObject({ importId: expect.any(String), pageNumber: 1, refusedOnly: true });
    await user().click(screen.getByRole('switch', { name: 'Refused rows only' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(3));

    await user().click(button('Apply 1 row'));
    const confirm = await waitFor(() => confirmDialog('Apply 1 row?'));
    await user().click(button('Apply 1 row', confirm));
    await waitFor(() => expect(messages()).toContain('Applied: 1 translation added or changed'));
    // Applied once, for this import.
    const applies = listBodies().filter((body) => body.apply === true);
    expect(applies).toHaveLength(1);
    expect(applies[0]).toMatchObject({ importId: listBodies()[0].importId, pageNumber: 1 });
    // In force at once: the menu entry reads the imported word.
    expect(await within(side).findByRole('link', { name: 'Word books' })).toBeInTheDocument();
    expect(within(side).queryByRole('link', { name: 'Dictionaries' })).toBeNull();
    expect(sim.state.translations.entries.find((entry) => entry.key === 'menu.system.dictionaries' && entry.language === 'en-US')?.value).toBe('Word books');
    expect(sim.state.translations.entries.some((entry) => entry.language !== 'zh-CN' && entry.language !== 'en-US')).toBe(false);
    // Applied: the rows say what was done, and there is nothing more to apply.
    await waitFor(() => expect(within(rowsShown()[0]).getByText('Changed')).toBeInTheDocument());
    expect(screen.queryByText('Apply 1 row', { selector: 'button span, button' })).toBeNull();
    expect(total('Applied')).toBe('1');
    expect(screen.getByRole('link', { name: 'Back to translations' })).toHaveAttribute('href', '/system/translations');
  });

  it('downloads the template under its name, from the template call, saying nothing', async () => {
    const saves = captureSaves();
    try {
      await openImport();
      await user().click(button('Download the template'));
      await waitFor(() => expect(saves.saved).toEqual(['translations-template.xlsx']));
      expect(requestsTo(TEMPLATE).map((request) => request.method)).toEqual(['GET']);
      expect(saves.blobs).toHaveLength(1);
      // (Reading the saved workbook back is left out: msw's XMLHttpRequest stand-in in jsdom does not carry a
      // binary answer intact, so the bytes here are not the server's.)
      expect(messages()).toEqual([]);
    } finally {
      saves.restore();
    }
  });
});
