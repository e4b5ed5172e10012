import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AUTH_ADD_DRAFT_KEY,
  AuthAddScreen,
} from '@/features/account/identity/screens/auth-add-screen';
import { identity } from '@/lib/contract/account/identity';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { expectAlert } from '../auth/auth-story-helpers';
import {
  BAD_CHECK_DIGIT_ID,
  FILLED_ID_CARD,
  GOOD_ID,
  page,
  storeDraft,
} from './identity-story-helpers';

const meta = {
  title: 'Screens/Account/Identity/AuthAdd',
  component: AuthAddScreen,
  parameters: { route: '/i/auth/add', session: 'newDriver' },
} satisfies Meta<typeof AuthAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = '提交并进行人脸认证';

export const Empty: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByRole('button', { name: '上传身份证人像面' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '上传身份证国徽面' })).toBeVisible();
    await expect(screen.getByLabelText('身份证号')).toHaveValue('');
    await expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
    // Each ID photo is a labelled field of its own: marked required, with an example to follow.
    for (const side of ['身份证人像面', '身份证国徽面']) {
      const photo = screen.getByRole('group', { name: side });
      await expect(within(photo).getByText('*')).toBeVisible();
      await expect(within(photo).getByRole('img', { name: `${side}示例` })).toBeVisible();
    }
    await expect(screen.getByLabelText('姓名')).toHaveAttribute('aria-required', 'true');
  },
};

export const EveryFieldRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: SUBMIT }));
    for (const message of [
      '请上传身份证人像面照片',
      '请上传身份证国徽面照片',
      '请输入姓名',
      '请输入身份证号',
      '请输入住址',
      '请选择有效期',
    ]) {
      await expect(await screen.findByText(message)).toBeVisible();
    }
    // Beside its own field: the photo's message describes the photo's group.
    await expect(screen.getByRole('group', { name: '身份证人像面' })).toHaveAccessibleDescription(
      '请上传身份证人像面照片',
    );
    await expect(await sentRequests(identity.save.path)).toHaveLength(0);
  },
};

export const WrongCheckDigit: Story = {
  tags: ['state'],
  beforeEach: () => storeDraft(AUTH_ADD_DRAFT_KEY, { ...FILLED_ID_CARD, certificateNumber: '' }),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    const id = await screen.findByLabelText('身份证号');
    await userEvent.type(id, BAD_CHECK_DIGIT_ID);
    await userEvent.tab();
    await expect(await screen.findByText('请输入正确的身份证号')).toBeVisible();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await expect(await sentRequests(identity.save.path)).toHaveLength(0);
    await expect(id).toHaveValue(BAD_CHECK_DIGIT_ID);
  },
};

export const PhotoFromAlbum: Story = {
  tags: ['state'],
  parameters: { bridge: true },
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '上传身份证人像面' }));
    const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
    await userEvent.click(within(sheet).getByRole('button', { name: '从相册选择' }));
    await expect(
      await screen.findByRole('button', { name: '查看第1张图片' }, { timeout: 5000 }),
    ).toBeVisible();
    // The other photo is still to be taken, on its own.
    await expect(screen.getByRole('button', { name: '上传身份证国徽面' })).toBeVisible();
  },
};

export const DraftRestoredAfterReload: Story = {
  tags: ['state'],
  beforeEach: () => storeDraft(AUTH_ADD_DRAFT_KEY, FILLED_ID_CARD),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await expect(await screen.findByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await expect(screen.getByLabelText('姓名')).toHaveValue('王小明');
    await expect(screen.getAllByRole('button', { name: '查看第1张图片' })).toHaveLength(2);
  },
};

export const SubmitGoesToFace: Story = {
  beforeEach: () => storeDraft(AUTH_ADD_DRAFT_KEY, FILLED_ID_CARD),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: SUBMIT }));
    await expectPath('/i/auth/face');
    const [request] = await sentRequests(identity.save.path);
    await expect(request?.body).toMatchObject({
      name: '王小明',
      certificateNumber: GOOD_ID,
      validFrom: '2020-01-01',
      validTo: '2040-01-01',
    });
    await expect(await screen.findByRole('button', { name: '开始人脸认证' })).toBeVisible();
    // The draft is done with; the record is under review (0).
    await expect(sessionStorage.getItem(AUTH_ADD_DRAFT_KEY)).toBeNull();
  },
};

export const ServerErrorKeepsValues: Story = {
  parameters: {
    sandbox: { faults: [{ path: identity.save.path, state: 500, msg: '实名服务繁忙' }] },
  },
  beforeEach: () => storeDraft(AUTH_ADD_DRAFT_KEY, FILLED_ID_CARD),
  play: async ({ canvasElement }) => {
    const screen = await page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: SUBMIT }));
    await expectAlert(screen, '实名服务繁忙');
    await expectPath('/i/auth/add');
    await expect(screen.getByLabelText('身份证号')).toHaveValue(GOOD_ID);
    await waitFor(() => expect(screen.getByLabelText('住址')).toHaveValue('北京市朝阳区建国路1号'));
  },
};
