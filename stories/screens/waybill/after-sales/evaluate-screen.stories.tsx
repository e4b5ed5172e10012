import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EvaluateScreen } from '@/features/waybill/after-sales/screens/evaluate-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { http } from '@/lib/http/client';
import { sentRequests } from '../../../support/sandbox';
import { loadingState } from '../../../support/loading-state';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  detailPath,
  expectAlert,
  expectSentOnce,
  expectUrl,
  formWith,
  refusedState,
  SLOW,
  tooLong,
} from './after-sales-story-helpers';

const evaluatePath = waybillAfterSales.evaluate.path;
const tagsPath = waybillAfterSales.getEvaluateTags.path;

const meta = {
  title: 'Screens/Waybill/AfterSales/Evaluate',
  component: EvaluateScreen,
  parameters: { route: '/waybill/evaluate?id=WB0001', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EvaluateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = formWith('评价标签');

/** WB0001 is done and not rated: five stars, the platform's tags, a comment. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const stars = within(screen.getByRole('group', { name: '评分' }));
    await expect(stars.getAllByRole('button')).toHaveLength(5);
    for (const name of ['装卸快', '结算及时', '货主态度好'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '评价内容' })).toHaveValue('');
    await expect(screen.getByText('0/100')).toBeVisible();
  },
};

export const Loading: Story = loadingState(detailPath);

export const TagsLoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: tagsPath, state: 500, msg: '评价服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('评价标签加载失败', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('评价服务繁忙')).toBeVisible();
  },
};

export const StarsRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('请选择1-5星评分')).toBeVisible();
    await expect(await sentRequests(evaluatePath)).toHaveLength(0);
  },
};

export const CommentTooLong: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '4星' }));
    const comment = screen.getByRole('textbox', { name: '评价内容' });
    await userEvent.click(comment);
    await userEvent.paste(tooLong(100));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('评价内容不能超过100个字')).toBeVisible();
    await expect(comment).toHaveValue(tooLong(100));
    await expect(await sentRequests(evaluatePath)).toHaveLength(0);
  },
};

/** WB0005 has not even loaded: no form, the rule in the server's words. */
export const NotDone: Story = refusedState(
  '/waybill/evaluate?id=WB0005',
  '运单完成后才能评价',
  '提交',
);

/** Stars, tags and a comment; a double tap sends one request with its key, then 评价成功. */
export const EvaluatesOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '5星' }));
    await expect(screen.getByRole('button', { name: '5星' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '装卸快' }));
    await userEvent.click(screen.getByRole('button', { name: '结算及时' }));
    await userEvent.type(screen.getByRole('textbox', { name: '评价内容' }), '很顺利');
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    await expect(
      await screen.findByRole('heading', { name: '评价成功' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expectUrl(/^\/waybill\/evaluate\/success\?id=WB0001$/);
    await expectSentOnce(evaluatePath, {
      waybillId: 'WB0001',
      stars: 5,
      tags: ['装卸快', '结算及时'],
      comment: '很顺利',
    });
    await expect(await screen.findByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/**
 * Rated meanwhile from another phone: the server refuses in an alert, and the screen, reading the
 * waybill again, says it is rated.
 */
export const RefusedAlreadyEvaluated: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await http.call(waybillAfterSales.evaluate, { waybillId: 'WB0001', stars: 3, tags: [] });
    await userEvent.click(screen.getByRole('button', { name: '4星' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expectAlert(canvasElement, '该运单已评价，请勿重复评价');
    await waitFor(() => expect(screen.queryByRole('button', { name: '提交' })).toBeNull(), SLOW);
    const notice = screen.getAllByRole('status').find((s) => s.textContent?.includes('已评价'));
    await expect(notice).toHaveTextContent('该运单已评价，请勿重复评价');
  },
};
