/**
 * The console's antd and ProComponents parts, drawn once on the server at build time so that the
 * styles antd's CSS-in-JS generates for them can be written to a sheet (config/plugins/staticStyles.ts).
 *
 * A style is taken from the sheet when the console asks for the same part under the same theme
 * (antd keys each style by its theme's tokens and the part's path), so the parts are drawn where
 * the console draws them: screens inside ProLayout with the console's settings, the header's parts
 * in its actions (the header has a theme of its own). A part missing here is generated at run time,
 * as before: the browser suite counts those left on a list screen (tests/e2e/staticStyles.spec.ts).
 */
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import {
  ModalForm,
  PageContainer,
  PageHeader,
  ProForm,
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProLayout,
} from '@ant-design/pro-components';
import {
  Alert, Avatar, Badge, Breadcrumb, Button, Card, Checkbox, Col, ConfigProvider, DatePicker, Descriptions, Drawer, Dropdown,
  Empty, Form, Input, InputNumber, List, Menu, Modal, Pagination, Popover, Progress, Radio, Result, Row, Segmented, Select,
  Skeleton, Space, Spin, Steps, Switch, Table, Tabs, Tag, type ThemeConfig, TimePicker, Tooltip, Tree, Typography, Upload,
  Watermark,
  theme as antdTheme,
} from 'antd';
import { renderToString } from 'react-dom/server';
import { defaultSettings } from '../defaultSettings';

const columns = [
  { title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'x', value: 'x' }], ellipsis: true, copyable: true },
  { title: 'b', dataIndex: 'b', valueType: 'select' as const, valueEnum: { x: { text: 'x', status: 'Success' } } },
  { title: 'c', dataIndex: 'c', valueType: 'dateTimeRange' as const },
  { title: 'd', dataIndex: 'd', valueType: 'option' as const, render: () => [<a key="e">e</a>] },
];
const rows = [{ id: 1, a: 'a', b: 'x', c: '2026-01-01', d: '' }];

function Parts() {
  return (
    <>
      <Alert message="a" showIcon closable />
      <Avatar>a</Avatar>
      <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} />
      <Badge count={1} dot status="success" text="a" />
      <Button type="primary" icon={<span />}>a</Button>
      <Card title="a" extra="b" tabList={[{ key: 'a', tab: 'a' }]}>a</Card>
      <Checkbox>a</Checkbox>
      <Row gutter={8}><Col span={12}>a</Col></Row>
      <DatePicker /><DatePicker.RangePicker showTime /><TimePicker />
      <Descriptions bordered items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Drawer open={false} title="a">a</Drawer>
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}><a>a</a></Dropdown>
      <Empty /><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Form layout="vertical"><Form.Item label="a" name="a" rules={[{ required: true }]} help="a" validateStatus="error"><Input /></Form.Item></Form>
      <Input.Password /><Input.Search /><Input.TextArea showCount maxLength={9} /><InputNumber />
      <List dataSource={[1]} renderItem={(item) => <List.Item>{item}</List.Item>} />
      <Menu mode="horizontal" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <Modal open={false} title="a">a</Modal>
      <Pagination total={100} showSizeChanger showQuickJumper />
      <Popover content="a" title="b"><span>a</span></Popover>
      <Progress percent={50} /><Progress type="circle" percent={50} />
      <Radio.Group options={['a']} /><Radio.Group optionType="button" options={['a']} />
      <Result status="404" title="a" /><Result status="403" /><Result status="500" /><Result status="success" /><Result status="error" /><Result status="warning" /><Result status="info" />
      <Segmented options={['a', 'b']} />
      <Select options={[{ value: 'a' }]} /><Select mode="multiple" options={[{ value: 'a' }]} />
      <Skeleton active /><Skeleton.Button /><Skeleton.Input />
      <Space wrap>a</Space><Space.Compact><Input /></Space.Compact>
      <Spin /><Spin size="large" tip="a"><div /></Spin>
      <Steps size="small" current={0} items={[{ title: 'a' }, { title: 'b' }]} labelPlacement="vertical" />
      <Switch /><Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} /><Tabs type="card" items={[{ key: 'a', label: 'a' }]} />
      <Tag color="success">a</Tag><Tag color="blue">a</Tag><Tag.CheckableTag checked>a</Tag.CheckableTag>
      <Tooltip title="a"><span>a</span></Tooltip>
      <Tree treeData={[{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }]} checkable />
      <Typography.Title>a</Typography.Title><Typography.Text copyable ellipsis>a</Typography.Text><Typography.Paragraph>a</Typography.Paragraph><Typography.Link>a</Typography.Link>
      <Upload><Button>a</Button></Upload><Upload.Dragger>a</Upload.Dragger>
      <Table rowKey="id" rowSelection={{}} columns={columns} dataSource={rows} pagination={{ total: 100, showSizeChanger: true }} scroll={{ x: 900 }} />
      <Watermark content="a" />
    </>
  );
}

/** What the header's actions draw (src/components/HeaderActions.tsx): the header has a theme of its own. */
function HeaderParts() {
  return (
    <Space>
      <Popover content="a"><Button type="text" icon={<span />} /></Popover>
      <Badge count={1} size="small"><Button type="text">a</Button></Badge>
      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}><Space><Avatar size="small">a</Avatar>a</Space></Dropdown>
      <Spin /><Empty /><List dataSource={[1]} renderItem={(item) => <List.Item>{item}</List.Item>} /><Typography.Text>a</Typography.Text>
    </Space>
  );
}

/**
 * A sheet holds the styles in the order they were first drawn, parents before children; in the
 * browser a child's style is inserted before its parent's. Where a parent overrides its child's
 * style with an equal selector, the child is drawn here first: PageContainer's page header.
 */
function ChildrenFirst() {
  return <PageHeader title="a" breadcrumb={{ items: [{ title: 'a' }] }} footer={<Tabs items={[{ key: 'a', label: 'a' }]} />} />;
}

function ProParts() {
  return (
    <PageContainer title="a" tabList={[{ key: 'a', tab: 'a' }]}>
      <ProForm>
        <ProFormText name="a" label="a" /><ProFormTextArea name="b" label="b" /><ProFormSelect name="c" label="c" options={['a']} />
        <ProFormRadio.Group name="d" label="d" options={['a']} /><ProFormSwitch name="e" label="e" />
        <ProFormDatePicker name="f" label="f" /><ProFormDateTimePicker name="g" label="g" />
      </ProForm>
      <ModalForm title="a" open={false} />
    </PageContainer>
  );
}

/**
 * The sheet: every part above, under `theme` (.umirc.ts `antd.theme`), inside ProLayout with the
 * console's settings (src/shell/layout.tsx); `dark`: with antd's dark algorithm and ProLayout's
 * dark navigation, as the display settings draw them (src/components/DisplayEffects.tsx).
 */
export function drawStyles(theme: ThemeConfig, dark = false): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={dark ? { ...theme, algorithm: antdTheme.darkAlgorithm } : theme}>
        <ProLayout
          {...defaultSettings}
          navTheme={dark ? 'realDark' : 'light'}
          title={false}
          logo={false}
          menu={{ locale: true }}
          route={{ path: '/', routes: [{ path: '/a', name: 'a' }] }}
          location={{ pathname: '/a' }}
          actionsRender={() => [<HeaderParts key="a" />]}
        >
          <ChildrenFirst />
          <Parts />
          <ProParts />
        </ProLayout>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
