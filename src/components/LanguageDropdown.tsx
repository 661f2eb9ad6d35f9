/**
 * The language menu's dropdown: about 50 locales, each by its own name (items
 * at least 160 px wide; no flags, see src/locales/catalog.ts), in two groups:
 * the fully translated languages, and those that speak the fallback language
 * (their text in English, their own direction: src/startup/locales.ts), whose
 * items say so on hover. The choice is kept in local storage and survives a
 * reload. Loaded when the pointer first reaches the language button
 * (LanguageMenu), since antd's Dropdown and Menu are a large part of what a
 * public page would otherwise load; it opens at once then if the pointer is
 * still there.
 */
import { getLocale, useIntl } from '@umijs/max';
import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactElement, type RefObject } from 'react';
import { hasDictionary, LOCALE_CATALOG, type LocaleEntry } from '@/locales/catalog';
import { switchLocale } from '@/startup/locales';

/** Section 9: language menu items are at least 160 px wide. */
export const LANGUAGE_ITEM_MIN_WIDTH = 160;

interface LanguageDropdownProps {
  /** True when the pointer is on the button as this arrives: the menu opens at once. */
  openAtOnce: RefObject<boolean>;
  children: ReactElement;
}

export default function LanguageDropdown({ openAtOnce, children }: LanguageDropdownProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(() => openAtOnce.current === true);
  const current = getLocale();
  const partialHint = intl.formatMessage({ id: 'lang.partial.hint' });
  const item = (entry: LocaleEntry, full: boolean) => ({
    key: entry.code,
    label: (
      // Each name in its own language and direction (an Arabic name reads right-to-left in an English menu).
      <span lang={entry.code} dir="auto" data-testid={`lang-${entry.code}`} title={full ? undefined : partialHint}>
        {entry.label}
      </span>
    ),
    style: { minWidth: LANGUAGE_ITEM_MIN_WIDTH },
  });
  const full = LOCALE_CATALOG.filter((entry) => hasDictionary(entry.code));
  const partial = LOCALE_CATALOG.filter((entry) => !hasDictionary(entry.code));
  const items: MenuProps['items'] = [
    { type: 'group', key: 'full', label: intl.formatMessage({ id: 'lang.full' }), children: full.map((entry) => item(entry, true)) },
    { type: 'group', key: 'partial', label: intl.formatMessage({ id: 'lang.partial' }), children: partial.map((entry) => item(entry, false)) },
  ];
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        style: { maxHeight: 420, overflowY: 'auto' },
        items,
        onClick: ({ key }) => void switchLocale(key),
      }}
    >
      {children}
    </Dropdown>
  );
}
