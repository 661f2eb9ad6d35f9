/**
 * The road-network editor's panel: undo, redo, add, delete and connect; the
 * selected node's attributes and its action point's, each field checked as
 * typed and applied to the network as soon as it is valid (typing in one
 * field is one undo step); the unsaved state with Save and Discard; and a
 * conflict on save, with the local changes kept. Dragging nodes happens on
 * the map (the engine's edit mode).
 */
import { DeleteOutlined, LinkOutlined, PlusOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Select, Space, Switch, Tag, Tooltip, Typography, type FormInstance, type FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { NODE_TYPE, type ActionPoint, type MapNode } from '@/services/types/map';
import { ACTION_POINT_FLAGS, ACTION_POINT_RANGES, COORDINATE_LIMIT, NETWORK_TEXT_MAX, type ActionPointRangeField } from '@/services/types/network';
import { freshId, neighbours, newActionPoint, newNode, pointOf } from './networkEdit';
import type { NetworkEditor as Editor } from './useNetworkEditor';

const LEVELS = [1, 2, 3] as const;
const DEGREES = 180 / Math.PI;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Props {
  editor: Editor;
  /** Where a node added with none selected goes: the centre of the view (world m). */
  viewCentre: () => { x: number; y: number };
  /** Shows a node on the map (chosen from the search). */
  onReveal: (id: string) => void;
}

function useRulesOf() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const text = (field: string, required: boolean): FormRule[] => [
      ...(required ? [{ required: true, whitespace: true, message: t('network.rule.required', { field: t(field).toLowerCase() }) }] : []),
      { max: NETWORK_TEXT_MAX, message: t('network.rule.tooLong', { max: NETWORK_TEXT_MAX }) },
    ];
    const number = (min: number, max: number, message: string, integer: boolean): FormRule[] => [
      { required: true, message },
      {
        validator: (_, value: unknown) =>
          typeof value === 'number' && value >= min && value <= max && (!integer || Number.isInteger(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
      },
    ];
    return {
      text,
      coordinate: number(-COORDINATE_LIMIT, COORDINATE_LIMIT, t('network.rule.coordinate', { max: COORDINATE_LIMIT }), false),
      angle: number(-180, 180, t('network.rule.angle'), false),
      range: (field: ActionPointRangeField) => {
        const { min, max } = ACTION_POINT_RANGES[field];
        return number(min, max, t('network.rule.range', { min, max }), true);
      },
    };
  }, [intl]);
}

/**
 * Hands the form's values to `apply` once every field's check has run and passed (a change is
 * checked as typed: `onFieldsChange` comes with the change, while its check runs, and when it
 * ends). The first call comes before the change's check has started (it starts in the same
 * event), so the decision waits a microtask: by then a checked field is validating, and an
 * unchecked value (an empty name, an angle of 181) is never applied. A field without rules
 * (type, level, the switches) has no check and applies at once.
 */
function whenValid<Values>(form: FormInstance<Values>, apply: (values: Values) => void): void {
  queueMicrotask(() => {
    if (form.isFieldsValidating()) return;
    if (form.getFieldsError().some((field) => field.errors.length > 0)) return;
    apply(form.getFieldsValue(true) as Values);
  });
}

interface NodeValues {
  name: string;
  alias2: string;
  alias3: string;
  level: MapNode['level'];
  type: MapNode['type'];
  x: number;
  y: number;
  theta: number;
}

function NodeForm({ node, onChange }: { node: MapNode; onChange: (node: MapNode) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useRulesOf();
  const [form] = Form.useForm<NodeValues>();
  // The form follows the node (another node chosen, a drag, an undo); what is typed is applied once valid.
  useEffect(() => {
    form.setFieldsValue({ ...node, theta: round(node.theta * DEGREES, 2) });
  }, [form, node]);
  const typeOptions = NODE_TYPE.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }));
  return (
    <Form
      form={form}
      name="node"
      layout="vertical"
      size="small"
      aria-label={intl.formatMessage({ id: 'network.node.title' }, { name: node.name })}
      onFieldsChange={() =>
        whenValid(form, (values) => onChange({ ...node, ...values, name: values.name.trim(), theta: round(values.theta / DEGREES, 6) }))
      }
    >
      <Form.Item name="name" label={t('network.node.name')} rules={rules.text('network.node.name', true)}>
        <Input />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="alias2" label={t('network.node.alias2')} rules={rules.text('network.node.alias2', false)} style={{ flex: 1 }}>
          <Input />
        </Form.Item>
        <Form.Item name="alias3" label={t('network.node.alias3')} rules={rules.text('network.node.alias3', false)} style={{ flex: 1 }}>
          <Input />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="type" label={t('network.node.type')}>
        <Select options={typeOptions} />
      </Form.Item>
      <Form.Item name="level" label={t('network.node.level')}>
        <Select options={LEVELS.map((level) => ({ value: level, label: t(`network.node.level.${level}`) }))} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="x" label={t('network.node.x')} rules={rules.coordinate} style={{ flex: 1 }}>
          <InputNumber step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="y" label={t('network.node.y')} rules={rules.coordinate} style={{ flex: 1 }}>
          <InputNumber step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="theta" label={t('network.node.theta')} rules={rules.angle}>
        <InputNumber step={1} style={{ width: '100%' }} />
      </Form.Item>
    </Form>
  );
}

