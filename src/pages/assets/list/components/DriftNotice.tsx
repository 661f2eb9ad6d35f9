/**
 * The asset list narrowed to a module's drifting devices (`?driftModule=<module id>`, the drift link of a
 * standardization project): a notice above the table naming the module and the version its project
 * references ("Only devices not on <module> <version>", read from the project's drift when the person may
 * open it, else the module's id), whose close button shows every device again.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert } from 'antd';
import { SILENT } from '@/request/pipeline';
import { useData } from '@/request/useData';
import { fetchProjectDrift } from '@/services/normalization';

/** The address's name of the filter (the asset page's `driftModule`). */
export const DRIFT_MODULE = 'driftModule';

export interface DriftNoticeProps {
  moduleId: string;
  /** The project the list is filtered by ('' none): its drift names the module and version. */
  projectId: string;
  onClose: () => void;
}

export default function DriftNotice({ moduleId, projectId, onClose }: DriftNoticeProps) {
  const intl = useIntl();
  const access = useAccess();
  const readable = projectId !== '' && access['platform:normalization:scene:open'] === true;
  const drift = useData(() => (readable ? fetchProjectDrift(projectId, SILENT) : Promise.resolve(undefined)), { refreshDeps: [projectId, readable] });
  const row = drift.data?.find((candidate) => candidate.moduleId === moduleId);
  const text = row
    ? intl.formatMessage({ id: 'asset.drift.notice' }, { module: row.moduleName, version: row.version })
    : intl.formatMessage({ id: 'asset.drift.noticeModule' }, { module: moduleId });
  return (
    <Alert
      type="info"
      showIcon
      message={text}
      closable={{ closeIcon: true, 'aria-label': intl.formatMessage({ id: 'asset.drift.clear' }) }}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      data-testid="drift-notice"
    />
  );
}
