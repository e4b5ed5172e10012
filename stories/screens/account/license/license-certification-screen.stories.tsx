import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LicenseCertificationScreen } from '@/features/account/license/screens/license-certification-screen';
import { license } from '@/lib/contract/account/license';
import { ocr } from '@/lib/contract/common/ocr';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import dayjs from 'dayjs';
import {
  body,
  confirmDate,
  DATE_SHOWN,
  pickPhoto,
  sandboxConfig,
  typeInto,
} from './license-story-kit';

const meta = {
  title: 'Screens/Account/License/Certification',
  component: LicenseCertificationScreen,
  parameters: {
    route: '/i/license/driver-license-certification/certification',
    session: 'newDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof LicenseCertificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (screen: ReturnType<typeof body>) =>
  userEvent.click(screen.getByRole('button', { name: '提交认证' }));

async function chooseType(screen: ReturnType<typeof body>, type: string) {
  await userEvent.click(screen.getByRole('button', { name: '准驾车型' }));
  const sheet = await screen.findByRole('dialog');
  await userEvent.click(await within(sheet).findByRole('button', { name: type }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

export const EmptyForm: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const front = await screen.findByRole('group', { name: '驾驶证正页' }, { timeout: 15000 });
    await expect(within(front).getByRole('button', { name: '上传驾驶证正页' })).toBeVisible();
    await expect(screen.getByLabelText('驾驶证号')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '提交认证' })).toBeEnabled();
    // Marked required before any submit: the front page is, the back page is not.
    await expect(within(front).getByText('*')).toBeVisible();
    const back = screen.getByRole('group', { name: '驾驶证副页' });
    await expect(within(back).queryByText('*')).toBeNull();
    await expect(within(front).getByRole('img', { name: '驾驶证正页示例' })).toBeVisible();
    // Dates on the kit's picker (YYYY-MM-DD), no free text with an example to copy.
    for (const label of ['初次领证日期', '有效期起', '有效期止']) {
      await expect(screen.getByRole('button', { name: label })).toHaveAccessibleDescription(
        '请选择',
      );
    }
    await expect(screen.queryByPlaceholderText('例如 2024-05-01')).toBeNull();
    await expect(canvasElement.ownerDocument.querySelector('input[type="date"]')).toBeNull();
  },
};

export const RequiredMessages: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '驾驶证正页' });
    await submit(screen);
    for (const message of [
      '请上传驾驶证正页照片',
      '请输入姓名',
      '请输入身份证号',
      '请选择准驾车型',
      '请输入发证机关',
      '请选择初次领证日期',
      '请选择有效期起',
      '请选择有效期止',
    ]) {
      await expect(await screen.findByText(message)).toBeVisible();
    }
    await expect(await sentRequests(license.saveDriverLicense.path)).toHaveLength(0);
  },
};

export const InvalidValues: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '驾驶证正页' });
    await typeInto(screen, '姓名', 'Zhang');
    await typeInto(screen, '驾驶证号', '110101199003071234');
    await typeInto(screen, '从业资格证号', 'ab');
    await submit(screen);
    for (const message of [
      '请输入正确的姓名',
      '请输入正确的身份证号',
      '请输入正确的从业资格证号',
      '请上传从业资格证照片',
      '请选择从业资格证有效期止',
    ]) {
      await expect(await screen.findByText(message)).toBeVisible();
    }
    // What was typed stays beside its message.
    await expect(screen.getByLabelText('姓名')).toHaveValue('Zhang');
    await expect(screen.getByLabelText('从业资格证号')).toHaveValue('ab');
    // The certificate, once begun, is required as a whole: its fields are marked now.
    const photo = screen.getByRole('group', { name: '从业资格证照片' });
    await expect(within(photo).getByText('*')).toBeVisible();
  },
};

