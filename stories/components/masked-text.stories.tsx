import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MaskedText } from '@/components/masked-text';

const meta = {
  title: 'Components/MaskedText',
  component: MaskedText,
  tags: ['autodocs'],
  args: { kind: 'phone', value: '13800000002' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Shows a phone or ID number masked (§5), with the rules of \`lib/domain\`:

- \`kind="phone"\`: 3 digits, \`****\`, the last 4 (\`138****0002\`); anything that is not 11 digits is
  shown as it is.
- \`kind="idNumber"\`: first 4 and last 4 characters with stars between (\`1101**********1234\`).
  An absent ID number reads **未实名认证** (the driver has not done real-name certification).
- \`revealable\` adds an eye button (44 px) that shows the full number until tapped again; use it
  only where the driver is looking at their own data.
`,
      },
    },
  },
} satisfies Meta<typeof MaskedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('138****0002')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('13800000002');
  },
};

export const IdNumber: Story = {
  args: { kind: 'idNumber', value: '110101199003071234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1101**********1234')).toBeVisible();
  },
};

export const IdNumberAbsent: Story = {
  tags: ['state'],
  args: { kind: 'idNumber', value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未实名认证')).toBeVisible();
  },
};

export const PhoneAbsent: Story = {
  args: { kind: 'phone', value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未绑定手机号')).toBeVisible();
  },
};

export const TapToReveal: Story = {
  tags: ['state'],
  args: { kind: 'idNumber', value: '110101199003071234', revealable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1101**********1234')).toBeVisible();
    const eye = canvas.getByRole('button', { name: '显示完整号码' });
    const box = eye.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(eye);
    await expect(canvas.getByText('110101199003071234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '隐藏号码' }));
    await expect(canvas.getByText('1101**********1234')).toBeVisible();
  },
};
