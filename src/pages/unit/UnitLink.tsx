/**
 * A serial number wherever the console shows one (the asset list and detail, an application's serial numbers):
 * a link to that unit's timeline for a person who may open it (the derived `unitTimeline` flag), its text
 * otherwise. Light on purpose (a Link and a flag): the asset list carries it in every row.
 */
import { Link, useAccess } from '@umijs/max';
import { Typography } from 'antd';
import { UNIT_TIMELINE } from '@/access';
import { DataText } from '@/components/DataText';

/** The address of one unit's timeline. */
export const unitPath = (serialNumber: string) => `/unit/${encodeURIComponent(serialNumber)}`;

export default function UnitLink({ serialNumber, copyable = false }: { serialNumber: string; copyable?: boolean }) {
  const access = useAccess();
  const text = <DataText ltr>{serialNumber}</DataText>;
  const shown = access[UNIT_TIMELINE] === true && serialNumber !== '' ? <Link to={unitPath(serialNumber)}>{text}</Link> : text;
  // The copy button copies the number itself; its name says what it does, no tooltip repeats it.
  return copyable ? <Typography.Text copyable={{ text: serialNumber, tooltips: false }}>{shown}</Typography.Text> : shown;
}
