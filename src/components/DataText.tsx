/**
 * A value from the server shown inside the console's text: isolated from the
 * text around it (a `<bdi>`), so that in a right-to-left page a phone, a
 * size, a path or a date keeps its order ("+86 158 6371 8018", not
 * "8018 6371 158 86+") and a name ending in a full stop keeps it at its end.
 * `ltr` for values that are always left-to-right (numbers with units, phones,
 * emails, paths, serials, dates, versions, addresses of machines); otherwise
 * the value's own first letter decides (`dir="auto"`: an Arabic name reads
 * right-to-left, a Latin one left-to-right, digits alone left-to-right).
 * Table cells (listColumns.tsx, emptyCell.ts, textCell.tsx) and detail fields
 * (DetailSection.tsx) draw their values through it.
 */
import type { ReactNode } from 'react';

export function DataText({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  return <bdi dir={ltr ? 'ltr' : 'auto'}>{children}</bdi>;
}

/** A drawn value: text and numbers isolated as above; elements (tags, badges, links) as they are. */
export function dataValue(value: ReactNode, ltr = false): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? <DataText ltr={ltr}>{value}</DataText> : value;
}
