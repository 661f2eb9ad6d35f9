/**
 * The task queue of the task panel (/business/global): a scene's tasks by
 * status, polled every 2 s while the window shows (so progress moves). The
 * waiting ones in queue order, each movable up or down within its priority
 * (a priority always goes before a lower one: change the priority to pass),
 * reprioritised or cancelled; the running ones with their robot, progress and
 * estimated arrival, cancellable; the abnormal ones with their reason,
 * retryable; finished and cancelled ones paged, newest first. A row clicked
 * is selected (the map draws its path); clicked again, deselected. The
 * running tasks go to the page at each poll, for the map.
 */
import { ArrowDownOutlined, ArrowUpOutlined, CloseCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, List, Progress, Radio, Select, Space, Tag, Typography, message, theme } from 'antd';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { showCallFailure } from '@/components/form/serverErrors';
import { EnumTag } from '@/components/table/EnumTag';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { useData } from '@/request/useData';
import { cancelTask, fetchTaskPage, reorderTaskQueue, retryTask, updateTaskPriority } from '@/services/tasks';
import {
  TASK_ABNORMAL_REASON,
  TASK_PRIORITY,
  TASK_STATUS,
  TASK_TYPE,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@/services/types/task';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

export interface TaskQueueProps {
  sceneId: string;
  robots: { id: string; name: string }[];
  selectedId: string | null;
  onSelect: (task: Task | null) => void;
  /** The running tasks, each time they are fetched, so the map draws their paths. */
  onRunning: (tasks: Task[]) => void;
  /** Bumps after a create so the queue fetches again. */
  refreshKey?: number;
}

/** How often the queue is asked again while shown (ms). */
export const QUEUE_POLL_MS = 2000;
/** Rows per page of the finished, abnormal and cancelled tasks. */
const DONE_PAGE_SIZE = 10;
/** The biggest page the server gives: the live tasks (waiting and running) are fetched in pages of this. */
const LIVE_PAGE_SIZE = 100;
const WAITING = TASK_STATUS.values.WAITING as TaskStatus;
const RUNNING = TASK_STATUS.values.RUNNING as TaskStatus;
const ABNORMAL = TASK_STATUS.values.ABNORMAL as TaskStatus;

/** Every waiting and running task of the scene: the waiting in queue order, then the running. */
async function fetchLive(sceneId: string): Promise<Task[]> {
  const tasks: Task[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchTaskPage({ sceneId, status: [WAITING, RUNNING], sortField: 'queue', sortOrder: 'ascend', pageNumber, pageSize: LIVE_PAGE_SIZE });
    tasks.push(...page.items);
    if (page.items.length < LIVE_PAGE_SIZE || tasks.length >= page.totalCount) return tasks;
  }
}

export default function TaskQueue({ sceneId, robots, selectedId, onSelect, onRunning, refreshKey = 0 }: TaskQueueProps) {
  const t = useTranslate();
  const [status, setStatus] = useState<TaskStatus>(WAITING);
  const [pageNumber, setPageNumber] = useState(1);
  const [confirm, confirmHolder] = useDangerConfirm();
  const live = useData(() => fetchLive(sceneId), { pollingInterval: QUEUE_POLL_MS, refreshDeps: [sceneId, refreshKey] });
  const finalStatus = status !== WAITING && status !== RUNNING;
  const done = useData(
    () => fetchTaskPage({ sceneId, status, pageNumber, pageSize: DONE_PAGE_SIZE, sortField: 'finishedAt', sortOrder: 'descend' }),
    { ready: finalStatus, pollingInterval: finalStatus ? QUEUE_POLL_MS : 0, refreshDeps: [sceneId, status, pageNumber, refreshKey] },
  );

  const waiting = useMemo(() => (live.data ?? []).filter((task) => task.status === WAITING), [live.data]);
  const running = useMemo(() => (live.data ?? []).filter((task) => task.status === RUNNING), [live.data]);
  const onRunningRef = useRef(onRunning);
  onRunningRef.current = onRunning;
  useEffect(() => {
    if (live.data) onRunningRef.current(running);
  }, [live.data, running]);

  const robotNames = useMemo(() => new Map(robots.map((robot) => [robot.id, robot.name])), [robots]);
  const robotOf = (task: Task) => task.robotName ?? (task.robotId ? robotNames.get(task.robotId) : undefined) ?? t('task.robot.any');

  const reload = () => {
    live.refresh();
    if (finalStatus) done.refresh();
  };

  const move = async (index: number, step: -1 | 1) => {
    const ids = waiting.map((task) => task.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    try {
      await reorderTaskQueue(sceneId, ids);
    } catch (error) {
      if (error instanceof ApiError && error.code === STATUS.CONFLICT) message.warning(t('task.queue.changed'));
      else showCallFailure(error);
    }
    live.refresh();
  };

  const changePriority = async (task: Task, priority: TaskPriority) => {
    try {
      await updateTaskPriority(task.id, priority);
    } catch {
      // shown by the pipeline; the queue as it is now shows below
    }
    live.refresh();
  };

  const askToCancel = (task: Task) =>
    confirm({
      title: t('task.cancel.title', { name: task.name }),
      content: t(task.status === RUNNING ? 'task.cancel.running' : 'task.cancel.waiting', { robot: robotOf(task) }),
      okText: t('task.cancel.ok'),
      cancelText: t('task.cancel.keep'),
      onOk: async () => {
        try {
          await cancelTask(task.id);
          message.success(t('task.cancel.done', { name: task.name }));
          if (selectedId === task.id) onSelect(null);
        } finally {
          reload();
        }
      },
    });

  const retry = async (task: Task) => {
    try {
      await retryTask(task.id);
      message.success(t('task.retry.done', { name: task.name }));
    } catch {
      // shown by the pipeline
    }
    reload();
  };

  const counts: Partial<Record<number, number>> = live.data ? { [WAITING]: waiting.length, [RUNNING]: running.length } : {};
  const rows = status === WAITING ? waiting : status === RUNNING ? running : (done.data?.items ?? []);
  const loading = finalStatus ? done.loading && !done.data : live.loading && !live.data;

  return (
    <div data-testid="task-queue">
      {confirmHolder}
      <div role="radiogroup" aria-label={t('task.queue.filter')}>
        <Radio.Group
          size="small"
          optionType="button"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TaskStatus);
            setPageNumber(1);
          }}
          options={TASK_STATUS.entries.map((entry) => ({
            value: entry.value,
            label: counts[entry.value] === undefined ? t(entry.id) : t('task.queue.count', { status: t(entry.id), count: counts[entry.value] ?? 0 }),
          }))}
          style={{ marginBottom: 8 }}
        />
      </div>
      <List<Task>
        size="small"
        loading={loading}
        dataSource={rows}
        rowKey="id"
        locale={{ emptyText: t('task.queue.empty') }}
        pagination={
          finalStatus && (done.data?.totalCount ?? 0) > DONE_PAGE_SIZE
            ? { size: 'small', current: pageNumber, pageSize: DONE_PAGE_SIZE, total: done.data?.totalCount ?? 0, onChange: setPageNumber, showSizeChanger: false }
            : false
        }
        renderItem={(task) => {
          const index = waiting.indexOf(task);
          return (
            <TaskRow
              task={task}
              robot={robotOf(task)}
              selected={task.id === selectedId}
              onToggle={() => onSelect(task.id === selectedId ? null : task)}
              canMoveUp={task.status === WAITING && index > 0 && waiting[index - 1].priority === task.priority}
              canMoveDown={task.status === WAITING && index >= 0 && index < waiting.length - 1 && waiting[index + 1].priority === task.priority}
              onMove={(step) => void move(index, step)}
              onPriority={(priority) => void changePriority(task, priority)}
              onCancel={() => askToCancel(task)}
              onRetry={() => void retry(task)}
            />
          );
        }}
      />
    </div>
  );
}

