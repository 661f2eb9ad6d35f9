/**
 * A language without a dictionary (Arabic): one language on the screen. The console's words, antd's
 * parts (the pager) and react-intl's numbers all speak the fallback language (English), while the
 * page turns right-to-left and the server's data stays isolated in it. The language menu names each
 * language in its own words, without flags, and says which are fully translated.
 */
import { getIntl } from '@umijs/max';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../render';
import { companyMembers } from '../members';
import { rowsOf, user } from '../ui';
import { switchLocale } from '@/startup/locales';
import { LOCALE_CATALOG } from '@/locales/catalog';

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = '';
});

describe('a language without a dictionary', () => {
  it('speaks English everywhere (antd too), right-to-left, with the data isolated', async () => {
    storeSession('admin');
    renderApp('/person/list');
    await rowsOf('member-table');
    await switchLocale('ar-EG');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    // antd's direction and locale arrive in the same render.
    await waitFor(() => expect(document.querySelector('.ant-pagination-rtl')).not.toBeNull());
    // The words on screen are English: the page says so to readers and screen readers.
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem('umi_locale')).toBe('ar-EG');
    const pager = document.querySelector('.ant-pagination') as HTMLElement;
    await waitFor(() => expect(within(pager).getByText('10 / page')).toBeInTheDocument());
    expect(pager.textContent).not.toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByRole('tab', { name: 'Members' })).toBeInTheDocument();
    // A phone keeps its order: it sits in its own isolated run.
    const rows = await rowsOf('member-table');
    const member = companyMembers().find((candidate) => candidate.phone && rows[0].textContent?.includes(candidate.phone));
    if (!member?.phone) throw new Error('no member with a phone on the first row');
    expect(within(rows[0]).getByText(member.phone).tagName).toBe('BDI');
    await switchLocale('en-US');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('formats numbers in the messages as the words do: Latin digits and English plurals', async () => {
    storeSession('member');
    renderApp('/welcome');
    await waitFor(() => expect(screen.getByText('Welcome back, Member')).toBeInTheDocument());
    await switchLocale('ar-EG');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(getIntl('ar-EG', true).formatMessage({ id: 'asset.deleted' }, { count: 3 })).toBe('3 assets deleted');
    await switchLocale('en-US');
  });
});

describe('the language menu', () => {
  it('names each language in its own words, without flags, and groups the fully translated ones', async () => {
    storeSession('member');
    renderApp('/welcome');
    const u = user();
    await u.hover(await screen.findByTestId('language-menu'));
    await waitFor(() => expect(screen.getByTestId('lang-ar-EG')).toBeInTheDocument());
    for (const entry of LOCALE_CATALOG) expect(screen.getByTestId(`lang-${entry.code}`).textContent).toBe(entry.label);
    const full = screen.getByText('Fully translated').closest('.ant-dropdown-menu-item-group') as HTMLElement;
    const partial = screen.getByText('Partial: text in English').closest('.ant-dropdown-menu-item-group') as HTMLElement;
    expect(within(full).getByTestId('lang-zh-CN')).toBeInTheDocument();
    expect(within(full).getByTestId('lang-en-US')).toBeInTheDocument();
    expect(within(full).queryByTestId('lang-ar-EG')).toBeNull();
    expect(within(partial).getByTestId('lang-ar-EG')).toHaveAttribute('title', expect.stringContaining("the console's text is in English"));
    expect(within(partial).queryByTestId('lang-zh-CN')).toBeNull();
    expect(within(partial).getAllByRole('menuitem')).toHaveLength(LOCALE_CATALOG.length - 2);
  });
});
