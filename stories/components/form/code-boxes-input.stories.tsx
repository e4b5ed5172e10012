import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeBoxesInput, type CodeBoxesInputProps } from '@/components/form';

type DemoProps = Pick<CodeBoxesInputProps, 'onComplete' | 'error' | 'length'>;

/** The input holds its own value here; a screen binds it to its form. */
function CodeBoxesDemo(props: DemoProps) {
  const [value, setValue] = useState('');
  return <CodeBoxesInput label="短信验证码" value={value} onChange={setValue} {...props} />;
}

const meta = {
  title: 'Components/Form/CodeBoxesInput',
  component: CodeBoxesDemo,
  tags: ['autodocs'],
  args: { onComplete: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
One box per digit over a single real input: one label for screen readers, and paste and the OS's
SMS autofill work. Only digits are kept; \`onComplete\` fires once, with the whole code, when the
last box is filled (the phone-check screen checks the code at once).
`,
      },
    },
  },
} satisfies Meta<typeof CodeBoxesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement): string[] {
  return Array.from(
    canvasElement.querySelectorAll('[aria-hidden="true"]'),
    (b) => b.textContent ?? '',
  );
}

export const TypingFillsTheBoxes: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('短信验证码');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12a3');
    await expect(input).toHaveValue('123');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '456');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // A seventh digit does not fit and does not complete the code again.
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const PastedCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('短信验证码');
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const WithError: Story = {
  tags: ['state'],
  args: { error: '短信验证码格式错误' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('短信验证码');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('短信验证码格式错误');
    await expect(within(canvasElement).getByText('短信验证码格式错误')).toBeVisible();
  },
};
