/**
 * A serial number wherever the console shows one (the asset list and detail, process records, feedback
 * tickets): a link to that unit's timeline for a person who may open it (the derived `unitTimeline` flag), its
 * text otherwise. Light on purpose (a Link and a flag, no antd part): the asset list carries it in every row
 * and the asset detail pays for nothing else. With a copy button beside it: CopyableUnitLink.
 */
import { Link, useAccess } from '@umijs/max';
import { UNIT_TIMELINE } from '@/access';
import { DataText } from '@/components/DataText';

/** The address of one unit's timeline. */
export const unitPath = (serialNumber: string) => `/unit/${encodeURIComponent(serialNumber)}`;

export default function UnitLink({ serialNumber }: { serialNumber: string }) {
  const access = useAccess();
  const text = <DataText ltr>{serialNumber}</DataText>;
  return access[UNIT_TIMELINE] === true && serialNumber !== '' ? <Link to={unitPath(serialNumber)}>{text}</Link> : text;
}
