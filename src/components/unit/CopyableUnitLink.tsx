/**
 * A serial number as UnitLink draws it, with a copy button after it that copies the number itself (lists of
 * serial numbers: an application's, the process records). Its own file: Typography's copy brings antd's
 * Typography, which the light UnitLink's places do not need.
 */
import { Typography } from 'antd';
import UnitLink from './UnitLink';

export default function CopyableUnitLink({ serialNumber }: { serialNumber: string }) {
  // The button's name says what it does: no tooltip repeats it.
  return (
    <Typography.Text copyable={{ text: serialNumber, tooltips: false }}>
      <UnitLink serialNumber={serialNumber} />
    </Typography.Text>
  );
}
