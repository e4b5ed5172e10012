/**
 * Where the floating button rests on a page with things it must not cover: it steps aside along
 * its edge from a control, an amount and a bottom action bar, honours a drop only where it covers
 * nothing, and hides while a dialog is open. Each play asserts the button's box against the
 * control's; the story run's layout check then looks at the state stories at every device size.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog } from 'antd-mobile';
import { PhoneFill } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FLOATING_CLEARANCE_PX,
  FLOATING_MARGIN_PX,
  FLOATING_TUCKED_PX,
  FloatingButton,
  type FloatingButtonProps,
  intersects,
} from '@/components/floating-button';
import { MoneyText } from '@/components/money-text';

/** A page the height of the screen, with `children` placed on it. */
function Page({ children, ...button }: Partial<FloatingButtonProps> & { children: ReactNode }) {
  return (
    <div style={{ position: 'relative', height: '100vh', background: '#f5f6f8' }}>
      {children}
      <FloatingButton label="联系调度" onTap={fn()} {...button}>
        <PhoneFill aria-hidden="true" />
      </FloatingButton>
    </div>
  );
}

/** Right where the button starts (72 % down the right edge), whatever the screen's size. */
const underTheStart: CSSProperties = { position: 'absolute', right: 8, top: 'calc(72% - 10px)' };

const meta = {
  title: 'Components/FloatingButton/Placement',
  component: FloatingButton,
  tags: ['autodocs'],
  args: { label: '联系调度', onTap: fn(), children: <PhoneFill aria-hidden="true" /> },
  beforeEach: () => Dialog.clear(),
  parameters: {
    docs: {
      description: {
        component: `
The button never rests where it covers something. From the driver's preferred spot — its start
(\`initialHeight\` on the right edge) or where they dropped it (\`memoryKey\`) — it takes the nearest
spot along the same edge, then along the other, whose box (plus ${FLOATING_CLEARANCE_PX} px) meets no
control (links, buttons, fields, control roles, tab stops, labels of fields; a tappable row or card
by what it shows), no number (\`data-number\`, any word with a digit: amounts, dates, plates) and no
fixed or sticky bar. It looks again on mount, on a new route (\`placementKey\`), on resize, when a
scroll ends and when the page changes, and never while dragged. While a dialog, popup or mask is
open it is hidden (invisible, out of the tab order, \`aria-hidden\`), so no stacking context can put
it above a modal. \`avoidCovering={false}\` rests it exactly where put.
`,
      },
    },
  },
} satisfies Meta<typeof FloatingButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function floating(canvasElement: HTMLElement) {
  return body(canvasElement).getByRole('button', { name: '联系调度' });
}

const box = (element: Element) => element.getBoundingClientRect();

/** The button rests off `other` (by the clearance) and against its side edge. */
async function restsBeside(button: HTMLElement, other: Element) {
  await waitFor(() =>
    expect(intersects(box(button), box(other), FLOATING_CLEARANCE_PX)).toBe(false),
  );
  await expect(Math.round(box(button).right)).toBe(window.innerWidth - FLOATING_MARGIN_PX);
}

export const StepsAsideFromAControl: Story = {
  tags: ['state'],
  render: (args) => (
    <Page {...args}>
      <Button color="primary" size="small" style={underTheStart}>
        拨打
      </Button>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const call = body(canvasElement).getByRole('button', { name: '拨打' });
    await restsBeside(floating(canvasElement), call);
  },
};

export const StepsAsideFromAnAmount: Story = {
  tags: ['state'],
  render: (args) => (
    <Page {...args}>
      <span style={{ ...underTheStart, right: 16 }} data-testid="amount">
        <MoneyText value={3541278} currency />
      </span>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const amount = body(canvasElement).getByTestId('amount');
    await expect(amount).toHaveTextContent('¥35,412.78');
    await restsBeside(floating(canvasElement), amount);
  },
};

const actionBar: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  padding: '12px 16px 28px',
  background: '#fff',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
};

export const StepsAsideFromABottomActionBar: Story = {
  tags: ['state'],
  // Dropped low down, where the bar is.
  args: { initialHeight: 0.95, insets: { top: 56, bottom: 0 } },
  render: (args) => (
    <Page {...args}>
      <div style={actionBar} data-testid="action-bar">
        <Button block color="primary" size="large">
          确认签署
        </Button>
      </div>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const bar = body(canvasElement).getByTestId('action-bar');
    await expect(within(bar).getByRole('button', { name: '确认签署' })).toBeVisible();
    await restsBeside(floating(canvasElement), bar);
    await expect(box(floating(canvasElement)).bottom).toBeLessThanOrEqual(box(bar).top);
  },
};

/** An A–P index down the whole right edge: sixteen links, no gap between them. */
const INDEX = Array.from({ length: 16 }, (_, i) => String.fromCharCode(65 + i));
const indexLink: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  height: 'calc(100vh / 16)',
  padding: '0 24px',
};

