import { Button, Checkbox, Form, Input, List, TabBar, Tabs } from 'antd-mobile';
import { AppOutline, UserOutline } from 'antd-mobile-icons';

/** The antd-mobile primitives the driver theme restyles, as a screen would combine them. */
export function DriverThemeSampler() {
  return (
    <div style={{ minHeight: '100vh', background: 'var(--app-bg-grey)' }}>
      <Tabs>
        <Tabs.Tab title="待装货" key="load" />
        <Tabs.Tab title="运输中" key="transit" />
        <Tabs.Tab title="已完成" key="done" />
      </Tabs>
      <List header="车辆信息">
        <List.Item extra="京A·12345" onClick={() => undefined}>
          车牌号
        </List.Item>
        <List.Item extra="重型半挂牵引车" description="行驶证上的车辆类型">
          车辆类型
        </List.Item>
      </List>
      <Form layout="horizontal">
        <Form.Item label="手机号" name="mobile">
          <Input placeholder="请输入手机号" />
        </Form.Item>
      </Form>
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Checkbox>我已阅读并同意《用户协议》</Checkbox>
        <Button block color="primary" size="large">
          确认装货
        </Button>
        <Button block>联系货主</Button>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button size="small">导航</Button>
          <Button size="mini" color="primary" fill="outline">
            复制
          </Button>
        </div>
        <p style={{ margin: 0, color: 'var(--app-text-secondary)' }}>
          装货后请上传磅单照片，超过24小时未上传将影响结算。
        </p>
      </div>
      <TabBar activeKey="home">
        <TabBar.Item key="home" icon={<AppOutline />} title="首页" />
        <TabBar.Item key="me" icon={<UserOutline />} title="我的" />
      </TabBar>
    </div>
  );
}
