/**
 * What the upload indicator shows (a chunk of its own, see UploadIndicator):
 * each file name with a percent bar, or an empty notice; and the file upload
 * progress modal, which can be closed without interrupting uploads (closing
 * flies it toward the indicator).
 */
import { useIntl, useModel } from '@umijs/max';
import { Empty, Modal, Progress, Typography } from 'antd';
import { CLOSE_ANIMATION_MS, progressStatus } from '@/models/upload';
import styles from './UploadPanels.less';

export function UploadList() {
  const intl = useIntl();
  const entries = Object.entries(useModel('upload').uploadStatusMap);
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
          <Progress percent={entry.percent} size="small" status={progressStatus(entry)} />
        </div>
      ))}
    </div>
  );
}

export function UploadModal() {
  const intl = useIntl();
  const upload = useModel('upload');
  return (
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
      <UploadList />
    </Modal>
  );
}
