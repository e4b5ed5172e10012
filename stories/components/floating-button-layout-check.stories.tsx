/**
 * The story run's layout check (tests/visual/layout-check.ts) can fail: each story builds a page
 * with a known problem and calls the check itself. Untagged, so the run's own check (state stories
 * only) leaves these deliberately broken pages alone.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog } from 'antd-mobile';
import { PhoneFill } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FloatingButton } from '@/components/floating-button';
import { checkLayout, type CheckOptions } from '../../tests/visual/layout-check';

const meta = {
  title: 'Components/FloatingButton/LayoutCheck',
  tags: ['!autodocs'],
  beforeEach: () => {
    Dialog.clear();
    window.scrollTo(0, 0);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const atTop: CheckOptions = { scroll: 'top', scrollable: false, texts: true };

const bar: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  height: 96,
  background: '#fff',
  zIndex: 10,
};

function Screen({ children, height = '100vh' }: { children: ReactNode; height?: string }) {
  return <div style={{ position: 'relative', height, background: '#f5f6f8' }}>{children}</div>;
}

const submitUnderTheBar = (
  <Screen>
    <Button color="primary" style={{ position: 'absolute', bottom: 24, left: 16 }}>
      提交
    </Button>
    <div style={bar} aria-label="操作栏" role="group">
      合计 ¥100.00
    </div>
  </Screen>
);

export const ReportsABarOverAButton: Story = {
  render: () => submitUnderTheBar,
  play: async () => {
    const findings = checkLayout(document, atTop);
    await expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'covered',
        targetKind: 'control',
        target: expect.objectContaining({ tag: 'button', name: '提交' }),
        cover: expect.objectContaining({ tag: 'div', name: '操作栏' }),
      }),
    );
    const finding = findings.find((f) => f.target.name === '提交');
    await expect(finding?.rect.height).toBeGreaterThan(0);
  },
};

export const NothingUnderAnOpenDialog: Story = {
  render: () => submitUnderTheBar,
  play: async ({ canvasElement }) => {
    // antd-mobile forwards aria-label to the dialog element without typing it.
    Dialog.show({ content: '确认取消运单？', actions: [], ...{ 'aria-label': '温馨提示' } });
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // Both lie under the modal's mask: the bar draws over nothing a driver can reach now.
    const findings = checkLayout(document, atTop).filter((f) => f.kind === 'covered');
    await expect(findings.map((f) => f.target.name)).not.toContain('提交');
  },
};

export const ReportsTheFloatingButtonOverAControl: Story = {
  render: () => (
    <Screen>
      <Button size="small" style={{ position: 'absolute', right: 8, top: 'calc(72% - 10px)' }}>
        拨打
      </Button>
      <FloatingButton label="在线客服" onTap={fn()} avoidCovering={false}>
        <PhoneFill aria-hidden="true" />
      </FloatingButton>
    </Screen>
  ),
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(checkLayout(document, atTop)).toContainEqual(
      expect.objectContaining({
        kind: 'covered',
        cover: expect.objectContaining({ tag: 'button', name: '在线客服' }),
        target: expect.objectContaining({ name: '拨打' }),
      }),
    );
  },
};

/** A last button at the very end of a long page, and a fixed bar the page leaves no room for. */
function LongPage({ room }: { room: number }) {
  return (
    <div style={{ paddingBottom: room }}>
      <Screen height="150vh">{null}</Screen>
      <Button block>查看全部运单</Button>
      <div style={bar} aria-label="底部操作" role="group" />
    </div>
  );
}

const atBottom: CheckOptions = { scroll: 'bottom', scrollable: true, texts: false };

export const ReportsAButtonHiddenBehindABottomBar: Story = {
  render: () => <LongPage room={0} />,
  play: async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const findings = checkLayout(document, atBottom);
    window.scrollTo(0, 0);
    await expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'covered',
        scroll: 'bottom',
        target: expect.objectContaining({ name: '查看全部运单' }),
      }),
    );
  },
};

export const NothingWhenThePageLeavesRoomForTheBar: Story = {
  render: () => <LongPage room={96} />,
  play: async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const findings = checkLayout(document, atBottom);
    window.scrollTo(0, 0);
    await expect(findings).toEqual([]);
    // At the top the same button lies under the bar too — but it can scroll out from under it.
    await expect(checkLayout(document, { ...atBottom, scroll: 'top' })).toEqual([]);
  },
};

const narrow: CSSProperties = { width: 120, whiteSpace: 'nowrap', margin: 16 };

export const ReportsTextThatDoesNotFit: Story = {
  render: () => (
    <Screen>
      <div style={narrow}>运单号 YD202600000005 已签收</div>
      <div style={{ ...narrow, overflow: 'hidden' }}>卸货地 苏州市 姑苏区工业园</div>
      <div style={{ ...narrow, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        装货地 南京市 鼓楼区工业大道24号
      </div>
      <div style={{ position: 'absolute', left: 300, top: 200, whiteSpace: 'nowrap' }}>
        收款账户 6222 0000 1234
      </div>
    </Screen>
  ),
  play: async () => {
    const findings = checkLayout(document, atTop).filter((f) => f.kind !== 'covered');
    const byKind = Object.fromEntries(findings.map((f) => [f.kind, f.target.name]));
    await expect(byKind).toEqual({
      'text-overflow': '运单号 YD202600000005 已签收',
      'text-clipped': '卸货地 苏州市 姑苏区工业园',
      'text-offscreen': '收款账户 6222 0000 1234',
    });
  },
};

/** A carousel's other slides lie outside its clipping window: hidden, so no finding. */
export const NothingForACarouselsOtherSlides: Story = {
  render: () => (
    <Screen>
      <div style={{ width: 300, overflow: 'hidden' }}>
        <div style={{ position: 'relative', display: 'flex', width: 300 }}>
          <div style={{ flex: '0 0 300px' }}>驾驶证正页：四角完整</div>
          <div style={{ flex: '0 0 300px' }}>身份证人像面：无反光</div>
        </div>
      </div>
      <div style={{ width: 300, overflow: 'hidden', marginTop: 16 }}>
        <div style={{ position: 'relative', width: 120, whiteSpace: 'nowrap' }}>
          车辆照片：车头与车牌同框
        </div>
      </div>
    </Screen>
  ),
  play: async () => {
    const findings = checkLayout(document, atTop).filter((f) => f.kind !== 'covered');
    // The second slide is clipped away whole; the caption that spills inside the window is seen.
    await expect(findings.map((f) => [f.kind, f.target.name])).toEqual([
      ['text-overflow', '车辆照片：车头与车牌同框'],
    ]);
  },
};
