/**
 * The language selector: about 50 locales with flags and labels (items at
 * least 160 px wide); the choice is kept in local storage and survives a reload.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { LOCALE_CATALOG } from '@/locales/catalog';
import { switchLocale } from '@/startup/locales';

/** Section 9: language menu items are at least 160 px wide. */
export const LANGUAGE_ITEM_MIN_WIDTH = 160;

export default function LanguageMenu() {
  const intl = useIntl();
  const current = getLocale();
  const label = intl.formatMessage({ id: 'lang.label' });
  return (
    <Dropdown
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
      <Button type="text" icon={<GlobalOutlined />} aria-label={label} title={label} data-testid="language-menu" />
    </Dropdown>
  );
}
