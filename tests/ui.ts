/**
 * Steps a person takes on antd screens, fast enough over big tables in jsdom
 * (role queries and key-by-key typing re-render and re-scan the whole page).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event without its pointer-events check: the check reads the computed
 * style of every ancestor on each step, which in jsdom costs seconds per
 * click on a page holding a ProTable (a checkbox click fell from 3.5 s to 0.3 s).
 * A disabled control still refuses: assert `toBeDisabled()` where that matters.
 */
export const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A button by its text. */
/** The texts of antd's messages on the page (each test starts with none: tests/setup.ts). */
export const messages = () => [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent ?? '');

export function button(text: string | RegExp, container: HTMLElement = document.body) {
  const label = within(container).getByText(text, { selector: 'button span, button' });
  return label.closest('button') as HTMLElement;
}

/** Types into the open (searchable) select, then picks the option: its list is virtual. */
export async function choose(title: string) {
  await user().keyboard(title);
  const dropdown = await waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  const option = await waitFor(() => {
    const found = within(dropdown).getAllByTitle(title).find((node) => node.classList.contains('ant-select-item-option'));
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  await user().click(option);
}

/** Puts text into an input at once. */
export async function fill(input: HTMLElement, text: string) {
  const u = user();
  await u.click(input);
  await u.paste(text);
}

/** The modal (form or confirm) whose title is this. */
export function dialogTitled(title: string) {
  return screen.getByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }).closest('.ant-modal') as HTMLElement;
}

export function confirmDialog(title: string) {
  return screen.getByText(title, { selector: '.ant-modal-confirm-title' }).closest('.ant-modal') as HTMLElement;
}

/** The data rows of the table with this test id, once it has some. */
export async function rowsOf(testId: string) {
  // The first list screen of a test file also pays for loading ProTable's modules.
  const table = await screen.findByTestId(testId, {}, { timeout: 30_000 });
  // A plain table's rows are <tr>; a virtual one's are <div>: both carry ant-table-row.
  await waitFor(() => expect(table.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
  return [...table.querySelectorAll('.ant-table-row')] as HTMLElement[];
}

/** The confirmations with this title that are on screen (a closed one stays in the page, hidden, until the next replaces it). */
const shownConfirms = (title: string) =>
  screen
    .queryAllByText(title, { selector: '.ant-modal-confirm-title' })
    .map((node) => node.closest('.ant-modal-wrap') as HTMLElement)
    .filter((wrap) => wrap.style.display !== 'none');

/** Waits for the one confirmation with this title on screen, and answers it. */
export const shownConfirm = (title: string) =>
  waitFor(() => {
    const shown = shownConfirms(title);
    expect(shown).toHaveLength(1);
    return shown[0];
  });

/** Waits until no confirmation with this title is on screen. */
export const confirmGone = (title: string) => waitFor(() => expect(shownConfirms(title)).toHaveLength(0));
