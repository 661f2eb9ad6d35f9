/**
 * /ota/update/issued (platform:ota:upgrade:send): send a cloud-push package
 * to chosen devices. Tag, model, model version, purpose and version narrow
 * the packages one choice at a time down to one; the devices offered are
 * only those it applies to (its model, model version and a current version
 * in its range). Sending without a package or a ticked device, or a refusal
 * of the server for the same reason, says 'no upgradable devices, please
 * reselect' (section 5). How it goes out (issue 33): "Install only when
 * idle" (an operative robot waits until standby or charging), and a "Phased
 * rollout" (off by default) of up to 5 stages, each a share of the devices
 * and a failure threshold, checked before asking (rollout.ts). Sent: the
 * push's page, with the push marked. What was chosen, ticked and set asks
 * before it is left, and survives a lost session or a reload as a draft
 * (issue 34); a send that got no reply offers Retry.
 */
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Card, Col, Form, InputNumber, Row, Select, Space, Switch, Tag, Typography, message, type FormInstance } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useDraftNotice } from '@/components/form/DraftNotice';
import { showCallFailure } from '@/components/form/serverErrors';
import { useLeaveGuard } from '@/components/form/useLeaveGuard';
import { sameValues } from '@/components/form/useUnsavedChanges';
import { useDraft } from '@/drafts/useDraft';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useConfirm } from '@/components/confirm/useConfirm';
import { pageRequest } from '@/components/table/pageRequest';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { useData } from '@/request/useData';
import { fetchPushOptions, fetchUpgradeDevicePage, sendPush, type PushRollout } from '@/services/ota';
import { DEFAULT_PAGE_SIZE } from '@/services/types/list';
import { inStageRange, PUSH_STAGES_MAX, type PushOption, type STAGE_RANGE, type UpgradeDevice } from '@/services/types/ota';
import { useTranslate } from '@/utils/translate';
import { narrowPackages, PUSH_CHOICES, type PushChoice, type PushChoices } from './choices';
import { DEFAULT_STAGES, stageListProblem, type RolloutValues, type StageValues } from './rollout';

/** How a push goes out unless changed: at once, in one stage (the stages offered when phased: DEFAULT_STAGES). */
const ROLLOUT_START: RolloutValues = { whenIdle: false, phased: false, stages: [...DEFAULT_STAGES] };

