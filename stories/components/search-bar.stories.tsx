import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from '@/components/search-bar';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';

/** The bar with its text kept in state, as a screen keeps it. */
function Controlled(
  props: Omit<Parameters<typeof SearchBar>[0], 'value' | 'onChange'> & {
    onChange?: (value: string) => void;
  },
) {
  const [value, setValue] = useState('');
  return (
    <SearchBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SearchBar',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: '搜索银行', placeholder: '请输入银行名称' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
The search box at the top of a search screen (e.g. 收款账户 bank search): a rounded field of at most
${SEARCH_MAX_LENGTH} characters in a \`search\` landmark named by \`label\`. With \`onSubmit\` it has
a button (\`submitText\`) and the keyboard's search key submits too; without it the screen searches
as the driver types. What was typed is the caller's state, so an error never loses it.
`,
      },
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Searches as the driver types; more than 20 characters are cut to 20. */
export const AsYouType: Story = {
  tags: ['state'],
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '搜索银行' });
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.type(box, '中国建设银行');
    await expect(args.onChange).toHaveBeenLastCalledWith('中国建设银行');
    await userEvent.clear(box);
    await userEvent.type(box, '一'.repeat(SEARCH_MAX_LENGTH + 5));
    await expect(box).toHaveValue('一'.repeat(SEARCH_MAX_LENGTH));
  },
};

/** With a 搜索 button: the button and the keyboard's search key submit, the text stays. */
export const WithSubmit: Story = {
  tags: ['state'],
  args: { onSubmit: fn(), submitText: '搜索' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '搜索银行' });
    await userEvent.type(box, '招商银行');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(box, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(box).toHaveValue('招商银行');
  },
};
