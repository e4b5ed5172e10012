/**
 * An enterprise's shared source, opened from a link: readable without login; grabbing asks to log
 * in and comes back to the same source.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EnterpriseSourceDetailScreen } from '@/features/supply/details/screens/enterprise-source-detail-screen';
import { supply } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED, SEEDED_PASSWORD } from '../../../support/session';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  seededSource,
  shareCodeOf,
  sourceShown,
  SOURCES,
  yuan,
} from './detail-story-helpers';

const BULK = seededSource(SOURCES.bulk);
const WHOLE = seededSource(SOURCES.whole);
const bulkUrl = paths.supplyEnterpriseDetails.to({ id: BULK.id, param: shareCodeOf(BULK) });
const wholeUrl = paths.supplyEnterpriseWholeDetail.to({ id: WHOLE.id, param: shareCodeOf(WHOLE) });

const meta = {
  title: 'Screens/Supply/Details/EnterpriseSourceDetail',
  component: EnterpriseSourceDetailScreen,
  parameters: { route: bulkUrl, session: 'guest' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof EnterpriseSourceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BulkLoggedOut: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await expect(screen.getByRole('region', { name: BULK.goodsName })).toHaveTextContent('大宗');
    await expect(screen.getByRole('link', { name: '查看该企业全部货源' })).toHaveAttribute(
      'href',
      paths.supplyEnterprise.to({ param: shareCodeOf(BULK) }),
    );
    await expect(screen.getByRole('button', { name: '立即抢单' })).toBeVisible();
    const [read] = await sentRequests(supply.getGoodsResourceDetail.path);
    await expect(read?.body).toEqual({ id: BULK.id });
    await expect(await sentRequests(supply.getBulkDetail.path)).toHaveLength(0);
  },
};

export const WholeLoggedOut: Story = {
  tags: ['state'],
  parameters: { route: wholeUrl },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await expect(screen.getByRole('region', { name: WHOLE.goodsName })).toHaveTextContent(
      `整车运费${yuan(WHOLE.wholeFreight)}`,
    );
    const [read] = await sentRequests(supply.getWholeDetail.path);
    await expect(read?.body).toEqual({ id: WHOLE.id });
  },
};

export const GrabAsksToLogIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await userEvent.click(screen.getByRole('button', { name: '立即抢单' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('登录后即可抢单');
    await tapDialogButton(dialog, '去登录');
    await expectPath(paths.login.pattern);
    await expect(currentUrl()).toBe(paths.login.to({ redirect: bulkUrl }));
  },
};

export const LogInAndComeBackToGrab: Story = {
  parameters: { route: wholeUrl },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, WHOLE);
    await userEvent.click(screen.getByRole('button', { name: '立即抢单' }));
    await tapDialogButton(await findDialog(canvasElement), '去登录');
    await expectPath(paths.login.pattern);
    await userEvent.click(await screen.findByRole('tab', { name: '密码登录' }));
    await userEvent.type(screen.getByLabelText('手机号'), SEEDED.certifiedDriver);
    await userEvent.type(screen.getByLabelText('密码'), SEEDED_PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expectPath(paths.supplyEnterpriseWholeDetail.pattern);
    await expect(currentUrl()).toBe(wholeUrl);
    await userEvent.click(
      await screen.findByRole('button', { name: '立即抢单' }, { timeout: 10_000 }),
    );
    await expectPath(paths.orderTaking.pattern);
    await expect(currentUrl()).toBe(paths.orderTaking.to({ id: WHOLE.id }));
  },
};

export const LoggedInGrabsAtOnce: Story = {
  parameters: { session: 'certifiedDriver' },
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await userEvent.click(screen.getByRole('button', { name: '立即抢单' }));
    await expectPath(paths.orderTaking.pattern);
    await expect(currentUrl()).toBe(paths.orderTaking.to({ id: BULK.id }));
  },
};

export const UnknownSource: Story = {
  parameters: { route: paths.supplyEnterpriseDetails.to({ id: 'S9999', param: 'JZNY2026' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('货源不存在或已下架', {}, { timeout: 30_000 }),
    ).toBeVisible();
    // Logged out, the plaza is out of reach: the enterprise's own page is the way on.
    await expect(screen.getByRole('link', { name: '查看该企业其他货源' })).toHaveAttribute(
      'href',
      paths.supplyEnterprise.to({ param: 'JZNY2026' }),
    );
  },
};

export const CallingAsksToLogIn: Story = {
  play: async ({ canvasElement }) => {
    const screen = await sourceShown(canvasElement, BULK);
    await userEvent.click(screen.getByRole('button', { name: '拨打装货联系人' }));
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveTextContent('登录后即可联系货主');
    await tapDialogButton(dialog, '取消');
    await expect(await sentRequests(supply.getVirtualPhoneNumber.path)).toHaveLength(0);
    await expect(currentUrl()).toBe(bulkUrl);
  },
};
