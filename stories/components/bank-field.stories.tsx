import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BankField, type BankFieldProps } from '@/components/bank-search-popup';
import { Form, SubmitButton, useFormFields } from '@/components/form';
import { BANKS, bankDirectory } from './bank-directory';

/** The field in a form as the bank-card screens hold it: required, its message on leaving it. */
function InForm(props: BankFieldProps) {
  const fields = useFormFields(
    { bankName: props.value },
    { bankName: (v) => (v === '' ? '请选择开户银行' : null) },
  );
  return (
    <div style={{ padding: 16 }}>
      <Form onSubmit={() => undefined}>
        <BankField
          {...props}
          value={fields.values.bankName}
          error={fields.errors.bankName ?? null}
          required={fields.required('bankName')}
          onPick={(bank) => {
            fields.set('bankName', bank.bankNameShort);
            props.onPick(bank);
          }}
          onBlur={() => {
            fields.touch('bankName');
            props.onBlur?.();
          }}
        />
        <SubmitButton>下一步</SubmitButton>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Components/BankField',
  component: BankField,
  tags: ['autodocs'],
  args: { value: '', search: bankDirectory(), onPick: fn(), onBlur: fn() },
  render: (args) => <InForm {...args} />,
  parameters: {
    docs: {
      description: {
        component: `
开户银行 as a field of the form kit, on the bank-card and collection-account forms: the label
above with the red * from the start, the bank's **name** (never its code) in the 52 px box with a
chevron, the message beside it. A tap opens the **BankSearchPopup** (§2.6) from the right; a pick
calls \`onPick\` with the bank (\`bankNameShort\`, \`employeeNo\`); closing the panel, picked or
not, is leaving the field (\`onBlur\`), so an empty required field says 请选择开户银行 at once.

- \`label\` (default 开户银行), \`placeholder\` (default 请选择<label>), \`error\`, \`required\`
  (default true), \`disabled\`, \`search\` (default the platform's bankContrast/search).
- Accessible: one button named by the label, the bank or the placeholder and any message as its
  description; the panel is a dialog.
`,
      },
    },
  },
} satisfies Meta<typeof BankField>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '开户银行' });
    await expect(field).toHaveAccessibleDescription('请选择开户银行');
    // Required is marked before anything is submitted; no message yet.
    await expect(within(field.parentElement!).getByText('*')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const PickABank: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '开户银行' }));
    const popup = within(await screen.findByRole('dialog', { name: '选择银行' }));
    await userEvent.type(popup.getByRole('searchbox'), '建设');
    await userEvent.click(
      await popup.findByRole('button', { name: /中国建设银行/ }, { timeout: 3000 }),
    );
    await expect(args.onPick).toHaveBeenCalledWith(BANKS[3]);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    // The name in the box, not the code; no message.
    const field = screen.getByRole('button', { name: '开户银行' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('中国建设银行'));
    await expect(screen.queryByText('105100000017')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const LeftEmpty: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '开户银行' }));
    const popup = within(await screen.findByRole('dialog', { name: '选择银行' }));
    await userEvent.click(popup.getByRole('button', { name: '取消' }));
    // Closing the panel without a bank is leaving the field: the message shows beside it.
    await expect(await screen.findByRole('alert')).toHaveTextContent('请选择开户银行');
    await expect(screen.getByRole('button', { name: '开户银行' })).toHaveAccessibleDescription(
      '请选择开户银行 请选择开户银行',
    );
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const Chosen: Story = {
  tags: ['state'],
  args: { value: '中国工商银行' },
  play: async ({ canvasElement }) => {
    const field = await body(canvasElement).findByRole('button', { name: '开户银行' });
    await expect(field).toHaveAccessibleDescription('中国工商银行');
  },
};
