/**
 * The abnormal tasks of a scene (section 4): completed and uncompleted, by
 * period (last month, half year, year, all), paged like every list, newest
 * first; each can be retried (a new waiting task; the abnormal one stays).
 */
import { RedoOutlined } from '@ant-design/icons';
import { Button, Radio, Space, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { EnumTag } from '@/components/table/EnumTag';
import PagedTable from '@/components/table/PagedTable';
import { fetchTaskPage, retryTask } from '@/services/tasks';
import type { PageQuery } from '@/services/types/list';
import { TASK_ABNORMAL_REASON, TASK_PERIODS, TASK_STATUS, type Task, type TaskPeriod } from '@/services/types/task';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

export interface AbnormalTasksProps {
  sceneId: string;
  onRetried?: (task: Task) => void;
}

/** The completed filter: both, the done-anyway ones, the others. */
type Completion = 'all' | 'true' | 'false';
const COMPLETIONS: readonly Completion[] = ['all', 'true', 'false'];
/** The period shown first: the most recent (the first the filter offers). */
export const DEFAULT_PERIOD: TaskPeriod = TASK_PERIODS[0];

export default function AbnormalTasks({ sceneId, onRetried }: AbnormalTasksProps) {
  const t = useTranslate();
  const [period, setPeriod] = useState<TaskPeriod>(DEFAULT_PERIOD);
  const [completion, setCompletion] = useState<Completion>('all');
  const [retrying, setRetrying] = useState<string>();

  // Another filter is another call: the table starts again from page 1.
  const fetchPage = useCallback(
    (query: PageQuery) =>
      fetchTaskPage({
        ...query,
        sceneId,
        status: TASK_STATUS.values.ABNORMAL as Task['status'],
        period,
        ...(completion === 'all' ? {} : { completed: completion === 'true' }),
        sortField: 'createdAt',
        sortOrder: 'descend',
      }),
    [sceneId, period, completion],
  );

  const retry = async (task: Task) => {
    setRetrying(task.id);
    try {
      const again = await retryTask(task.id);
      message.success(t('task.retry.done', { name: task.name }));
      onRetried?.(again);
    } catch {
      // shown by the pipeline
    } finally {
      setRetrying(undefined);
    }
  };

  const columns: TableColumnsType<Task> = [
    { title: t('task.field.name'), dataIndex: 'name', ellipsis: true, width: 160 },
    { title: t('task.field.reason'), dataIndex: 'abnormalReason', width: 110, render: (_, row) => <EnumTag enumeration={TASK_ABNORMAL_REASON} value={row.abnormalReason} /> },
    {
      title: t('task.field.completed'),
      dataIndex: 'completed',
      width: 110,
      render: (_, row) => <Tag color={row.completed ? 'success' : 'default'}>{t(`task.completed.${row.completed ? 'true' : 'false'}`)}</Tag>,
    },
    { title: t('task.field.robot'), dataIndex: 'robotName', width: 130, render: (_, row) => row.robotName ?? t('task.robot.any') },
    { title: t('task.field.createdAt'), dataIndex: 'createdAt', width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('task.field.finishedAt'), dataIndex: 'finishedAt', width: 170, render: (_, row) => formatDateTime(row.finishedAt) },
    {
      title: t('task.field.action'),
      key: 'action',
      width: 100,
      render: (_, row) => (
        <Button size="small" type="link" icon={<RedoOutlined />} loading={retrying === row.id} aria-label={t('task.retry.named', { name: row.name })} onClick={() => void retry(row)}>
          {t('task.retry.button')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="abnormal-tasks">
      <Space wrap style={{ marginBottom: 8 }}>
        <div role="radiogroup" aria-label={t('task.abnormal.period')}>
          <Radio.Group
            size="small"
            optionType="button"
            value={period}
            onChange={(event) => setPeriod(event.target.value as TaskPeriod)}
            options={TASK_PERIODS.map((value) => ({ value, label: t(`task.period.${value}`) }))}
          />
        </div>
        <div role="radiogroup" aria-label={t('task.abnormal.completion')}>
          <Radio.Group
            size="small"
            optionType="button"
            value={completion}
            onChange={(event) => setCompletion(event.target.value as Completion)}
            options={COMPLETIONS.map((value) => ({ value, label: t(value === 'all' ? 'task.completed.all' : `task.completed.${value}`) }))}
          />
        </div>
      </Space>
      <PagedTable<Task> columns={columns} fetchPage={fetchPage} testId="abnormal-task-table" />
    </div>
  );
}
