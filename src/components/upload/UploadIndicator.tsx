/**
 * The header's upload indicator: a popover with each file name and a percent
 * bar (or an empty notice), and the file-upload-progress modal that can be
 * closed without interrupting uploads (closing flies it toward the indicator).
 */
import { CloudUploadOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Badge, Button, Empty, Modal, Popover, Progress, Typography } from 'antd';
import { CLOSE_ANIMATION_MS, progressStatus, type UploadEntry } from '@/models/upload';
import styles from './UploadIndicator.less';

function UploadList({ entries }: { entries: Array<[string, UploadEntry]> }) {
  const intl = useIntl();
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'upload.empty' })} />;
  }
  return (
    <div className={styles.list} data-testid="upload-list">
      {entries.map(([name, entry]) => (
        <div key={name} className={styles.row} data-testid="upload-entry">
          <Typography.Text ellipsis title={name}>
            {name}
          </Typography.Text>
          <Progress
            percent={entry.percent}
            size="small"
            status={progressStatus(entry)}
          />
        </div>
      ))}
    </div>
  );
}

export default function UploadIndicator() {
  const intl = useIntl();
  const upload = useModel('upload');
  const entries = Object.entries(upload.uploadStatusMap);
  const active = entries.filter(([, entry]) => entry.status === 'uploading').length;
  const label = intl.formatMessage({ id: 'upload.indicator' });
  return (
    <>
      <Popover trigger="click" placement="bottomRight" title={label} content={<UploadList entries={entries} />}>
        <Button type="text" aria-label={label} title={label} data-testid="upload-indicator">
          <Badge count={active} size="small">
            <CloudUploadOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      <Modal
        open={upload.modalOpen}
        title={intl.formatMessage({ id: 'upload.title' })}
        footer={null}
        onCancel={upload.closeModal}
        className={upload.animating ? styles.flyAway : undefined}
        style={{ transitionDuration: `${CLOSE_ANIMATION_MS}ms` }}
        data-testid="upload-modal"
      >
        <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'upload.hint' })}</Typography.Paragraph>
        <UploadList entries={entries} />
      </Modal>
    </>
  );
}
