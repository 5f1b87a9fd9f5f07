/**
 * What the prebuilt styles are made from (prebuilt-styles.tsx): the antd and pro-components the
 * console draws, with the props that decide their styles, rendered once at build time. A
 * component left out here still works: its styles are generated in the browser as before.
 */
import { DownloadOutlined, LoginOutlined, MenuFoldOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProLayout,
  ProTable,
} from '@ant-design/pro-components';
import {
  Alert,
  App,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Input,
  List,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Progress,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import type { ReactNode } from 'react';
import { LAYOUT_FRAME, LAYOUT_TOKEN } from '../../src/app/layout/layoutFrame';

interface Row {
  id: number;
  name: string;
  kind: string;
}

const ROWS: Row[] = [{ id: 1, name: 'Name', kind: 'a' }];

/** The sign-in pages (src/features/sign-in): a title, notices, the sign-in button, the signed-out result. */
export function signInSample(): ReactNode {
  return (
    <>
      <Alert type="error" showIcon message="m" description="d" />
      <Alert type="warning" showIcon message="m" />
      <Button type="primary" size="large" block icon={<LoginOutlined />}>
        b
      </Button>
      <Result status="success" title="t" extra={<a href="/">a</a>} />
    </>
  );
}

/** The console's shell (DefaultLayout, AppHeader, ConsoleMenu) around `children`, with the notification and message panels. */
function Shell({ children }: { children: ReactNode }): ReactNode {
  return (
    <App component={false}>
      <ProLayout
        {...LAYOUT_FRAME}
        collapsed={false}
        token={LAYOUT_TOKEN}
        headerRender={() => (
          <div>
            <Button type="text" icon={<MenuFoldOutlined />} />
            <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
              <Button type="text">a</Button>
            </Dropdown>
            <Avatar size="small">A</Avatar>
            {/* Outside the menu (whose tooltips have the menu's tokens): the table toolbar's icons. */}
            <Tooltip title="a">
              <span>a</span>
            </Tooltip>
            <Modal open={false} />
          </div>
        )}
        menuContentRender={() => (
          <>
            <Menu
              mode="inline"
              items={[
                { key: 'a', label: <Tooltip title="a">a</Tooltip> },
                { key: 'g', label: 'g', children: [{ key: 'b', label: 'b' }] },
              ]}
              selectedKeys={['a']}
              openKeys={['g']}
            />
            {/* A phone's sider is a drawer in the sider's theme, which is the menu's. */}
            <Drawer open={false} />
          </>
        )}
        collapsedButtonRender={() => <Button type="text" block icon={<MenuFoldOutlined />} />}
      >
        {children}
      </ProLayout>
      <notification._InternalPanelDoNotUseOrYouWillBeFired type="success" message="m" />
      <message._InternalPanelDoNotUseOrYouWillBeFired type="success" content="c" />
    </App>
  );
}

/** A list's table (ResourceList), with or without its search form (which loads after the rows). */
function ListTable({ search }: { search: boolean }): ReactNode {
  return (
    <ProTable<Row>
      className="console-list"
      rowKey="id"
      headerTitle="t"
      columns={[
        { title: 'Name', dataIndex: 'name', sorter: true },
        { title: 'Kind', dataIndex: 'kind', valueType: 'select', valueEnum: { a: { text: 'A' } } },
        {
          title: 'Actions',
          valueType: 'option',
          key: 'actions',
          render: () => (
            <Space>
              <a href="/">v</a>
              <Popconfirm title="p">
                <Button type="link" danger size="small">
                  d
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
      dataSource={ROWS}
      search={search && { labelWidth: 'auto' }}
      rowSelection={{}}
      pagination={{ current: 1, pageSize: 10, total: 1, showSizeChanger: true }}
      options={{ reload: true, density: true, setting: { draggable: true, checkable: true } }}
      toolBarRender={() => [
        <Button key="csv" icon={<DownloadOutlined />}>
          c
        </Button>,
        <Button key="new" type="primary" icon={<PlusOutlined />}>
          n
        </Button>,
      ]}
    />
  );
}

/**
 * What the console's first screens draw: the shell around a list (its search form loads after the
 * rows), the dashboard's panels, the error and empty states, the session's notices and the sign-in
 * pages' parts. The page preloads these styles; prebuiltStyles.ts loads the rest before any other
 * screen or late part draws (preloadable.tsx, lazyPart.tsx).
 */
export function consoleFrameSample(): ReactNode {
  return (
    <Shell>
      <ListTable search={false} />
      {/* The dashboard's counters (a grid of its own, not antd's Row and Col) and panels. */}
      <div>
        <Card title="c">
          <Statistic title="s" value={1} />
        </Card>
        <div>
          {/* The dashboard's panels (drafts, waiting for a signature). */}
          <List
            dataSource={[1]}
            renderItem={() => (
              <List.Item
                actions={[
                  <Button key="a" type="link" size="small">
                    a
                  </Button>,
                ]}
              >
                <List.Item.Meta title="t" description="d" />
              </List.Item>
            )}
          />
          <List dataSource={[]} locale={{ emptyText: 'e' }} />
        </div>
      </div>
      <Table<Row> rowKey="id" size="small" columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={ROWS} />
      <Flex gap={8}>
        <Tag>t</Tag>
        <Tag color="blue">t</Tag>
        <Spin />
      </Flex>
      <Typography.Text>t</Typography.Text>
      <Skeleton active />
      <Empty />
      <Result status="404" title="t" />
      {signInSample()}
      {/* Closed dialogs and drawers (a phone's menu, the session's questions). */}
      <Modal open={false} />
      <Drawer open={false} />
    </Shell>
  );
}

/** Everything else the console draws: the search form, the forms, the contract screens' parts. */
export function consoleSample(): ReactNode {
  return (
    <Shell>
      <ListTable search />
      <ProCard>
        <ProForm>
          <ProFormText name="a" label="a" rules={[{ required: true }]} />
          <ProFormTextArea name="b" label="b" />
          <ProFormSelect name="c" label="c" options={[{ value: 'a', label: 'a' }]} />
          <ProFormDigit name="d" label="d" />
          <ProFormSwitch name="e" label="e" />
        </ProForm>
      </ProCard>
      {/* The dashboard's activity panel, and the forms' grids. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} />
        <Col span={24} />
      </Row>
      <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Flex gap={8}>
        <Progress percent={10} size="small" />
        <Select options={[]} />
      </Flex>
      <Pagination total={1} />
      {/* The contract screens: dates, files, versions folded, a breadcrumb. */}
      <DatePicker />
      <DatePicker.RangePicker />
      <Upload.Dragger />
      <Upload />
      <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
      {/* A version's state (a status colour), the signature check's divider and address field. */}
      <Tag color="success">t</Tag>
      <Divider plain>d</Divider>
      <Space.Compact>
        <Input />
        <Button>b</Button>
      </Space.Compact>
      <Checkbox>c</Checkbox>
      <Breadcrumb items={[{ title: 'a' }]} />
    </Shell>
  );
}
