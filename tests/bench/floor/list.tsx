/**
 * The smallest list screen for tests/bench/floors.mjs's list floor, loaded by shell.tsx as a
 * route: what a list of the specification shows with antd's own parts and no ProComponents. A search
 * form (Form, Input, Select, buttons), a toolbar, a server-paged Table with row selection, sorting,
 * filter menus, tags and row links, pagination with a page-size changer, and a modal form to add a
 * row, in plain panels (antd's Card imports Tabs). The date pickers of a folded search form are
 * left out, and the filter menu's Tree loads when drawn, as in the console's build.
 */
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import message from 'antd/es/message';
import { useEffect, useState } from 'react';

interface Row {
  id: string;
  name: string;
  state: number;
}

export default function List() {
  const [form] = Form.useForm();
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState({ current: 1, pageSize: 10, total: 0 });
  const [adding, setAdding] = useState(false);
  const load = async (query: object = {}) => {
    const response = await fetch(`/api/rows?${new URLSearchParams(query as Record<string, string>)}`);
    const body = (await response.json()) as { list: Row[]; total: number };
    setRows(body.list);
    setPage((current) => ({ ...current, total: body.total }));
  };
  useEffect(() => void load(), []);
  return (
    <Space direction="vertical">
      <div className="panel">
        <Form form={form} layout="inline" onFinish={load}>
          <Form.Item name="name" label="Name">
            <Input allowClear maxLength={50} />
          </Form.Item>
          <Form.Item name="state" label="State">
            <Select
              allowClear
              showSearch
              options={[
                { value: 0, label: 'Idle' },
                { value: 1, label: 'Busy' },
              ]}
            />
          </Form.Item>
          <Button onClick={() => form.resetFields()}>Reset</Button>
          <Button type="primary" htmlType="submit">
            Query
          </Button>
        </Form>
      </div>
      <div className="panel">
        <Space>
          <Input.Search placeholder="Keyword" onSearch={(keyword) => void load({ keyword })} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add
          </Button>
          <Tooltip title="Reload">
            <Button icon={<ReloadOutlined />} onClick={() => void load()} />
          </Tooltip>
        </Space>
        <Table<Row>
          rowKey="id"
          dataSource={rows}
          rowSelection={{}}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Name', dataIndex: 'name', sorter: true, render: (name: string) => <Typography.Link>{name}</Typography.Link> },
            {
              title: 'State',
              dataIndex: 'state',
              filters: [
                { text: 'Idle', value: 0 },
                { text: 'Busy', value: 1 },
              ],
              render: (state: number) => <Tag>{state}</Tag>,
            },
          ]}
          pagination={{ ...page, showSizeChanger: true, pageSizeOptions: ['10', '20', '50', '100'] }}
          onChange={(next) => setPage((current) => ({ ...current, current: next.current ?? 1, pageSize: next.pageSize ?? 10 }))}
        />
      </div>
      <Modal open={adding} title="Add" onCancel={() => setAdding(false)} onOk={() => void message.success('Added')}>
        <Form layout="vertical">
          <Form.Item name="name" label="Name" rules={[{ required: true, max: 50 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
