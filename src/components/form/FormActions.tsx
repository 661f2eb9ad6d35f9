/** The foot of a page-sized edit form: Save (submits, busy while saving) and Cancel. */
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import type { CSSProperties } from 'react';

export default function FormActions({ saving, onCancel, style }: { saving: boolean; onCancel: () => void; style?: CSSProperties }) {
  const intl = useIntl();
  return (
    <Space style={style}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
      <Button onClick={onCancel}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
    </Space>
  );
}
