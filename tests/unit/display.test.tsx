/** Display settings and languages in the header: each choice shows and persists (the stored app value). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { received, sim } from '../simulator';
import { renderApp, storeSession } from '../render';
import { switchLocale } from '@/startup/locales';
import { LOCALE_CATALOG } from '@/locales/catalog';

const savedValues = () =>
  received
    .filter((request) => request.method === 'PUT' && request.url.startsWith('/api/base/person/head/config/'))
    .map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);

async function openDisplay() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByTestId('display-button'));
  await screen.findByTestId('display-settings');
  return user;
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
  delete document.documentElement.dataset.theme;
});

describe('display settings', () => {
  it('adds the eye-protection mask when on, removes it when off, and keeps the choice', async () => {
    storeSession('member');
    renderApp('/welcome');
    const user = await openDisplay();
    expect(screen.queryByTestId('eye-protection-mask')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Eye protection' }));
    expect(await screen.findByTestId('eye-protection-mask')).toBeInTheDocument();
    await waitFor(() => expect(savedValues().at(-1)).toMatchObject({ eyesProtectionMode: 'open' }));
    expect(sim.state.accounts.find((account) => account.id === '1003')?.appValue).toMatchObject({ eyesProtectionMode: 'open' });
    await user.click(screen.getByRole('switch', { name: 'Eye protection' }));
    await waitFor(() => expect(screen.queryByTestId('eye-protection-mask')).toBeNull());
    await waitFor(() => expect(savedValues().at(-1)).toMatchObject({ eyesProtectionMode: 'close' }));
  });

  it('switches to dark and stores it; the next start reads it back', async () => {
    storeSession('member');
    const first = renderApp('/welcome');
    const user = await openDisplay();
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await waitFor(() => expect(savedValues().at(-1)).toMatchObject({ navTheme: 'realDark' }));
    first.unmount();
    delete document.documentElement.dataset.theme;
    renderApp('/welcome');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('follows the system colour scheme until the user chooses', async () => {
    const original = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('dark'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }),
    });
    try {
      storeSession('member');
      renderApp('/welcome');
      await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    } finally {
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: original });
    }
  });

  it('stores the left-menu (mixed) layout', async () => {
    storeSession('member');
    renderApp('/welcome');
    const user = await openDisplay();
    await user.click(screen.getByRole('switch', { name: 'Left menu' }));
    await waitFor(() => expect(savedValues().at(-1)).toMatchObject({ layout: 'mix' }));
  });
});

describe('languages', () => {
  it('offers about 50 locales, each with a label (its own name; no flags: tests/unit/language.test.tsx)', () => {
    expect(LOCALE_CATALOG.length).toBeGreaterThanOrEqual(48);
    expect(new Set(LOCALE_CATALOG.map((entry) => entry.code)).size).toBe(LOCALE_CATALOG.length);
    for (const entry of LOCALE_CATALOG) expect(entry.label).not.toBe('');
  });

  it('turns the page right-to-left for Arabic, with English text', async () => {
    storeSession('member');
    renderApp('/welcome');
    await waitFor(() => expect(screen.getByText('Welcome back, Member')).toBeInTheDocument());
    await switchLocale('ar-EG');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    // The words are English (no Arabic dictionary): the page's language says so.
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem('umi_locale')).toBe('ar-EG');
    await waitFor(() => expect(document.querySelector('[class*="-rtl"]')).not.toBeNull());
    expect(screen.getByText('Welcome back, Member')).toBeInTheDocument();
    await switchLocale('en-US');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
