import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectField } from '@/components/select-field';
import { region } from '@/lib/contract/common/region';
import { sentRequests } from '../support/sandbox';
import { wait, body, openField, expectClosed, selectFieldMeta } from './select-field-helpers';

const meta = { ...selectFieldMeta, title: 'Components/SelectField/Region' } satisfies Meta<
  typeof SelectField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Region: Story = {
  args: { kind: 'region', label: '常驻地区' },
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '常驻地区' });
    const popup = await openField(screen, '常驻地区');
    const confirm = within(popup).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    // Provinces come from the sandbox's pbc/region/getRegion.
    await userEvent.click(await within(popup).findByRole('button', { name: '河北省' }));
    await expect(within(popup).getByRole('tab', { name: '河北省' })).toBeVisible();
    await userEvent.click(await within(popup).findByRole('button', { name: '石家庄市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '长安区' }));
    await expect(within(popup).getByRole('tab', { name: '长安区' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('河北省 石家庄市 长安区');
    await expect(args.onChange).toHaveBeenCalledWith([
      { label: '河北省', value: '130000' },
      { label: '石家庄市', value: '130100' },
      { label: '长安区', value: '130102' },
    ]);
    // One call per level, each asking for the children of the level above.
    const calls = await sentRequests(region.getRegion.path);
    await expect(calls.map((c) => (c.body as { parentCode?: string }).parentCode)).toEqual([
      undefined,
      '130000',
      '130100',
    ]);
    // Reopening shows the choice and asks nothing again.
    const again = await openField(screen, '常驻地区');
    await expect(within(again).getByRole('button', { name: '长安区' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(again).getByRole('tab', { name: '河北省' }));
    await expect(within(again).getByRole('button', { name: '河北省' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(again).getByRole('button', { name: '取消' }));
    await expectClosed(screen, field);
    await expect(await sentRequests(region.getRegion.path)).toHaveLength(3);
  },
};

export const RegionProvinces: Story = {
  tags: ['state'],
  args: { kind: 'region', label: '常驻地区' },
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const popup = await openField(body(canvasElement), '常驻地区');
    await expect(await within(popup).findByRole('button', { name: '河北省' })).toBeVisible();
    await expect(within(popup).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const RegionLoadError: Story = {
  args: { kind: 'region', label: '常驻地区' },
  parameters: {
    session: 'certifiedDriver',
    sandbox: {
      faults: [{ path: region.getRegion.path, state: 500, msg: '服务繁忙，请稍后再试', times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '常驻地区' });
    const popup = await openField(screen, '常驻地区');
    await expect(await within(popup).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    await userEvent.click(within(popup).getByRole('button', { name: '重试' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '北京市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '北京市' }));
    await userEvent.click(await within(popup).findByRole('button', { name: '海淀区' }));
    await userEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('北京市 北京市 海淀区');
  },
};

export const RegionCustomSource: Story = {
  args: {
    kind: 'region',
    label: '收货地区',
    defaultValue: [
      { label: '河北省', value: '130000' },
      { label: '唐山市', value: '130200' },
    ],
    // A city without districts ends the cascade there.
    loadRegions: fn(async (parentCode: string | null) => {
      await wait(50);
      if (parentCode === null) return [{ label: '河北省', value: '130000' }];
      if (parentCode === '130000') {
        return [
          { label: '石家庄市', value: '130100' },
          { label: '唐山市', value: '130200' },
        ];
      }
      return [];
    }),
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const field = await screen.findByRole('button', { name: '收货地区' });
    await expect(field).toHaveAccessibleDescription('河北省 唐山市');
    const popup = await openField(screen, '收货地区');
    await expect(await within(popup).findByRole('button', { name: '唐山市' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(popup).getAllByRole('tab')).toHaveLength(2);
    await userEvent.click(within(popup).getByRole('button', { name: '石家庄市' }));
    const confirm = within(popup).getByRole('button', { name: '确定' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expectClosed(screen, field);
    await expect(field).toHaveAccessibleDescription('河北省 石家庄市');
  },
};
