/** An enumeration value as translated text with its status colour, and the same for ProTable's filters. */
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

/** ProTable's valueEnum for a column's filter and search select. */
export function enumValueEnum(enumeration: EnumerationView, intl: { formatMessage: (descriptor: { id: string }) => string }) {
  return Object.fromEntries(
    enumeration.entries.map((entry) => [entry.value, { text: intl.formatMessage({ id: entry.id }), status: entry.color }]),
  );
}
