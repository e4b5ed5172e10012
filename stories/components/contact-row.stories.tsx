import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactRow } from '@/components/contact-row';

/** A call that takes a moment, as fetching a virtual number does. */
const slowCall = fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

const meta = {
  title: 'Components/ContactRow',
  component: ContactRow,
  tags: ['autodocs'],
  args: { role: '装货联系人', name: '王经理', phone: '138****5678', onCall: slowCall },
  parameters: {
    docs: {
      description: {
        component: `
A person to ring: their role on the load or waybill, name and masked number (never broken across
lines), and a round 拨打 button at least 44 px tall. The screen's \`onCall\` does the calling (a
virtual number through the platform, the dialler through the bridge); the button is single-flight
— busy and disabled until the call returns — so a second tap never rings twice. Its accessible
name is 拨打<role> unless \`callLabel\` says otherwise.
`,
      },
    },
  },
} satisfies Meta<typeof ContactRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('138****5678')).toHaveAttribute('data-number');
    const call = canvas.getByRole('button', { name: '拨打装货联系人' });
    await expect(call.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const OneCallPerTap: Story = {
  play: async ({ canvasElement }) => {
    slowCall.mockClear();
    const call = within(canvasElement).getByRole('button', { name: '拨打装货联系人' });
    await userEvent.click(call);
    await expect(call).toBeDisabled();
    await userEvent.click(call);
    await expect(slowCall).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(call).toBeEnabled(), { timeout: 2000 });
  },
};
