import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyText } from '@/components/money-text';

const meta = {
  title: 'Components/MoneyText',
  component: MoneyText,
  tags: ['autodocs'],
  args: { value: 123456789 },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Shows an amount of money as the driver reads it (§9): yuan with 2 decimals and thousands
separators. Money is kept in **fen** (integers) everywhere and formatted only here, through
\`lib/domain/money\` — no float arithmetic touches cents.

- \`value\`: fen (number or numeric string). Missing or unreadable values show \`0.00\`, never NaN.
- \`unit="yuan"\` for the few server fields that already come in yuan.
- \`currency\` puts ¥ after the sign (\`-¥12.30\`); \`signed\` colours negatives red and positives
  green (statements), \`plusSign\` adds + to positives.
- \`size\`: small 13 px, middle 16 px (default), large 22 px, xlarge 30 px (balances).
`,
      },
    },
  },
} satisfies Meta<typeof MoneyText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FenWithSeparators: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234,567.89')).toBeVisible();
  },
};

export const WithCurrency: Story = {
  args: { value: 1050, currency: true, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('¥10.50');
  },
};

export const OneFen: Story = {
  args: { value: 1, currency: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('¥0.01');
  },
};

export const Negative: Story = {
  tags: ['state'],
  args: { value: -123050, currency: true, signed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('-¥1,230.50');
    const money = canvasElement.querySelector('[data-negative]');
    await expect(money).not.toBeNull();
    await expect(getComputedStyle(money!).color).toBe('rgb(207, 47, 47)');
  },
};

export const PositiveWithPlus: Story = {
  args: { value: 8800, currency: true, signed: true, plusSign: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('+¥88.00');
  },
};

export const YuanFromServer: Story = {
  args: { value: 1234.5, unit: 'yuan', currency: true, size: 'xlarge' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('¥1,234.50');
  },
};

export const MissingValue: Story = {
  args: { value: null, currency: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('¥0.00');
  },
};

export const Sizes: Story = {
  tags: ['state'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <MoneyText {...args} size="small" />
      <MoneyText {...args} size="middle" />
      <MoneyText {...args} size="large" />
      <MoneyText {...args} size="xlarge" />
    </div>
  ),
  args: { value: 99999, currency: true },
  play: async ({ canvasElement }) => {
    const amounts = within(canvasElement).getAllByText('999.99');
    const sizes = amounts.map((el) => getComputedStyle(el.parentElement!).fontSize);
    await expect(sizes).toEqual(['13px', '16px', '22px', '30px']);
  },
};
