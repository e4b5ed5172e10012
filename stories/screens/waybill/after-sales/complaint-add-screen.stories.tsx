import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComplaintAddScreen } from '@/features/waybill/after-sales/screens/complaint-add-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { sentRequests } from '../../../support/sandbox';
import { loadingState } from '../../../support/loading-state';
import { clearOverlays } from '../../../support/overlays';
import {
  detailPath,
  expectAlert,
  expectSentOnce,
  expectUrl,
  formWith,
  tooLong,
} from './after-sales-story-helpers';

const addPath = waybillAfterSales.addComplaint.path;

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintAdd',
  component: ComplaintAddScreen,
  parameters: { route: '/waybill/complaint/add?waybillId=WB0005', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ComplaintAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = formWith('投诉类型');

/** The types of the `complaintType` dictionary; the driver's own number already filled in. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const types = within(screen.getByRole('group', { name: '投诉类型' }));
    for (const name of ['运费问题', '装卸问题', '服务态度', '其他'])
      await expect(types.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800000002');
    await expect(screen.getByText('0/200')).toBeVisible();
    await expect(screen.getByText('YD202600000005')).toBeVisible();
  },
};

export const Loading: Story = loadingState(detailPath);

export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('请选择投诉类型')).toBeVisible();
    await expect(screen.getByText('请填写投诉内容')).toBeVisible();
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** Too long a text and a wrong number: both said, everything typed kept. */
export const TooLongAndBadPhone: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '运费问题' }));
    const content = screen.getByRole('textbox', { name: '投诉内容' });
    await userEvent.click(content);
    await userEvent.paste(tooLong(200));
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '1380000');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('投诉内容不能超过200个字')).toBeVisible();
    await expect(screen.getByText('请输入正确的手机号')).toBeVisible();
    await expect(content).toHaveValue(tooLong(200));
    await expect(phone).toHaveValue('1380000');
    await expect(await sentRequests(addPath)).toHaveLength(0);
  },
};

/** One request per double tap, with its key; then the success screen. */
export const SubmitsOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '服务态度' }));
    await userEvent.type(screen.getByRole('textbox', { name: '投诉内容' }), '装货等了一整天');
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    await expect(
      await screen.findByRole('heading', { name: '投诉已提交' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expectUrl(/^\/waybill\/complaint\/success\?id=\w+$/);
    await expectSentOnce(addPath, {
      waybillId: 'WB0005',
      type: '3',
      content: '装货等了一整天',
      phone: '13800000002',
      photos: [],
    });
  },
};

/** WB0003 already has a complaint 待处理: the server refuses, the text stays. */
export const RefusedDuplicate: Story = {
  parameters: { route: '/waybill/complaint/add?waybillId=WB0003' },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '其他' }));
    await userEvent.type(screen.getByRole('textbox', { name: '投诉内容' }), '再投诉一次');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expectAlert(canvasElement, '该运单已有未处理完的投诉，请勿重复提交');
    await expect(screen.getByRole('textbox', { name: '投诉内容' })).toHaveValue('再投诉一次');
  },
};