type PointValues = Omit<ActionPoint, 'id' | 'nodeId' | 'mapUuid'>;
const RANGE_FIELDS = Object.keys(ACTION_POINT_RANGES) as ActionPointRangeField[];

function PointForm({ point, onChange }: { point: ActionPoint; onChange: (point: ActionPoint) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useRulesOf();
  const [form] = Form.useForm<PointValues>();
  useEffect(() => {
    form.setFieldsValue(point);
  }, [form, point]);
  return (
    <Form
      form={form}
      name="point"
      layout="vertical"
      size="small"
      aria-label={t('network.point.title')}
      onFieldsChange={() => whenValid(form, (values) => onChange({ ...point, ...values, name: values.name.trim() }))}
    >
      <Form.Item name="name" label={t('network.point.name')} rules={rules.text('network.point.name', true)}>
        <Input />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="x" label={t('network.point.x')} rules={rules.coordinate} style={{ flex: 1 }}>
          <InputNumber step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="y" label={t('network.point.y')} rules={rules.coordinate} style={{ flex: 1 }}>
          <InputNumber step={0.1} style={{ width: '100%' }} />
        </Form.Item>
      </Space.Compact>
      {RANGE_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`network.point.${field}`)} rules={rules.range(field)}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item name="versions" label={t('network.point.versions')} extra={t('network.point.versions.hint')} rules={rules.text('network.point.versions', false)}>
        <Input />
      </Form.Item>
      {ACTION_POINT_FLAGS.map((field) => (
        <Form.Item key={field} name={field} valuePropName="checked" style={{ marginBottom: 8 }}>
          <SwitchLabel label={t(`network.point.${field}`)} />
        </Form.Item>
      ))}
    </Form>
  );
}

/** A switch with its words beside it, both one control (the words name it). */
function SwitchLabel({ label, checked, onChange }: { label: string; checked?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <Space>
      <Switch size="small" checked={checked} onChange={onChange} aria-label={label} />
      <Typography.Text>{label}</Typography.Text>
    </Space>
  );
}

