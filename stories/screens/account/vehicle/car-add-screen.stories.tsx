import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import dayjs from 'dayjs';
import { vehicleDraft } from '@/features/account/vehicle/hooks/vehicle-draft';
import { CarAddScreen } from '@/features/account/vehicle/screens/car-add-screen';
import { EMPTY_VEHICLE } from '@/features/account/vehicle/vehicle-form-values';
import { license } from '@/lib/contract/account/license';
import { upload } from '@/lib/contract/common/upload';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  APPROVED_CAR,
  bodyOf,
  choose,
  typePlate,
  uploadPhoto,
  loaded,
} from './vehicle-story-helpers';

const meta = {
  title: 'Screens/Account/Vehicle/CarAdd',
  component: CarAddScreen,
  parameters: { route: '/i/car/add/add', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CarAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const plateButton = (screen: ReturnType<typeof bodyOf>) =>
  screen.findByRole('button', { name: /^车牌号/ });

/** Every field of the form: each is required, so each shows the red * before anything is sent. */
const LABELS = [
  '车牌号',
  '车辆类型',
  '车牌颜色',
  '能源类型',
  '车辆所有人',
  '车辆识别代号',
  '核定载质量(kg)',
  '道路运输证号',
  '道路运输证有效期至',
  '行驶证有效期至',
  '行驶证照片',
  '道路运输证照片',
];

/** The label line above a field's box: the * and the label. */
function labelLine(screen: ReturnType<typeof bodyOf>, label: string): HTMLElement {
  return screen.getAllByText(label, { exact: true })[0]!.parentElement!;
}

export const EmptyForm: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await plateButton(screen)).toHaveAccessibleName('车牌号 请输入车牌号');
    await expect(screen.getByLabelText('车辆识别代号')).toHaveValue('');
    await expect(screen.getByRole('button', { name: '上传行驶证照片' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
    // The form convention: every required field is marked before any submit, none is red yet.
    for (const label of LABELS) {
      await expect(within(labelLine(screen, label)).getByText('*')).toBeVisible();
    }
    await expect(screen.queryByRole('alert')).toBeNull();
    // Dates are picked on the kit's wheels, never typed into the phone's mm/dd/yyyy input.
    await expect(canvasElement.ownerDocument.querySelector('input[type="date"]')).toBeNull();
    await expect(
      screen.getByRole('button', { name: '行驶证有效期至' }),
    ).toHaveAccessibleDescription('请选择');
    // Both photos show what to photograph.
    await expect(screen.getByRole('img', { name: '行驶证照片示例' })).toBeVisible();
    await expect(screen.getByRole('img', { name: '道路运输证照片示例' })).toBeVisible();
  },
};

export const MessageWhenLeavingAField: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await plateButton(screen);
    const vin = screen.getByLabelText('车辆识别代号');
    await userEvent.type(vin, 'lzz1234');
    await userEvent.tab();
    // Beside the field as the driver leaves it, in the rule's words; what was typed stays.
    await expect(await screen.findByText('请输入17位车辆识别代号（不含字母I、O）')).toBeVisible();
    await expect(vin).toHaveAccessibleDescription('请输入17位车辆识别代号（不含字母I、O）');
    await expect(vin).toHaveValue('LZZ1234');
    // A date picker closed without a date says so as well; untouched fields stay quiet.
    await userEvent.click(screen.getByRole('button', { name: '道路运输证有效期至' }));
    const picker = await screen.findByRole('dialog', { name: '道路运输证有效期至' });
    await userEvent.click(within(picker).getByRole('button', { name: '取消' }));
    await expect(await screen.findByText('请选择道路运输证有效期至')).toBeVisible();
    await expect(screen.queryByText('请输入车辆所有人')).toBeNull();
  },
};

export const ValidityOnTheDatePicker: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await plateButton(screen);
    const field = screen.getByRole('button', { name: '行驶证有效期至' });
    await userEvent.click(field);
    const picker = await screen.findByRole('dialog', { name: '行驶证有效期至' });
    // A validity runs from today: the year wheel cannot go back, only ahead.
    const year = within(picker).getByRole('spinbutton', { name: '年' });
    await expect(year).toHaveAttribute('aria-valuenow', String(dayjs().year()));
    year.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(year).toHaveAttribute('aria-valuenow', String(dayjs().year()));
    await userEvent.keyboard('{ArrowUp}');
    await expect(year).toHaveAttribute('aria-valuenow', String(dayjs().year() + 1));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    const nextYear = dayjs().add(1, 'year').format('YYYY-MM-DD');
    await waitFor(() => expect(field).toHaveAccessibleDescription(nextYear));
    await expect(screen.getByText(nextYear)).toBeVisible();
  },
};

