/**
 * The create-task form of the task panel (/business/global). The draft (type,
 * targets, robot, return point) is the page's: a click on the map changes it
 * as the fields here do; the name, priority and start time are the form's own.
 * While the draft has targets, the path a robot would drive is asked for
 * (once changes pause, the newest answer only), shown as length and duration
 * and handed to the map; a path that cannot be driven says so here, quietly.
 * Submit adds the task (creation method "on the map" when a point was picked
 * on the map, else "by form"); a refused field shows its reason on the field.
 * A task half made is kept as a draft (src/drafts) when the work is
 * interrupted (a lost session, a reload), and comes back into the same
 * scene's form with a notice (the screen opens the form: useDraftReopen).
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, DatePicker, Form, Input, Radio, Select, Space, Switch, Typography, message, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useDraftNotice } from '@/components/form/DraftNotice';
import { sameValues } from '@/components/form/useUnsavedChanges';
import { showFormFailure, type NamePath } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useDraft } from '@/drafts/useDraft';
import { ApiError } from '@/request/errors';
import { createTask, previewTaskPath } from '@/services/tasks';
import type { SceneNetwork } from '@/services/types/map';
import { useTranslate } from '@/utils/translate';
import {
  TASK_CREATION_METHOD,
  TASK_NAME_MAX,
  TASK_PRIORITY,
  TASK_PRIORITY_DEFAULT,
  TASK_TARGETS_MAX,
  TASK_TYPE,
  type Task,
  type TaskCreationMethod,
  type TaskPath,
  type TaskPriority,
  type TaskType,
} from '@/services/types/task';
import { chooseTarget, moveTarget, NEW_DRAFT, removeTarget, withType, type TaskDraft } from '../taskDraft';
import { filterPoint, usePointOptions, type PointOption } from './points';

export interface TaskFormProps {
  sceneId: string;
  network: SceneNetwork;
  robots: { id: string; name: string }[];
  draft: TaskDraft;
  onDraftChange: (draft: TaskDraft) => void;
  /** The path to draw on the map (null: none). */
  onPreview: (path: TaskPath | null) => void;
  onCreated: (task: Task) => void;
  onClose: () => void;
}

interface Values {
  name: string;
  type: TaskType;
  targets: string[];
  robotId: string | null;
  priority: TaskPriority;
  returnNodeId: string | null;
  timed: boolean;
  startAt?: Dayjs | null;
}

/** How long changes must pause before the path is asked for (ms). */
export const PREVIEW_DEBOUNCE_MS = 300;
/** The robot select's value for "any free robot" (the draft's null). */
const ANY_ROBOT = '';
/** createTask's fields -> this form's (the scene is the page's, the creation method the draft's). */
const SERVER_FIELDS: Record<string, NamePath | null> = {
  name: 'name',
  type: 'type',
  targets: 'targets',
  priority: 'priority',
  robotId: 'robotId',
  returnNodeId: 'returnNodeId',
  timed: 'timed',
  startAt: 'startAt',
  sceneId: null,
  creationMethod: null,
};
const COMPLEX = TASK_TYPE.values.COMPLEX;

type Preview = { state: 'none' } | { state: 'shown'; path: TaskPath } | { state: 'failed'; reason: 'robot' | 'unreachable' };

