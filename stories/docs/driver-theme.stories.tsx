import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, toRgb } from './design-tokens';
import { DriverThemeSampler } from './driver-theme-sampler';

const meta = {
  title: 'Docs/Driver theme',
  component: DriverThemeSampler,
  parameters: {
    docs: {
      description: {
        component: `
The antd-mobile primitives in the **标准** theme and the **司机** theme (toolbar → 主题, or
\`data-theme="driver"\` on \`<html>\` in the app; see Docs/Introduction). The driver theme raises the
type scale by 2 px, darkens text and gives buttons, list rows, inputs, tabs and the tab bar touch
targets of at least 48 px (44 px for small and mini buttons).
`,
      },
    },
  },
} satisfies Meta<typeof DriverThemeSampler>;
export default meta;
type Story = StoryObj<typeof meta>;

const height = (el: Element) => el.getBoundingClientRect().height;
const fontSize = (el: Element) => getComputedStyle(el).fontSize;

export const Standard: Story = {
  tags: ['state'],
  globals: { theme: 'standard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).not.toHaveAttribute('data-theme');
    // The default look is antd-mobile's, untouched: small buttons stay compact.
    await expect(height(canvas.getByRole('button', { name: '导航' }))).toBeLessThan(44);
    await expect(fontSize(canvas.getByRole('button', { name: '联系货主' }))).toBe('17px');
  },
};

export const Driver: Story = {
  tags: ['state'],
  globals: { theme: 'driver' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement).toHaveAttribute('data-theme', 'driver');
    await expect(fontSize(doc.body)).toBe('17px');
    await expect(fontSize(canvas.getByRole('button', { name: '联系货主' }))).toBe('19px');

    for (const name of ['确认装货', '联系货主']) {
      await expect(height(canvas.getByRole('button', { name }))).toBeGreaterThanOrEqual(48);
    }
    for (const name of ['导航', '复制']) {
      await expect(height(canvas.getByRole('button', { name }))).toBeGreaterThanOrEqual(44);
    }
    for (const row of canvasElement.querySelectorAll('.adm-list-item-content')) {
      await expect(height(row)).toBeGreaterThanOrEqual(48);
    }
    await expect(height(canvas.getByLabelText('手机号'))).toBeGreaterThanOrEqual(44);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(height(tab)).toBeGreaterThanOrEqual(44);
    }
    for (const item of canvasElement.querySelectorAll('.adm-tab-bar-item')) {
      await expect(height(item)).toBeGreaterThanOrEqual(48);
    }
    // Text in sunlight: body text at least 15:1 and secondary text at least 7:1 on white.
    const white: [number, number, number] = [255, 255, 255];
    const body = toRgb(getComputedStyle(doc.body).color);
    const secondary = toRgb(getComputedStyle(canvas.getByText(/装货后请上传磅单照片/)).color);
    await expect(body && contrastRatio(body, white)).toBeGreaterThanOrEqual(15);
    await expect(secondary && contrastRatio(secondary, white)).toBeGreaterThanOrEqual(7);
  },
};