export const KeyboardProvincesFirst: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await plateButton(screen));
    const provinces = screen.getByRole('group', { name: '省份' });
    await expect(within(provinces).getByRole('button', { name: '冀' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'A' })).toBeNull();
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const KeyboardNewEnergyLetters: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await plateButton(screen));
    await userEvent.click(screen.getByRole('button', { name: '新能源' }));
    await expect(screen.getByRole('button', { name: '新能源' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const key of ['粤', 'B', 'D', '1', '2', '3']) {
      await userEvent.click(screen.getByRole('button', { name: key }));
    }
    // 5 letters and digits: not yet a plate.
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    await expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
    await expect(screen.getByRole('status', { name: '车牌号' })).toHaveTextContent('粤BD1234');
  },
};

export const EveryFieldRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const plate = await plateButton(screen);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    // The empty plate keeps its placeholder (请输入车牌号) and gets the same words as its message.
    await waitFor(() => expect(plate).toHaveAccessibleDescription('请输入车牌号'));
    await expect(plate).toHaveAccessibleName('车牌号 请输入车牌号');
    for (const message of [
      '请选择车辆类型',
      '请选择车牌颜色',
      '请选择能源类型',
      '请输入车辆所有人',
      '请输入车辆识别代号',
      '请输入核定载质量',
      '请输入道路运输证号',
      '请选择道路运输证有效期至',
      '请选择行驶证有效期至',
      '请上传行驶证照片',
      '请上传道路运输证照片',
    ]) {
      await expect(await screen.findByText(message)).toBeVisible();
    }
    await expectPath('/i/car/add/add');
    await expect(await sentRequests('cuc/userCarLicense/save')).toHaveLength(0);
  },
};

export const WrongValues: Story = {
  tags: ['state'],
  // A draft kept from before, with a validity that has run out since.
  beforeEach: () => vehicleDraft.write({ ...EMPTY_VEHICLE, roadTransportValidTo: '2020-01-01' }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await plateButton(screen);
    await userEvent.type(screen.getByLabelText('车辆识别代号'), 'lzz12345');
    await userEvent.type(screen.getByLabelText('核定载质量(kg)'), '0');
    await userEvent.type(screen.getByLabelText('道路运输证号'), '12-34');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(await screen.findByText('请输入17位车辆识别代号（不含字母I、O）')).toBeVisible();
    await expect(screen.getByLabelText('车辆识别代号')).toHaveValue('LZZ12345');
    await expect(screen.getByText('请输入正确的核定载质量（1-100000 kg）')).toBeVisible();
    await expect(screen.getByText('请输入正确的道路运输证号（6-20位字母或数字）')).toBeVisible();
    await expect(screen.getByText('有效期不能早于今天')).toBeVisible();
    // The expired date stays shown as it was, for the driver to pick a new one.
    await expect(
      screen.getByRole('button', { name: '道路运输证有效期至' }),
    ).toHaveAccessibleDescription('2020-01-01 有效期不能早于今天');
  },
};

export const PlateKeyboardClosedShort: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const plate = await plateButton(screen);
    await userEvent.click(plate);
    for (const key of ['冀', 'A', '1']) {
      await userEvent.click(screen.getByRole('button', { name: key }));
    }
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    // Nothing confirmed: the field is still empty and says what it needs.
    await waitFor(() => expect(plate).toHaveAccessibleDescription('请输入车牌号'));
    await expect(plate).toHaveAccessibleName('车牌号 请输入车牌号');
    await expect(screen.queryByRole('group', { name: '省份' })).toBeNull();
  },
};

export const PrefilledFromKnownPlate: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await typePlate(screen, APPROVED_CAR.carNo);
    await expect(await screen.findByText('已带出该车辆的登记信息，请核对后修改')).toBeVisible();
    await expect(screen.getByLabelText('车辆识别代号')).toHaveValue(APPROVED_CAR.vin);
    await expect(screen.getByLabelText('车辆所有人')).toHaveValue(APPROVED_CAR.vehicleOwner);
    await expect(screen.getByLabelText('核定载质量(kg)')).toHaveValue(
      String(APPROVED_CAR.loadWeight),
    );
    const [lookup] = await sentRequests(license.getCarInfoByCarNo.path);
    await expect(lookup?.body).toEqual({ carNo: APPROVED_CAR.carNo });
  },
};

