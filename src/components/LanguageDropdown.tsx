/**
 * The language menu's dropdown: about 50 locales with flags and labels (items
 * at least 160 px wide); the choice is kept in local storage and survives a
 * reload. Loaded when the pointer first reaches the language button
 * (LanguageMenu), since antd's Dropdown and Menu are a large part of what a
 * public page would otherwise load; it opens at once then if the pointer is
 * still there.
 */
import { getLocale } from '@umijs/max';
import { Dropdown } from 'antd';
import { useState, type ReactElement, type RefObject } from 'react';
import { LOCALE_CATALOG } from '@/locales/catalog';
import { switchLocale } from '@/startup/locales';


/** Section 9: language menu items are at least 160 px wide. */
export const LANGUAGE_ITEM_MIN_WIDTH = 160;

interface LanguageDropdownProps {
  /** True when the pointer is on the button as this arrives: the menu opens at once. */
  openAtOnce: RefObject<boolean>;
  children: ReactElement;
}

export default function LanguageDropdown({ openAtOnce, children }: LanguageDropdownProps) {
  const [open, setOpen] = useState(() => openAtOnce.current === true);
  const current = getLocale();
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        style: { maxHeight: 420, overflowY: 'auto' },
        items: LOCALE_CATALOG.map((entry) => ({
          key: entry.code,
          label: (
            <span lang={entry.code} data-testid={`lang-${entry.code}`}>
              <span aria-hidden style={{ marginInlineEnd: 8 }}>
                {entry.flag}
              </span>
              {entry.label}
            </span>
          ),
          style: { minWidth: LANGUAGE_ITEM_MIN_WIDTH },
        })),
        onClick: ({ key }) => void switchLocale(key),
      }}
    >
      {children}
    </Dropdown>
  );
}
