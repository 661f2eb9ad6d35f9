/** Helpers of the resource tests: files to choose, uploads the server received, files the browser saved. */
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { SimRequest } from '../mock/sim/types';
import { received } from './simulator';

/**
 * Uploads in these tests carry their file names to the simulator. jsdom's
 * FormData, File and Blob cannot cross into the Fetch Request that msw builds
 * from the console's XMLHttpRequest (Node's undici serialises a foreign
 * FormData with every file named `blob`, and cannot read a jsdom Blob), so
 * the files would arrive nameless and be refused for their extension. Node's
 * own FormData, File and Blob, which a browser's match, stand in for the
 * file's tests (in a browser there is one set of these classes).
 */
export function withNodeFormData() {
  const saved = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
    Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob });
  });
  afterAll(() => {
    Object.assign(globalThis, saved);
  });
}

/** user-event that hands any file to a file input (the `accept` filter is the browser's hint, not our check). */
export const anyFileUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });

/** A small file; `size` pretends another size (the checks read it) without allocating it. */
export function fileOf(name: string, content = 'robot log line\n', size?: number): File {
  const file = new File([content], name, { type: 'application/octet-stream' });
  if (size !== undefined) Object.defineProperty(file, 'size', { configurable: true, value: size });
  return file;
}

export async function chooseFile(dialog: HTMLElement, file: File) {
  await anyFileUser().upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
}

export const requestsTo = (method: string, url: string) => received.filter((request) => request.method === method && request.url === url);
export const jsonOf = (request: SimRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

/** The parts of a multipart upload: the file's name and bytes, and the `meta` part's JSON. */
export function uploadParts(request: SimRequest | undefined) {
  const file = request?.files?.find((part) => part.field === 'file');
  const meta = request?.files?.find((part) => part.field === 'meta');
  return {
    contentType: request?.headers['content-type'] ?? '',
    fileName: file?.name,
    fileText: file?.data.toString('utf8'),
    meta: meta ? (JSON.parse(meta.data.toString('utf8')) as unknown) : undefined,
  };
}

/** The row showing `text`. */
export function rowWith(rows: HTMLElement[], text: string) {
  const row = rows.find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/** Records the names of the files the console saves (saveBlob's anchor click), instead of saving them. */
export function captureSaves() {
  const saved: string[] = [];
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:saved';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return { saved, blobs, restore: () => click.mockRestore() };
}

/** Waits for the dialog titled so to be closed (gone, or hidden while its motion ends). */
export const dialogClosed = (title: string) =>
  waitFor(() => {
    const node = screen.queryByText(title, { selector: '.ant-modal-title' });
    if (node) expect(node).not.toBeVisible();
  });

/** Waits for a dialog's button to take clicks again (a button is deaf while it shows its loading state). */
export const ready = (button: HTMLElement) => waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));

/** The header's upload list (its indicator's popover), opened as a person would. */
export async function headerUploads() {
  await userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }).click(screen.getByTestId('upload-indicator'));
  return waitFor(() => {
    const list = document.querySelector('.ant-popover [data-testid="upload-list"]');
    expect(list).not.toBeNull();
    return list as HTMLElement;
  });
}

/** How many uploads the header's indicator counts as running (its badge; 0 when it shows none). */
export const runningUploads = () => Number(screen.getByTestId('upload-indicator').querySelector('.ant-scroll-number')?.getAttribute('title') ?? 0);