export default function OtaSend() {
  const t = useTranslate();
  const allCompanies = useAccess().allCompanies === true;
  const table = useRef<ListAction>();
  const options = useData(() => fetchPushOptions(), { cacheKey: 'ota-push-options' });
  const [choices, setChoices] = useState<PushChoices>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [confirm, confirmHolder] = useConfirm();
  const [rolloutForm] = Form.useForm<RolloutValues>();
  const phased = Form.useWatch('phased', rolloutForm) === true;
  const rolloutValues = Form.useWatch((all: RolloutValues) => all, { form: rolloutForm, preserve: true });
  // The push that got no reply, which Retry sends again.
  const unanswered = useRef<PushRollout>();
  const startAfresh = () => {
    setChoices({});
    setSelected([]);
    rolloutForm.setFieldsValue(ROLLOUT_START);
  };
  const draftNotice = useDraftNotice({ onDiscard: startAfresh, onRetry: () => unanswered.current && void send(unanswered.current) });
  // What was chosen, ticked and set is work: leaving asks first, and a lost session or a reload keeps it (src/drafts).
  const changed =
    Object.keys(choices).length > 0 || selected.length > 0 || (rolloutValues !== undefined && !sameValues(rolloutValues, ROLLOUT_START));
  const { release, holder: leaveHolder } = useLeaveGuard(changed && !sending);
  useDraft(
    { form: 'ota.push' },
    {
      active: true,
      changed,
      read: () => ({ choices, selected, rollout: rolloutForm.getFieldsValue(true) }),
      restore: (kept) => {
        const draft = kept as { choices?: PushChoices; selected?: string[]; rollout?: RolloutValues };
        setChoices(draft.choices ?? {});
        setSelected(draft.selected ?? []);
        if (draft.rollout) rolloutForm.setFieldsValue(draft.rollout);
      },
      onRestored: draftNotice.restored,
    },
  );
  const { offered, chosen } = useMemo(() => narrowPackages(options.data ?? [], choices), [options.data, choices]);
  const packageId = chosen?.id;

  const request = useMemo(
    () =>
      pageRequest<UpgradeDevice, { packageId: string; keyword: string }>((query) =>
        fetchUpgradeDevicePage({ ...query, packageId: packageId ?? '' }),
      ),
    [packageId],
  );

  const choose = (field: PushChoice, value: string | undefined) => {
    // A changed choice drops the ones after it: they were picked among what it allowed.
    const next: PushChoices = {};
    for (const name of PUSH_CHOICES) {
      if (name === field) {
        if (value !== undefined) next[name] = value;
        break;
      }
      if (choices[name] !== undefined) next[name] = choices[name];
    }
    setChoices(next);
    setSelected([]);
  };

  const refuse = () => message.warning(t('ota.noUpgradableDevices'));

  /** The rollout as the form holds it, once its checks pass; undefined: a field says what is wrong. */
  const rolloutOf = async (): Promise<PushRollout | undefined> => {
    try {
      const values = await rolloutForm.validateFields();
      const stages = values.phased ? (values.stages ?? []).map((stage: StageValues) => ({ percent: Number(stage.percent), failureThreshold: Number(stage.failureThreshold) })) : undefined;
      return { whenIdle: values.whenIdle === true, stages };
    } catch {
      return undefined;
    }
  };

  /** Asks before sending, naming the package, how many devices it goes to and how (when idle, in stages). */
  const askToSend = async () => {
    if (!chosen) {
      refuse();
      return;
    }
    if (selected.length === 0) {
      message.warning(t('ota.send.tickOne'));
      return;
    }
    const rollout = await rolloutOf();
    if (!rollout) return;
    const how = [
      t('ota.send.confirm.content', { name: chosen.name, version: chosen.targetVersion, count: selected.length }),
      rollout.whenIdle ? t('ota.send.confirm.whenIdle') : '',
      rollout.stages
        ? t('ota.send.confirm.stages', { count: rollout.stages.length, stages: rollout.stages.map((stage) => `${stage.percent}%`).join(', ') })
        : '',
    ];
    confirm({
      title: t('ota.send.confirm.title', { count: selected.length }),
      content: how.filter(Boolean).join(' '),
      okText: t('ota.send.confirm.ok'),
      onOk: () => send(rollout),
    });
  };

  const send = async (rollout: PushRollout) => {
    if (!chosen) return;
    setSending(true);
    draftNotice.clear();
    try {
      const push = await sendPush(chosen.id, selected, rollout);
      message.success(t('ota.send.sent', { count: push.total }));
      release();
      history.push(`/ota/update?push=${encodeURIComponent(push.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'noResponse') {
        // No reply: the choices stay, and Retry sends the same push again (its Idempotency-Key answers a second arrival with the first).
        unanswered.current = rollout;
        draftNotice.noReply();
      } else if (error instanceof ApiError && error.code === STATUS.VALIDATION_FAILED) {
        refuse();
        setSelected([]);
        table.current?.reload();
      } else showCallFailure(error);
    } finally {
      setSending(false);
    }
  };

  const columns: ListColumn<UpgradeDevice>[] = [
    { title: t('ota.device.assetNumber'), dataIndex: 'assetNumber', width: 120, ltr: true },
    { title: t('ota.device.name'), dataIndex: 'name', ellipsis: true, width: 160 },
    { title: t('ota.device.serialNumber'), dataIndex: 'serialNumber', width: 140, ltr: true },
    // Only a platform account sends to several companies' devices; any other sees its own company's alone.
    ...(allCompanies ? [{ title: t('ota.device.company'), dataIndex: 'companyName' as const, ellipsis: true, width: 160 }] : []),
    { title: t('ota.push.model'), dataIndex: 'model', width: 90, ltr: true },
    { title: t('ota.push.modelVersion'), dataIndex: 'modelVersion', width: 90, ltr: true },
    { title: t('ota.device.currentVersion'), dataIndex: 'currentVersion', width: 110, ltr: true },
    {
      title: t('ota.device.online'),
      dataIndex: 'online',
      width: 90,
      render: (_, row) =>
        row.online ? <Tag color="success">{t('ota.device.online.yes')}</Tag> : <Tag>{t('ota.device.online.no')}</Tag>,
    },
  ];

  const select = (field: PushChoice, values: string[]) => (
    <Col xs={24} sm={12} lg={8} xl={4} key={field}>
      <Form.Item htmlFor={`push-${field}`} label={t(`ota.send.${field}`)} required>
        <Select
          id={`push-${field}`}
          allowClear
          showSearch
          value={choices[field]}
          placeholder={t('ota.send.choose')}
          onChange={(value?: string) => choose(field, value)}
          options={values.map((value) => ({ value, label: field === 'purpose' ? t(`ota.purpose.${value}`) : value }))}
          loading={options.loading}
          disabled={values.length === 0}
          data-testid={`send-${field}`}
        />
      </Form.Item>
    </Col>
  );

  return (
    <PageFrame
      title={t('ota.send.title')}
      onBack={() => history.push('/ota/update')}
      backIcon={<ArrowLeftOutlined aria-label={t('ota.send.back')} />}
    >
      {confirmHolder}
      {leaveHolder}
      <Card style={{ marginBottom: 16 }}>
        {draftNotice.notice}
        {/* The choices are the screen's state (each narrows the next); nothing is submitted. */}
        <Form layout="vertical" component="div">
          <Row gutter={16}>{PUSH_CHOICES.map((field) => select(field, offered[field]))}</Row>
        </Form>
        {chosen ? <PackageLine option={chosen} /> : null}
        <RolloutFields form={rolloutForm} phased={phased} />
      </Card>
      <ListTable<UpgradeDevice>
        rowKey="id"
        actionRef={table}
        headerTitle={t('ota.send.devices')}
        columns={columns}
        params={{ packageId }}
        request={(params, sort, filter) => (packageId ? request(params, sort, filter) : Promise.resolve({ data: [], total: 0, success: true }))}
        search={false}
        options={{ search: { placeholder: t('ota.send.keyword'), allowClear: true, maxLength: 50, style: { width: 260 } }, reload: true, setting: false, density: false }}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
        rowSelection={{ preserveSelectedRowKeys: true, selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        tableAlertRender={({ selectedRowKeys }) => t('list.selected', { count: selectedRowKeys.length })}
        locale={{ emptyText: packageId ? t('ota.noUpgradableDevices') : t('ota.send.chooseFirst') }}
        toolBarRender={() => [
          <Button key="send" type="primary" icon={<SendOutlined />} loading={sending} onClick={askToSend}>
            {t('ota.send.submit', { count: selected.length })}
          </Button>,
        ]}
        data-testid="send-device-table"
      />
    </PageFrame>
  );
}

/** The package the choices came down to. */
function PackageLine({ option }: { option: PushOption }) {
  const intl = useIntl();
  return (
    <Space data-testid="send-package">
      {intl.formatMessage({ id: 'ota.send.package' }, { name: option.name, version: option.targetVersion })}
    </Space>
  );
}

/** How the push goes out: install only when idle; a phased rollout, its stages edited as a list (rollout.ts checks it). */
function RolloutFields({ form, phased }: { form: FormInstance<RolloutValues>; phased: boolean }) {
  const t = useTranslate();
  // Each field: required, then a whole number in its range (STAGE_RANGE, the server's).
  const rulesOf = (field: keyof typeof STAGE_RANGE, name: 'percent' | 'threshold') => [
    { required: true, message: t(`ota.send.stage.${name}Required`) },
    {
      validator: (_: unknown, value: unknown) =>
        value === null || value === undefined || inStageRange(field, value) ? Promise.resolve() : Promise.reject(new Error(t(`ota.send.stage.${name}Range`))),
    },
  ];
  return (
    <Form form={form} layout="vertical" initialValues={ROLLOUT_START} style={{ marginTop: 16 }} data-testid="send-rollout">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="whenIdle" label={t('ota.send.whenIdle')} extra={t('ota.send.whenIdle.help')} valuePropName="checked" htmlFor="push-when-idle">
            <Switch id="push-when-idle" data-testid="send-when-idle" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phased" label={t('ota.send.phased')} extra={t('ota.send.phased.help')} valuePropName="checked" htmlFor="push-phased">
            <Switch id="push-phased" data-testid="send-phased" />
          </Form.Item>
        </Col>
      </Row>
      {phased ? (
        <Form.List
          name="stages"
          rules={[
            {
              validator: async (_: unknown, stages: StageValues[] | undefined) => {
                const problem = stageListProblem(stages ?? []);
                if (problem) throw new Error(t(`ota.send.stage.${problem}`, { max: PUSH_STAGES_MAX }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div data-testid="send-stages">
              {/* A stage a line (Space is inline: two would share one). */}
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap data-testid="send-stage" style={{ display: 'flex' }}>
                  <Typography.Text strong style={{ display: 'inline-block', minWidth: 72, paddingTop: 5 }}>
                    {t('ota.send.stage', { index: index + 1 })}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'percent']} rules={rulesOf('percent', 'percent')} style={{ marginBottom: 12 }}>
                    <InputNumber
                      aria-label={t('ota.send.stage.percent', { index: index + 1 })}
                      addonBefore={t('ota.send.stage.percentShort')}
                      addonAfter="%"
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'failureThreshold']} rules={rulesOf('failureThreshold', 'threshold')} style={{ marginBottom: 12 }}>
                    <InputNumber
                      aria-label={t('ota.send.stage.threshold', { index: 1 + index })}
                      addonBefore={t('ota.send.stage.thresholdShort')}
                      addonAfter="%"
                      style={{ width: 240 }}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('ota.send.stage.remove', { index: index + 1 })}
                    disabled={fields.length <= 1}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Space align="center" style={{ marginTop: 4 }}>
                <Button icon={<PlusOutlined />} disabled={fields.length >= PUSH_STAGES_MAX} onClick={() => add({ percent: 100, failureThreshold: 10 })}>
                  {t('ota.send.stage.add')}
                </Button>
                <Typography.Text type="secondary">{t('ota.send.stage.max', { max: PUSH_STAGES_MAX })}</Typography.Text>
              </Space>
            </div>
          )}
        </Form.List>
      ) : null}
    </Form>
  );
}