interface TaskRowProps {
  task: Task;
  robot: string;
  selected: boolean;
  onToggle: () => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onPriority: (priority: TaskPriority) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** Clicks on a row's controls stay theirs: only the rest of the row selects it. */
const keep = (event: MouseEvent) => event.stopPropagation();

function TaskRow({ task, robot, selected, onToggle, canMoveUp, canMoveDown, onMove, onPriority, onCancel, onRetry }: TaskRowProps) {
  const { token } = theme.useToken();
  const t = useTranslate();
  const name = task.name;
  const live = task.status === WAITING || task.status === RUNNING;
  return (
    <List.Item
      onClick={onToggle}
      data-testid={`task-${task.id}`}
      data-selected={selected}
      style={{ cursor: 'pointer', display: 'block', background: selected ? token.controlItemBgActive : undefined, paddingInline: 8 }}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          {/* The row's name is its keyboard handle: Enter or Space selects it (the click reaches the row). */}
          <Button type="link" size="small" style={{ padding: 0, fontWeight: 600 }} aria-pressed={selected}>
            {name}
          </Button>
          {task.status === WAITING && task.queuePosition !== null ? <Tag>{t('task.queue.position', { position: task.queuePosition })}</Tag> : null}
        </Space>
        <Space size={4} wrap>
          <EnumTag enumeration={TASK_STATUS} value={task.status} />
          <EnumTag enumeration={TASK_PRIORITY} value={task.priority} />
          <EnumTag enumeration={TASK_TYPE} value={task.type} />
          {task.status === ABNORMAL ? (
            <>
              <EnumTag enumeration={TASK_ABNORMAL_REASON} value={task.abnormalReason} />
              <Tag color={task.completed ? 'success' : 'default'}>{t(`task.completed.${task.completed ? 'true' : 'false'}`)}</Tag>
            </>
          ) : null}
        </Space>
        <Typography.Text type="secondary">
          {t('task.row.targets', { targets: task.targets.map((target) => target.name).join(t('task.row.then')) })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('task.row.robot', { robot })}</Typography.Text>
        {task.status === RUNNING ? (
          <>
            <Progress percent={task.progress} size="small" aria-label={t('task.row.progress', { name })} />
            {task.etaAt !== null ? <Typography.Text type="secondary">{t('task.row.eta', { time: formatDateTime(task.etaAt) })}</Typography.Text> : null}
          </>
        ) : null}
        {task.status === WAITING && task.timed && task.startAt !== null ? (
          <Typography.Text type="secondary">{t('task.row.startAt', { time: formatDateTime(task.startAt) })}</Typography.Text>
        ) : null}
        {!live && task.finishedAt !== null ? <Typography.Text type="secondary">{t('task.row.finishedAt', { time: formatDateTime(task.finishedAt) })}</Typography.Text> : null}
        {/* The row's controls: their clicks do not select the row. */}
        <div onClick={keep} role="presentation">
          <Space size={4} wrap>
            {task.status === WAITING ? (
              <>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('task.queue.up', { name })} disabled={!canMoveUp} onClick={() => onMove(-1)} />
                <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('task.queue.down', { name })} disabled={!canMoveDown} onClick={() => onMove(1)} />
                <Select<TaskPriority>
                  size="small"
                  aria-label={t('task.queue.priority', { name })}
                  value={task.priority}
                  style={{ width: 110 }}
                  options={TASK_PRIORITY.entries.map((entry) => ({ value: entry.value as TaskPriority, label: t(entry.id) }))}
                  onChange={onPriority}
                />
              </>
            ) : null}
            {live ? (
              <Button size="small" danger icon={<CloseCircleOutlined />} aria-label={t('task.cancel.named', { name })} onClick={onCancel}>
                {t('task.cancel.button')}
              </Button>
            ) : null}
            {task.status === ABNORMAL ? (
              <Button size="small" icon={<RedoOutlined />} aria-label={t('task.retry.named', { name })} onClick={onRetry}>
                {t('task.retry.button')}
              </Button>
            ) : null}
          </Space>
        </div>
      </Space>
    </List.Item>
  );
}