export default function NetworkEditor({ editor, viewCentre, onReveal }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [confirm, confirmHolder] = useDangerConfirm();
  const { network, state, selectedId } = editor;
  const byId = useMemo(() => new Map((network?.nodes ?? []).map((node) => [node.id, node])), [network]);
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const point = selected && network ? pointOf(network, selected.id) : undefined;
  const joinedTo = selected && network ? neighbours(network, selected.id) : [];
  const nodeOptions = useMemo(() => (network?.nodes ?? []).map((node) => ({ value: node.id, label: node.name })), [network]);

  // Keyboard: Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (not while typing in a field, where they edit the text).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) editor.undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) editor.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  if (!state || !network) return null;

  const add = () => {
    const id = freshId(state, 'node');
    const n = id.replace('new-node-', '');
    const node = newNode(id, t('network.node.newName', { n }), selected ?? viewCentre(), Boolean(selected));
    editor.apply({ kind: 'add', node, joinTo: selected?.id ?? null });
    editor.select(id);
  };

  const remove = () => {
    if (!selected) return;
    editor.apply({ kind: 'remove', id: selected.id });
    editor.select(null);
    editor.setConnecting(null);
  };

  const connectTo = (to: string) => {
    if (!selected) return;
    editor.apply({ kind: 'connect', from: selected.id, to });
    editor.setConnecting(null);
  };

  const discard = () =>
    confirm({
      title: t('network.discard.title', { count: editor.count }),
      content: t('network.discard.content'),
      okText: t('network.discard.ok'),
      cancelText: t('common.cancel'),
      onOk: editor.discard,
    });

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="network-editor">
      <Space wrap size={4} role="toolbar" aria-label={t('network.toolbar')}>
        <Tooltip title={`${t('network.undo')} (Ctrl+Z)`}>
          <Button icon={<UndoOutlined />} aria-label={t('network.undo')} disabled={!editor.canUndo} onClick={editor.undo} />
        </Tooltip>
        <Tooltip title={`${t('network.redo')} (Ctrl+Y)`}>
          <Button icon={<RedoOutlined />} aria-label={t('network.redo')} disabled={!editor.canRedo} onClick={editor.redo} />
        </Tooltip>
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('network.add')}
        </Button>
        <Button icon={<DeleteOutlined />} danger disabled={!selected} onClick={remove}>
          {t('network.delete')}
        </Button>
      </Space>
      <Space wrap size={8} align="center">
        {editor.dirty ? (
          <Tag color="warning" data-testid="network-unsaved">
            {t('network.state.unsaved', { count: editor.count })}
          </Tag>
        ) : (
          <Tag>{t('network.state.saved')}</Tag>
        )}
        <Button type="primary" loading={editor.saving} disabled={!editor.dirty || editor.conflict} onClick={() => void editor.save()}>
          {editor.dirty ? t('network.save.count', { count: editor.count }) : t('network.save')}
        </Button>
        <Button disabled={!editor.dirty || editor.saving} onClick={discard}>
          {t('network.discard')}
        </Button>
      </Space>
      {editor.conflict ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={t('network.conflict.title')}
          description={
            <Space direction="vertical">
              <Typography.Text>{t('network.conflict.text', { count: editor.count })}</Typography.Text>
              <Space wrap>
                <Button type="primary" size="small" onClick={() => void editor.reapply()}>
                  {t('network.conflict.reapply')}
                </Button>
                <Button size="small" danger onClick={editor.discard}>
                  {t('network.conflict.discard')}
                </Button>
              </Space>
            </Space>
          }
        />
      ) : null}
      <Select
        showSearch
        value={null}
        style={{ width: '100%' }}
        placeholder={t('network.select.search')}
        aria-label={t('network.select.search')}
        options={nodeOptions}
        optionFilterProp="label"
        onChange={(id: string) => {
          editor.select(id);
          onReveal(id);
        }}
      />
      {selected ? (
        <>
          <Card size="small" title={t('network.node.title', { name: selected.name })}>
            <NodeForm node={selected} onChange={(node) => editor.apply({ kind: 'node', node }, `node:${node.id}`)} />
            <Typography.Text strong>{t('network.node.neighbours')}</Typography.Text>
            <div style={{ margin: '4px 0 8px' }}>
              {joinedTo.length === 0 ? (
                <Typography.Text type="secondary">{t('network.node.neighbours.none')}</Typography.Text>
              ) : (
                joinedTo.map((id) => (
                  <Tag
                    key={id}
                    closable
                    closeIcon={<span aria-label={t('network.disconnect', { name: byId.get(id)?.name ?? id })}>×</span>}
                    onClose={(event) => {
                      event.preventDefault();
                      editor.apply({ kind: 'disconnect', from: selected.id, to: id });
                    }}
                  >
                    {byId.get(id)?.name ?? id}
                  </Tag>
                ))
              )}
            </div>
            {editor.connecting === selected.id ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{t('network.connect.hint', { name: selected.name })}</Typography.Text>
                <Select
                  showSearch
                  autoFocus
                  value={null}
                  style={{ width: '100%' }}
                  aria-label={t('network.connect.choose', { name: selected.name })}
                  placeholder={t('network.connect.choose', { name: selected.name })}
                  options={nodeOptions.filter((option) => option.value !== selected.id && !joinedTo.includes(option.value))}
                  optionFilterProp="label"
                  onChange={connectTo}
                />
                <Button size="small" onClick={() => editor.setConnecting(null)}>
                  {t('network.connect.stop')}
                </Button>
              </Space>
            ) : (
              <Button size="small" icon={<LinkOutlined />} onClick={() => editor.setConnecting(selected.id)}>
                {t('network.connect')}
              </Button>
            )}
          </Card>
          <Card
            size="small"
            title={t('network.point.title')}
            extra={
              point ? (
                <Button size="small" danger onClick={() => editor.apply({ kind: 'removePoint', id: point.id })}>
                  {t('network.point.remove')}
                </Button>
              ) : null
            }
          >
            {point ? (
              <PointForm point={point} onChange={(next) => editor.apply({ kind: 'point', point: next }, `point:${next.id}`)} />
            ) : (
              <Space direction="vertical">
                <Typography.Text type="secondary">{t('network.point.none')}</Typography.Text>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    editor.apply({ kind: 'point', point: newActionPoint(freshId(state, 'point'), t('network.point.newName', { name: selected.name }).slice(0, NETWORK_TEXT_MAX), selected) })
                  }
                >
                  {t('network.point.add')}
                </Button>
              </Space>
            )}
          </Card>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.select.hint')} />
      )}
      {confirmHolder}
      {editor.holder}
    </Space>
  );
}