export const TakesTheOtherEdgeWhenItsOwnIsTaken: Story = {
  tags: ['state'],
  render: (args) => (
    <Page {...args}>
      <nav aria-label="索引" style={{ position: 'absolute', top: 0, right: 4 }}>
        {INDEX.map((letter) => (
          <a key={letter} href={`#${letter}`} style={indexLink}>
            {letter}
          </a>
        ))}
      </nav>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const button = floating(canvasElement);
    await waitFor(() => expect(Math.round(box(button).left)).toBe(FLOATING_MARGIN_PX));
    const index = body(canvasElement).getByRole('navigation', { name: '索引' });
    await expect(intersects(box(button), box(index))).toBe(false);
  },
};

/** A dense list: cards 12 px from each edge with a figure at both ends of every row. */
function DenseList() {
  return (
    <div style={{ padding: '8px 12px', display: 'grid', gap: 8 }}>
      {Array.from({ length: 18 }, (_, i) => (
        <div
          key={i}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            padding: 12,
            borderRadius: 8,
            background: '#fff',
          }}
        >
          <span data-number>{`YD20260000000${i}`}</span>
          <MoneyText value={310464 + i} currency />
        </div>
      ))}
    </div>
  );
}

export const TucksPastTheEdgeOnADenseList: Story = {
  tags: ['state'],
  render: (args) => (
    <Page {...args}>
      <DenseList />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const button = floating(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('data-tucked'));
    // Only its sliver shows, on the margin where no figure is (once it has slid there).
    await waitFor(() =>
      expect(Math.round(box(button).left)).toBe(window.innerWidth - FLOATING_TUCKED_PX),
    );
    for (const figure of body(canvasElement).getAllByText(/¥|YD/)) {
      await expect(intersects(box(button), box(figure))).toBe(false);
    }
    await expect(button).not.toHaveAttribute('data-covering');
  },
};

export const HiddenWhileADialogIsOpen: Story = {
  tags: ['state'],
  render: (args) => <Page {...args}>{null}</Page>,
  play: async ({ canvasElement }) => {
    const button = floating(canvasElement);
    await expect(button).toBeVisible();
    // antd-mobile forwards aria-label to the dialog element without typing it.
    Dialog.show({ content: '确认取消运单？', actions: [], ...{ 'aria-label': '温馨提示' } });
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent('确认取消运单？');
    // Hidden, out of the tab order and of the accessibility tree: it is no longer found by role.
    await waitFor(() => expect(button).not.toBeVisible());
    await expect(button).toHaveAttribute('aria-hidden', 'true');
    await expect(body(canvasElement).queryByRole('button', { name: '联系调度' })).toBeNull();
  },
};

export const BackWhenTheDialogCloses: Story = {
  render: (args) => <Page {...args}>{null}</Page>,
  play: async ({ canvasElement }) => {
    const button = floating(canvasElement);
    Dialog.alert({ content: '已提交', confirmText: '知道了', ...{ 'aria-label': '提示' } });
    await waitFor(() => expect(button).not.toBeVisible());
    await userEvent.click(await body(canvasElement).findByRole('button', { name: '知道了' }));
    await waitFor(() => expect(button).toBeVisible());
    await expect(button).not.toHaveAttribute('aria-hidden');
  },
};

export const ADropOnAControlRestsBesideIt: Story = {
  render: (args) => (
    <Page {...args}>
      <Button color="primary" size="small" style={{ ...underTheStart, top: '40%' }}>
        导航
      </Button>
    </Page>
  ),
  play: async ({ canvasElement, args }) => {
    const button = floating(canvasElement);
    const target = body(canvasElement).getByRole('button', { name: '导航' });
    await restsBeside(button, target);
    const from = box(button);
    const to = box(target);
    const grab = { clientX: from.left + 20, clientY: from.top + 20 };
    const over = { clientX: to.left + 20, clientY: to.top + to.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: grab },
      { target: button, coords: { clientX: grab.clientX, clientY: grab.clientY - 40 } },
      { target: button, coords: over },
      { keys: '[/MouseLeft]', target: button, coords: over },
    ]);
    await restsBeside(button, target);
    // Near where it was dropped, not back where it started.
    await expect(Math.abs(box(button).top - to.top)).toBeLessThan(100);
    await expect(args.onTap).not.toHaveBeenCalled();
  },
};

export const RestsWhereItIsPutWithoutAvoiding: Story = {
  args: { avoidCovering: false },
  render: (args) => (
    <Page {...args}>
      <Button color="primary" size="small" style={underTheStart}>
        拨打
      </Button>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const button = floating(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const call = body(canvasElement).getByRole('button', { name: '拨打' });
    await expect(intersects(box(button), box(call))).toBe(true);
  },
};