export const UnknownPlateTypedByHand: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await typePlate(screen, '冀B7K21Q');
    await waitFor(async () =>
      expect(await sentRequests(license.getCarInfoByCarNo.path)).toHaveLength(1),
    );
    await expect(screen.queryByText('已带出该车辆的登记信息，请核对后修改')).toBeNull();
    await choose(screen, '车辆类型', '重型厢式货车');
    await choose(screen, '车牌颜色', '黄色');
    await choose(screen, '能源类型', '柴油');
    // A select field's button is named by its label; the chosen value is its description.
    await expect(screen.getByRole('button', { name: '车辆类型' })).toHaveAccessibleDescription(
      '重型厢式货车',
    );
    await expect(screen.getByRole('button', { name: '车牌颜色' })).toHaveAccessibleDescription(
      '黄色',
    );
    await expect(screen.getByRole('button', { name: '能源类型' })).toHaveAccessibleDescription(
      '柴油',
    );
  },
};

export const PhotosUploadedAndFailedOneRetried: Story = {
  parameters: {
    bridge: true,
    sandbox: { faults: [{ path: upload.file.path, status: 500, msg: '文件服务繁忙', times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await plateButton(screen);
    // The first upload fails: only that photo is asked again.
    const licence = screen.getByRole('group', { name: '行驶证照片' });
    await userEvent.click(within(licence).getByRole('button', { name: '上传行驶证照片' }));
    const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
    await userEvent.click(within(sheet).getByRole('button', { name: '从相册选择' }));
    await waitFor(async () => expect(await sentRequests(upload.file.path)).toHaveLength(1), {
      timeout: 5000,
    });
    await expect(
      await within(licence).findByRole('button', { name: '上传行驶证照片' }),
    ).toBeVisible();
    await expect(within(licence).queryByRole('button', { name: '查看第1张图片' })).toBeNull();
    await uploadPhoto(screen, '道路运输证照片');
    await uploadPhoto(screen, '行驶证照片');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expect(screen.queryByText('请上传行驶证照片')).toBeNull();
    await expect(screen.queryByText('请上传道路运输证照片')).toBeNull();
  },
};

export const DraftSurvivesConfirmAndBack: Story = {
  parameters: { bridge: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await typePlate(screen, APPROVED_CAR.carNo);
    await screen.findByText('已带出该车辆的登记信息，请核对后修改');
    await uploadPhoto(screen, '行驶证照片');
    await uploadPhoto(screen, '道路运输证照片');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await expectPath('/i/car/add/confirm');
    await expect(await screen.findByText(APPROVED_CAR.vin)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '返回修改' }));
    await expectPath('/i/car/add/add');
    await expect(await screen.findByLabelText('车辆识别代号')).toHaveValue(APPROVED_CAR.vin);
    await expect(screen.getByRole('button', { name: /^车牌号/ })).toHaveAccessibleName(
      `车牌号 ${APPROVED_CAR.carNo}`,
    );
    const licence = screen.getByRole('group', { name: '行驶证照片' });
    await expect(within(licence).getByRole('button', { name: '查看第1张图片' })).toBeVisible();
  },
};

/** `?id=` another driver's (the captain's) vehicle: 不是您的车辆 with 联系客服 and the way back, no form, no 重试. */
export const EditNotYours: Story = {
  tags: ['state'],
  parameters: { route: `/i/car/add/add?id=${APPROVED_CAR.id}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveAttribute('data-problem', 'notYours');
    await expect(alert).toHaveTextContent('不是您的车辆');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: '返回车辆列表' })).toHaveAttribute(
      'href',
      '/i/car/vehicle-certification/vehicle-list',
    );
  },
};

/** `?id=` a vehicle no driver has: 未找到该车辆, back to the list. */
export const EditNotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/car/add/add?id=CAR99999' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveAttribute('data-problem', 'notFound');
    await expect(alert).toHaveTextContent('未找到该车辆');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回车辆列表' })).toBeVisible();
  },
};
