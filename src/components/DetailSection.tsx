/**
 * One titled block of a detail screen: a small card holding label-value pairs, three to a row on
 * wide screens. Its pairs (and those of any read-only list of fields) are drawn by `detailItem`,
 * which isolates a value from the server from the page's direction (DataText).
 */
import { Card, Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { dataValue } from './DataText';

export default function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        {children}
      </Descriptions>
    </Card>
  );
}

export interface DetailItemOptions {
  /** The item's key among its siblings (default: the label). */
  key?: string;
  /** The value is always left-to-right (a number with its unit, a phone, an email, a serial, a date): see DataText. */
  ltr?: boolean;
}

/**
 * A label-value pair of antd's Descriptions: text and numbers are data, isolated from the page's
 * direction (by their first letter, or left-to-right with `ltr`); elements (tags, badges, links)
 * are drawn as they are.
 */
export function detailItem(label: string, value: ReactNode, { key, ltr = false }: DetailItemOptions = {}) {
  return (
    <Descriptions.Item key={key ?? label} label={label}>
      {dataValue(value, ltr)}
    </Descriptions.Item>
  );
}
