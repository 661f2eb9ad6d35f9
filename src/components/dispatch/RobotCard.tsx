/**
 * The card of the robot clicked on the map: name, state, battery, current
 * task; follow it (the view keeps it centred) and open its asset.
 */
import { AimOutlined, CloseOutlined } from '@ant-design/icons';
import { Link, useAccess } from '@umijs/max';
import { Button, Card, Descriptions, Progress, Space } from 'antd';
import { DataText } from '@/components/DataText';
import { detailItem } from '@/components/DetailSection';
import { EnumTag } from '@/components/table/EnumTag';
import { ROBOT_STATE, type Robot } from '@/services/types/map';
import { formatDecimal } from '@/utils/numbers';
import { useTranslate } from '@/utils/translate';

interface RobotCardProps {
  robot: Robot;
  following: boolean;
  onFollow: (on: boolean) => void;
  onClose: () => void;
}

export default function RobotCard({ robot, following, onFollow, onClose }: RobotCardProps) {
  const access = useAccess();
  const t = useTranslate();
  const battery = Math.round(robot.battery);
  return (
    <Card
      size="small"
      title={<DataText>{robot.name}</DataText>}
      data-testid="robot-card"
      style={{ width: 280, boxShadow: '0 6px 16px rgba(0,0,0,0.16)' }}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('map.robot.close')} onClick={onClose} />}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('map.robot.state')}>
          <EnumTag enumeration={ROBOT_STATE} value={robot.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('map.robot.battery')}>
          <Progress
            percent={battery}
            size="small"
            status={battery <= 20 ? 'exception' : 'normal'}
            format={() => `${formatDecimal(robot.battery, 1)}%`}
            style={{ width: 150, margin: 0 }}
          />
        </Descriptions.Item>
        {detailItem(t('map.robot.task'), robot.task ?? t('map.robot.idle'))}
      </Descriptions>
      <Space style={{ marginTop: 8 }}>
        <Button size="small" type={following ? 'primary' : 'default'} icon={<AimOutlined />} onClick={() => onFollow(!following)}>
          {t(following ? 'map.robot.unfollow' : 'map.robot.follow')}
        </Button>
        {robot.assetId && access['platform:assets:list:detail'] ? (
          <Link to={`/assets/list/detail/${encodeURIComponent(robot.assetId)}`}>{t('map.robot.asset')}</Link>
        ) : null}
      </Space>
    </Card>
  );
}
