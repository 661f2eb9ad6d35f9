/** A project's exception labels, read only: the contract has no call to edit them. */
import { Empty, Space, Tag } from 'antd';
import type { Translate } from '@/utils/translate';

export default function Labels({ labels, t }: { labels: string[]; t: Translate }) {
  if (labels.length === 0) return <Empty description={t('normalization.projectPage.labels.none')} />;
  return (
    <Space wrap data-testid="project-labels">
      {labels.map((label) => (
        <Tag key={label}>{label}</Tag>
      ))}
    </Space>
  );
}
