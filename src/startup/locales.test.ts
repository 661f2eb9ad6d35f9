/**
 * The dictionary's two parts: a language without a dictionary of its own
 * (French) gets the English public words first, and the console's words once
 * a signed-in start asks for them (`loadConsoleWords`), from then on with
 * every language registered. The public part holds the sign-in page's words,
 * the console part the menu's.
 */
import { getIntl } from '@umijs/max';
import consoleWords from '@/locales/en-US.console';
import publicWords from '@/locales/en-US.public';
import businessWords from '@/locales/en-US/business';
import normalizationWords from '@/locales/en-US/normalization';
import zhNormalizationWords from '@/locales/zh-CN/normalization';
import { addServerTranslations, applyServerTranslations, ensureLocale, loadConsoleWords, loadSectionWords, removeServerTranslations, switchLocale } from './locales';

const messages = (code: string) => getIntl(code).messages as Record<string, string>;

it('registers the public words first, and the console words once a signed-in start asks for them', async () => {
  expect(publicWords['login.subtitle']).toBeDefined();
  expect(consoleWords['menu.welcome']).toBeDefined();
  expect(Object.keys(publicWords)).not.toContain('menu.welcome');

  await expect(ensureLocale('fr-FR')).resolves.toBe(true);
  expect(messages('fr-FR')['login.subtitle']).toBe(publicWords['login.subtitle']);
  expect(messages('fr-FR')['menu.welcome']).toBeUndefined();

  await loadConsoleWords();
  await ensureLocale('fr-FR');
  expect(messages('fr-FR')['menu.welcome']).toBe(consoleWords['menu.welcome']);
  // A language registered after that gets both parts at once.
  await ensureLocale('de-DE');
  expect(messages('de-DE')['menu.welcome']).toBe(consoleWords['menu.welcome']);
  expect(messages('de-DE')['login.subtitle']).toBe(publicWords['login.subtitle']);
});

it("loads a section's words only when its screens ask, then in every language switched to", async () => {
  // French speaks the English words (it has no dictionary): registered afresh with the parts wanted.
  await loadConsoleWords();
  await ensureLocale('fr-FR');
  expect(Object.keys(consoleWords)).not.toContain('enum.versionStatus.5');
  expect(messages('fr-FR')['menu.welcome']).toBe(consoleWords['menu.welcome']);
  expect(messages('fr-FR')['enum.versionStatus.5']).toBeUndefined();
  await loadSectionWords('normalization');
  await ensureLocale('fr-FR');
  expect(messages('fr-FR')['enum.versionStatus.5']).toBe(normalizationWords['enum.versionStatus.5']);
  await switchLocale('zh-CN');
  expect(messages('zh-CN')['enum.versionStatus.5']).toBe(zhNormalizationWords['enum.versionStatus.5']);
  // The business screen's words (its panel, the road-network editor) are a section of their own.
  expect(Object.keys(consoleWords)).not.toContain('network.toolbar');
  await ensureLocale('fr-FR');
  expect(messages('fr-FR')['business.back']).toBeUndefined();
  await loadSectionWords('business');
  await ensureLocale('fr-FR');
  expect(messages('fr-FR')['business.back']).toBe(businessWords['business.back']);
});

it('refuses a code outside the catalog', async () => {
  await expect(ensureLocale('xx-XX')).resolves.toBe(false);
});

it('puts a saved translation in force at once, over the bundled word and in the languages that speak English, and a deleted one back to the bundled word', async () => {
  await loadConsoleWords();
  await switchLocale('en-US');
  await ensureLocale('fr-FR');
  const bundled = consoleWords['menu.welcome'];
  applyServerTranslations([
    { key: 'menu.welcome', language: 'en-US', value: 'Start here' },
    { key: 'menu.welcome', language: 'fr-CA', value: 'ignored: no dictionary language' },
    { key: 'menu.account', language: 'en-US', value: '   ' },
  ]);
  expect(messages('en-US')['menu.welcome']).toBe('Start here');
  expect(messages('fr-FR')['menu.welcome']).toBe('Start here');
  expect(messages('en-US')['menu.account']).toBe(consoleWords['menu.account']);
  // A part loaded later keeps the server's word on top of its bundled one.
  await loadSectionWords('normalization');
  expect(messages('en-US')['menu.welcome']).toBe('Start here');

  await removeServerTranslations([{ key: 'menu.welcome', language: 'en-US' }]);
  expect(messages('en-US')['menu.welcome']).toBe(bundled);
  expect(messages('fr-FR')['menu.welcome']).toBe(bundled);
  // A later start's translations do not bring the deleted word back.
  addServerTranslations('en-US', { 'menu.account': 'My account' });
  await ensureLocale('en-US');
  expect(messages('en-US')['menu.welcome']).toBe(bundled);
  expect(messages('en-US')['menu.account']).toBe('My account');
});
