/**
 * The header's upload indicator: the number of files uploading, and a
 * popover with each file's progress; the file upload progress modal opens
 * from any screen (the upload model). Both are in a chunk of their own
 * (UploadPanels), fetched when first shown or when the pointer comes near.
 */
import { CloudUploadOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Badge, Button, Popover } from 'antd';
import { lazyPart, namedExport } from '../lazyPart';

const loadPanels = () => import(/* webpackChunkName: "header-uploads" */ './UploadPanels');
const UploadList = lazyPart(namedExport(loadPanels, (module) => module.UploadList));
const UploadModal = lazyPart(namedExport(loadPanels, (module) => module.UploadModal), { fallback: null });

export default function UploadIndicator() {
  const intl = useIntl();
  const upload = useModel('upload');
  const active = Object.values(upload.uploadStatusMap).filter((entry) => entry.status === 'uploading').length;
  const label = intl.formatMessage({ id: 'upload.indicator' });
  return (
    <>
      <Popover trigger="click" placement="bottomRight" title={label} content={<UploadList />}>
        <Button type="text" aria-label={label} title={label} data-testid="upload-indicator" onPointerEnter={UploadList.preload}>
          <Badge count={active} size="small">
            <CloudUploadOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      {upload.modalOpen && <UploadModal />}
    </>
  );
}