export default function TaskForm({ sceneId, network, robots, draft, onDraftChange, onPreview, onCreated, onClose }: TaskFormProps) {
  const t = useTranslate();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const timed = Form.useWatch('timed', form);
  const [saving, setSaving] = useState(false);
  const { options, nameOf } = usePointOptions(network);
  const complex = draft.type === COMPLEX;

  // What was put together is work: kept as a draft of this scene's form while it differs from a new task.
  const initialValues: Partial<Values> = {
    type: NEW_DRAFT.type,
    targets: NEW_DRAFT.targets,
    robotId: NEW_DRAFT.robotId,
    returnNodeId: NEW_DRAFT.returnNodeId,
    priority: TASK_PRIORITY_DEFAULT,
    timed: false,
  };
  const values = Form.useWatch((all: Values) => all, { form, preserve: true });
  // The form's fields mirror the draft's (type, targets, robot, return point): one comparison holds both.
  const changed = values !== undefined && !sameValues(values, initialValues);
  const startAfresh = () => {
    form.resetFields();
    onDraftChange(NEW_DRAFT);
  };
  const notice = useDraftNotice({ onDiscard: startAfresh, onRetry: () => form.submit() });
  useDraft(
    { form: DRAFT_FORMS.task, context: sceneId },
    {
      active: true,
      changed,
      read: () => {
        const { name: kept, priority: keptPriority, timed: keptTimed, startAt: keptStart } = form.getFieldsValue(true) as Values;
        return { fields: { name: kept, priority: keptPriority, timed: keptTimed, startAt: keptStart }, draft };
      },
      restore: (kept) => {
        const back = kept as { fields?: Partial<Values>; draft?: TaskDraft };
        if (back.fields) form.setFieldsValue(back.fields);
        if (back.draft) onDraftChange({ ...NEW_DRAFT, ...back.draft });
      },
      onRestored: notice.restored,
    },
  );

  // The draft (changed here or on the map) is what the form's draft fields hold.
  useEffect(() => {
    form.setFieldsValue({ type: draft.type, targets: draft.targets, robotId: draft.robotId, returnNodeId: draft.returnNodeId });
    // A target added after a refusal clears it (or says what is still wrong).
    if (form.getFieldError('targets').length > 0) form.validateFields(['targets']).catch(() => undefined);
  }, [form, draft]);

  // The path preview: once changes pause, the newest answer only.
  const [preview, setPreview] = useState<Preview>({ state: 'none' });
  const onPreviewRef = useRef(onPreview);
  onPreviewRef.current = onPreview;
  const asked = useRef(0);
  const targetsKey = draft.targets.join('\n');
  useEffect(() => {
    const ticket = ++asked.current;
    if (targetsKey === '') {
      setPreview({ state: 'none' });
      onPreviewRef.current(null);
      return undefined;
    }
    // The last path stays shown until the next answer.
    const timer = setTimeout(() => {
      previewTaskPath({ sceneId, targets: targetsKey.split('\n'), robotId: draft.robotId, returnNodeId: draft.returnNodeId }).then(
        (path) => {
          if (ticket !== asked.current) return;
          setPreview({ state: 'shown', path });
          onPreviewRef.current(path);
        },
        (error: unknown) => {
          if (ticket !== asked.current) return;
          const robot = error instanceof ApiError && 'robotId' in error.fieldErrors;
          setPreview({ state: 'failed', reason: robot ? 'robot' : 'unreachable' });
          onPreviewRef.current(null);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [sceneId, targetsKey, draft.robotId, draft.returnNodeId]);

  const targetRules: FormRule[] = [
    {
      validator: (_, value: string[] | undefined) => {
        const count = value?.length ?? 0;
        if (count === 0) return Promise.reject(new Error(t(complex ? 'task.form.targets.complexRequired' : 'task.form.targets.required')));
        if (complex && count < 2) return Promise.reject(new Error(t('task.form.targets.tooShort', { min: 2 })));
        if (count > (complex ? TASK_TARGETS_MAX : 1)) return Promise.reject(new Error(t('task.form.targets.tooLong', { max: TASK_TARGETS_MAX })));
        return Promise.resolve();
      },
    },
  ];
  const startRules: FormRule[] = [
    { required: true, message: t('task.form.startAt.required') },
    {
      validator: (_, value: Dayjs | null | undefined) =>
        !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('task.form.startAt.past'))),
    },
  ];

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const task = await createTask({
        sceneId,
        name: values.name.trim(),
        type: draft.type,
        targets: draft.targets,
        priority: values.priority,
        robotId: draft.robotId,
        returnNodeId: draft.returnNodeId,
        timed: values.timed,
        startAt: values.timed && values.startAt ? values.startAt.valueOf() : null,
        creationMethod: (draft.fromMap ? TASK_CREATION_METHOD.values.MAP : TASK_CREATION_METHOD.values.FORM) as TaskCreationMethod,
      });
      message.success(t('task.form.created', { name: task.name }));
      notice.clear();
      startAfresh();
      onCreated(task);
    } catch (error) {
      showFormFailure(form, error, SERVER_FIELDS, 'task');
    } finally {
      setSaving(false);
    }
  };


  return (
    <Form<Values> form={form} name="task-form" layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="task-form">
      {notice.notice}
      <Form.Item name="name" label={t('task.field.name')} rules={rules.text({ required: 'task.form.name.required', max: TASK_NAME_MAX })}>
        <Input maxLength={TASK_NAME_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('task.field.type')}>
        <Radio.Group
          optionType="button"
          options={TASK_TYPE.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))}
          onChange={(event) => onDraftChange(withType(draft, event.target.value as TaskType))}
        />
      </Form.Item>
      <Form.Item
        name="targets"
        label={t(complex ? 'task.field.targets' : 'task.field.target')}
        rules={targetRules}
        extra={complex ? t('task.form.targets.complexHint', { max: TASK_TARGETS_MAX }) : undefined}
      >
        <TargetsInput draft={draft} options={options} nameOf={nameOf} onChange={(targets) => onDraftChange({ ...draft, targets })} />
      </Form.Item>
      <Form.Item
        name="robotId"
        label={t('task.field.robot')}
        getValueProps={(value: string | null) => ({ value: value ?? ANY_ROBOT })}
        normalize={(value: string) => (value === ANY_ROBOT ? null : value)}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={[{ value: ANY_ROBOT, label: t('task.robot.any') }, ...robots.map((robot) => ({ value: robot.id, label: robot.name }))]}
          onChange={(value: string) => onDraftChange({ ...draft, robotId: value === ANY_ROBOT ? null : value })}
        />
      </Form.Item>
      <Form.Item name="priority" label={t('task.field.priority')}>
        <Select options={TASK_PRIORITY.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))} />
      </Form.Item>
      <Form.Item name="returnNodeId" label={t('task.field.returnPoint')} getValueProps={(value: string | null) => ({ value: value ?? undefined })} normalize={(value?: string) => value ?? null}>
        <Select<string, PointOption>
          allowClear
          showSearch
          placeholder={t('task.returnPoint.none')}
          options={options}
          filterOption={filterPoint}
          onChange={(value?: string) => onDraftChange({ ...draft, returnNodeId: value ?? null })}
        />
      </Form.Item>
      <Form.Item name="timed" label={t('task.field.timed')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {timed ? (
        <Form.Item name="startAt" label={t('task.field.startAt')} rules={startRules}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <PathSummary preview={preview} />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('task.form.submit')}
        </Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** The targets: a typical task's one point, or a complex task's points in order (each removable and movable) with a point to add. */
function TargetsInput({
  id,
  draft,
  options,
  nameOf,
  onChange,
}: {
  id?: string;
  draft: TaskDraft;
  options: PointOption[];
  nameOf: (nodeId: string) => string;
  onChange: (targets: string[]) => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const change = (next: TaskDraft) => {
    if (next !== draft) onChange(next.targets);
  };
  if (draft.type !== COMPLEX) {
    return (
      <Select<string, PointOption>
        id={id}
        showSearch
        placeholder={t('task.target.choose')}
        value={draft.targets[0]}
        options={options}
        filterOption={filterPoint}
        onChange={(nodeId) => change(chooseTarget(draft, nodeId))}
      />
    );
  }
  const full = draft.targets.length >= TASK_TARGETS_MAX;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {draft.targets.length > 0 ? (
        <ol style={{ margin: 0, paddingInlineStart: 24 }} data-testid="task-targets">
          {draft.targets.map((nodeId, index) => {
            const name = nameOf(nodeId);
            return (
              // The same node may come back later in the round: the place makes the key.
              <li key={`${index}-${nodeId}`}>
                <Space size={4}>
                  <Typography.Text>{name}</Typography.Text>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('task.target.up', { name, place: index + 1 })}
                    disabled={index === 0}
                    onClick={() => change(moveTarget(draft, index, -1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('task.target.down', { name, place: index + 1 })}
                    disabled={index === draft.targets.length - 1}
                    onClick={() => change(moveTarget(draft, index, 1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('task.target.remove', { name, place: index + 1 })}
                    onClick={() => change(removeTarget(draft, index))}
                  />
                </Space>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Select<string | null, PointOption>
        id={id}
        showSearch
        disabled={full}
        placeholder={t(full ? 'task.target.full' : 'task.target.add', { max: TASK_TARGETS_MAX })}
        value={null}
        options={options}
        filterOption={filterPoint}
        onChange={(nodeId) => {
          if (nodeId) change(chooseTarget(draft, nodeId));
        }}
      />
    </Space>
  );
}

/** The previewed path's length and duration, or why there is none. */
function PathSummary({ preview }: { preview: Preview }) {
  const intl = useIntl();
  const t = useTranslate();
  if (preview.state === 'failed') {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t(preview.reason === 'robot' ? 'task.preview.robot' : 'task.preview.unreachable')} />;
  }
  if (preview.state !== 'shown') return null;
  const { path } = preview;
  return (
    <div style={{ marginBottom: 16 }} data-testid="task-preview" aria-live="polite">
      <Typography.Text>
        {t('task.preview.summary', {
          length: intl.formatNumber(path.length, { maximumFractionDigits: 1 }),
          duration: formatDuration(path.duration, t),
        })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">{path.robotName ? t('task.preview.robot.from', { robot: path.robotName }) : t('task.preview.robot.none')}</Typography.Text>
    </div>
  );
}

/** Seconds as "2 min 5 s" (or "45 s"). */
export function formatDuration(seconds: number, t: (id: string, values?: Record<string, string | number>) => string): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? t('task.duration.minutes', { minutes, seconds: rest }) : t('task.duration.seconds', { seconds: rest });
}
