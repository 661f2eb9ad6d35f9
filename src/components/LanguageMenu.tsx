/** The language selector: zh-CN and en-US; the choice is kept in local storage and survives a reload. */
import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { LOCALES } from '@/services/i18n';

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
        items: LOCALES.map((locale) => ({
          key: locale,
          label: intl.formatMessage({ id: `lang.${locale}` }),
          style: { minWidth: LANGUAGE_ITEM_MIN_WIDTH },
        })),
        onClick: ({ key }) => setLocale(key, false),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={label} title={label} data-testid="language-menu" />
    </Dropdown>
  );
}
