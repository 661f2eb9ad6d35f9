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

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** A letter of any script (a digit, a space or a sign is no letter). */
const LETTER = /\p{L}/u;

/**
 * The direction `dir="auto"` would give a text (its first letter's), for a part that sets its own CSS direction
 * (antd's Typography in a right-to-left page), which an inherited `dir` does not reach.
 */
export function textDirection(text: string, ltr = false): 'ltr' | 'rtl' {
  if (ltr) return 'ltr';
  for (const char of text) if (LETTER.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr';
  return 'ltr';
}

/** A drawn value: text and numbers isolated as above; elements (tags, badges, links) as they are. */
export function dataValue(value: ReactNode, ltr = false): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? <DataText ltr={ltr}>{value}</DataText> : value;
}
