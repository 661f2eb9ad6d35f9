/** One titled block of a detail screen: a small card holding label-value pairs, three to a row on wide screens. */
import { Card, Descriptions } from 'antd';

export default function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        {children}
      </Descriptions>
    </Card>
  );
}
