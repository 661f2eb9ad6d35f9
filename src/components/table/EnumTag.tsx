/** An enumeration value as translated text with its status colour, and its values as a column filter. */
import { useIntl } from '@umijs/max';
import { Badge, Tag } from 'antd';
import type { EnumerationView } from '@/services/types/enumeration';

export function EnumTag({ enumeration, value }: { enumeration: EnumerationView; value: number | null | undefined }) {
  const intl = useIntl();
  const color = enumeration.colorOf(value);
  return (
    <Tag color={color === 'default' ? undefined : color} data-enum={enumeration.name} data-value={value ?? ''}>
      {intl.formatMessage({ id: enumeration.idOf(value) })}
    </Tag>
  );
}

export function EnumBadge({ enumeration, value }: { enumeration: EnumerationView; value: number | null | undefined }) {
  const intl = useIntl();
  return <Badge status={enumeration.colorOf(value)} text={intl.formatMessage({ id: enumeration.idOf(value) })} />;
}

/**
 * A column's filter list. Prefer it to ProTable's `valueEnum` on big tables: a
 * column with a valueEnum renders every cell through ProField first (hundreds
 * of components for a page of 100 rows) before the column's own render.
 */
export function enumFilters(enumeration: EnumerationView, intl: { formatMessage: (descriptor: { id: string }) => string }) {
  return enumeration.entries.map((entry) => ({ text: intl.formatMessage({ id: entry.id }), value: entry.value }));
}