export const ValidityOrder: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '驾驶证正页' });
    // The start can be no later than today and the end no earlier: both today is the one clash.
    await confirmDate(screen, '有效期起');
    await confirmDate(screen, '有效期止');
    const today = dayjs().format('YYYY-MM-DD');
    await expect(screen.getByRole('button', { name: '有效期起' })).toHaveAccessibleDescription(
      today,
    );
    await submit(screen);
    await expect(await screen.findByText('有效期止须晚于有效期起')).toBeVisible();
  },
};

export const OcrFillsTheForm: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await pickPhoto(screen, '驾驶证正页', '拍照');
    await expect(await screen.findByText('已识别证件信息，请核对')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('驾驶证号')).not.toHaveValue(''));
    await expect(screen.getByLabelText('姓名')).not.toHaveValue('');
    // The dates read from the photo show on the date fields as YYYY-MM-DD.
    for (const label of ['初次领证日期', '有效期起', '有效期止']) {
      const field = screen.getByRole('button', { name: label });
      await waitFor(() => expect(field).toHaveAccessibleDescription(DATE_SHOWN));
    }
    const [sent] = await sentRequests(ocr.recognizeDriverLicense.path);
    await expect(JSON.stringify(sent?.body)).toContain('/__sandbox/files/');
  },
};

export const OcrKeepsWhatTheDriverTyped: Story = {
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await screen.findByRole('group', { name: '驾驶证正页' });
    await typeInto(screen, '发证机关', '上海市公安局交通警察总队');
    await pickPhoto(screen, '驾驶证正页');
    await screen.findByText('已识别证件信息，请核对');
    await waitFor(() => expect(screen.getByLabelText('驾驶证号')).not.toHaveValue(''));
    await expect(screen.getByLabelText('发证机关')).toHaveValue('上海市公安局交通警察总队');
  },
};

export const OcrFailure: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: ocr.recognizeDriverLicense.path, state: 500, msg: '识别服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await pickPhoto(screen, '驾驶证正页');
    const front = screen.getByRole('group', { name: '驾驶证正页' });
    await expect(await within(front).findByRole('alert')).toHaveTextContent('识别失败，请手动填写');
    await expect(within(front).getByRole('button', { name: '查看第1张图片' })).toBeVisible();
    await typeInto(screen, '姓名', '张三');
    await expect(screen.getByLabelText('姓名')).toHaveValue('张三');
  },
};

export const SaveJourneyToReview: Story = {
  beforeEach: () => sandboxConfig({ autoApprove: false }),
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await pickPhoto(screen, '驾驶证正页');
    await screen.findByText('已识别证件信息，请核对');
    await pickPhoto(screen, '驾驶证副页');
    await pickPhoto(screen, '从业资格证照片');
    await waitFor(() => expect(screen.getByLabelText('从业资格证号')).not.toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText('驾驶证号')).not.toHaveValue(''));
    await submit(screen);
    await expectPath('/i/license');
    // Until the list's chunk has come, the form's 驾驶证 card may still be the one on screen.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: '驾驶证' })).getByText('审核中'),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
    const [saved] = await sentRequests(license.saveDriverLicense.path);
    await expect(JSON.stringify(saved?.body)).toContain('driverLicenseFrontUrl');
  },
};

export const ServerErrorKeepsValues: Story = {
  parameters: {
    sandbox: {
      faults: [{ path: license.saveDriverLicense.path, state: 500, msg: '保存失败，请稍后再试' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await pickPhoto(screen, '驾驶证正页');
    await screen.findByText('已识别证件信息，请核对');
    await waitFor(() => expect(screen.getByLabelText('驾驶证号')).not.toHaveValue(''));
    await typeInto(screen, '发证机关', '北京市公安局公安交通管理局');
    await chooseType(screen, 'B2');
    await submit(screen);
    await expect(await screen.findByText('保存失败，请稍后再试')).toBeVisible();
    await expect(screen.getByLabelText('发证机关')).toHaveValue('北京市公安局公安交通管理局');
    await expectPath('/i/license/driver-license-certification/certification');
  },
};
