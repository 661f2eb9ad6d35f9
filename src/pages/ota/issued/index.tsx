/**
 * /ota/update/issued (platform:ota:upgrade:send): send a cloud-push package
 * to chosen devices. Tag, model, model version, purpose and version narrow
 * the packages one choice at a time down to one; the devices offered are
 * only those it applies to (its model, model version and a current version
 * in its range). Sending without a package or a ticked device, or a refusal
 * of the server for the same reason, says 'no upgradable devices, please
 * reselect' (section 5). Sent: the push's page, with the push marked.
 */
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { history, useAccess, useIntl } from '@umijs/max';
import { Button, Card, Col, Form, Row, Select, Space, Tag, message } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { showCallFailure } from '@/components/form/serverErrors';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useConfirm } from '@/components/confirm/useConfirm';
import { pageRequest } from '@/components/table/pageRequest';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { useData } from '@/request/useData';
import { fetchPushOptions, fetchUpgradeDevicePage, sendPush } from '@/services/ota';
import { DEFAULT_PAGE_SIZE } from '@/services/types/list';
import type { PushOption, UpgradeDevice } from '@/services/types/ota';
import { narrowPackages, PUSH_CHOICES, type PushChoice, type PushChoices } from './choices';

export default function OtaSend() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const allCompanies = useAccess().allCompanies === true;
  const table = useRef<ListAction>();
  const options = useData(() => fetchPushOptions(), { cacheKey: 'ota-push-options' });
  const [choices, setChoices] = useState<PushChoices>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [confirm, confirmHolder] = useConfirm();

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

  /** Asks before sending, naming the package and how many devices it goes to. */
  const askToSend = () => {
    if (!chosen) {
      refuse();
      return;
    }
    if (selected.length === 0) {
      message.warning(t('ota.send.tickOne'));
      return;
    }
    confirm({
      title: t('ota.send.confirm.title', { count: selected.length }),
      content: t('ota.send.confirm.content', { name: chosen.name, version: chosen.targetVersion, count: selected.length }),
      okText: t('ota.send.confirm.ok'),
      onOk: send,
    });
  };

  const send = async () => {
    if (!chosen) return;
    setSending(true);
    try {
      const push = await sendPush(chosen.id, selected);
      message.success(t('ota.send.sent', { count: push.total }));
      history.push(`/ota/update?push=${encodeURIComponent(push.id)}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === STATUS.VALIDATION_FAILED) {
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
      <Card style={{ marginBottom: 16 }}>
        {/* The choices are the screen's state (each narrows the next); nothing is submitted. */}
        <Form layout="vertical" component="div">
          <Row gutter={16}>{PUSH_CHOICES.map((field) => select(field, offered[field]))}</Row>
        </Form>
        {chosen ? <PackageLine option={chosen} /> : null}
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
