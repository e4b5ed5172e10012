import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlateKeyboard, type PlateKeyboardProps } from '@/components/plate-keyboard';
import { DIGITS, LETTERS, PROVINCES, SPECIALS } from '@/lib/domain/plate';

const meta = {
  title: 'Components/PlateKeyboard',
  component: PlateKeyboard,
  tags: ['autodocs'],
  args: { onChange: fn(), onConfirm: fn(), onClose: fn() },
  parameters: {
    docs: {
      description: {
        component: `
The licence-plate keyboard (§4, §5, §9). Province keys (31) come first; once a province is tapped the
keys switch to letters and digits (and the specials 挂 学 警 领 港 澳 使); deleting the province
brings the province keys back. Which keys are enabled comes from \`lib/domain/plate\`: the second
character is always a letter, a special only as the last character of a normal plate, and no key
once the plate is full (6 letters/digits, 7 with 新能源, 8 in the \`firstVariant\`).

- \`variant="inline"\`: sits in the page; 确定 is enabled only for a valid plate (at least 6 letters
  and digits). \`variant="popup"\` with \`visible\`: slides up from the bottom; 确定 with a short
  plate toasts 请输入正确的车牌号.
- \`value\`/\`onChange\` (or \`defaultValue\`), \`onConfirm(plate)\`, \`onClose(plate)\` — 关闭 (and the
  popup's mask) keep whatever was typed, complete or not.
- \`newEnergy\`/\`onNewEnergyChange\` (or \`defaultNewEnergy\`): the 新能源 toggle adds the 8th box.
- The plate is shown in boxes, not an input, so the phone's own keyboard never opens. Keys are at least
  44 px high for gloved hands, and the keyboard keeps clear of the home indicator (safe area).
`,
      },
    },
  },
} satisfies Meta<typeof PlateKeyboard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

async function tap(screen: Screen, ...keys: string[]) {
  for (const key of keys) await userEvent.click(screen.getByRole('button', { name: key }));
}

function plateShown(screen: Screen) {
  return screen.getByRole('status', { name: '车牌号' });
}

function keyGroup(screen: Screen, name: '省份' | '字母和数字') {
  return screen.getByRole('group', { name });
}

export const ProvinceKeysFirst: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const provinces = keyGroup(screen, '省份');
    const keys = within(provinces).getAllByRole('button');
    // 31 provinces and the delete key, nothing else: no letters or digits yet.
    await expect(keys.map((k) => k.textContent)).toEqual([...PROVINCES, '删除']);
    await expect(screen.queryByRole('button', { name: 'A' })).toBeNull();
    for (const key of keys)
      await expect(key.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Delete on an empty plate stays on the province keys.
    await tap(screen, '删除');
    await expect(keyGroup(screen, '省份')).toBeVisible();
    // The plate is not an input: the phone's keyboard has nothing to open for.
    await expect(canvasElement.querySelector('input, textarea, [contenteditable]')).toBeNull();
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const TypeAndConfirm: Story = {
  tags: ['state'],
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await tap(screen, '粤');
    // After the province: letters and digits, and the plate says what was typed.
    const alnum = keyGroup(screen, '字母和数字');
    await expect(alnum).toBeVisible();
    for (const key of within(alnum).getAllByRole('button'))
      await expect(key.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await tap(screen, 'B', '1', '2', '3', '4');
    await expect(plateShown(screen)).toHaveTextContent('粤B1234');
    // Five letters and digits: not yet.
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await tap(screen, '5');
    await expect(plateShown(screen)).toHaveTextContent('粤B12345');
    await expect(args.onChange).toHaveBeenLastCalledWith('粤B12345');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('粤B12345');
  },
};

export const DeleteBackToProvinces: Story = {
  args: { defaultValue: '京A1' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(plateShown(screen)).toHaveTextContent('京A1');
    await expect(keyGroup(screen, '字母和数字')).toBeVisible();
    await tap(screen, '删除', '删除');
    await expect(plateShown(screen)).toHaveTextContent('京');
    await expect(keyGroup(screen, '字母和数字')).toBeVisible();
    await tap(screen, '删除');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(keyGroup(screen, '省份')).toBeVisible();
    await tap(screen, '沪');
    await expect(plateShown(screen)).toHaveTextContent('沪');
  },
};

export const DisabledKeysFollowTheRules: Story = {
  args: { defaultValue: '京' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Second character: a letter, never a digit or a special.
    for (const d of DIGITS) await expect(screen.getByRole('button', { name: d })).toBeDisabled();
    for (const s of SPECIALS) await expect(screen.getByRole('button', { name: s })).toBeDisabled();
    for (const l of LETTERS) await expect(screen.getByRole('button', { name: l })).toBeEnabled();
    await tap(screen, '1');
    await expect(plateShown(screen)).toHaveTextContent(/^京$/);
    await tap(screen, 'A', '1', '2', '3');
    await expect(screen.getByRole('button', { name: '9' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: '挂' })).toBeDisabled();
    await tap(screen, '4');
    // The last position of a normal plate may hold a special, which ends the plate.
    await expect(screen.getByRole('button', { name: '挂' })).toBeEnabled();
    await tap(screen, '挂');
    await expect(plateShown(screen)).toHaveTextContent('京A1234挂');
    for (const key of [...LETTERS, ...DIGITS, ...SPECIALS])
      await expect(screen.getByRole('button', { name: key })).toBeDisabled();
    await expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

export const MaximumLength: Story = {
  args: { defaultValue: '苏E1234' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await tap(screen, '5');
    await expect(plateShown(screen)).toHaveTextContent('苏E12345');
    // A normal plate is full: every key is disabled and tapping one changes nothing.
    for (const key of [...LETTERS, ...DIGITS, ...SPECIALS])
      await expect(screen.getByRole('button', { name: key })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '6' }), { pointerEventsCheck: 0 });
    await expect(plateShown(screen)).toHaveTextContent(/^苏E12345$/);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NewEnergy: Story = {
  tags: ['state'],
  args: { defaultValue: '京AD1234' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const toggle = screen.getByRole('button', { name: '新能源' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Without new energy the seventh letter/digit has no place.
    await expect(screen.getByRole('button', { name: '5' })).toBeDisabled();
    const boxes = () => plateShown(screen).children.length;
    await expect(boxes()).toBe(7);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(boxes()).toBe(8);
    // New-energy plates carry no specials.
    await expect(screen.getByRole('button', { name: '挂' })).toBeDisabled();
    await tap(screen, '5');
    await expect(plateShown(screen)).toHaveTextContent('京AD12345');
    await expect(screen.getByRole('button', { name: '6' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('京AD12345');
  },
};

export const NewEnergyOffKeepsWhatWasTyped: Story = {
  args: { defaultValue: '京AD12345', defaultNewEnergy: true },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '新能源' }));
    // Too long for a normal plate now: nothing is lost, confirm waits until it is shortened.
    await expect(plateShown(screen)).toHaveTextContent('京AD12345');
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await tap(screen, '删除');
    await expect(plateShown(screen)).toHaveTextContent(/^京AD1234$/);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('京AD1234');
  },
};

export const FirstVariant: Story = {
  args: { firstVariant: true, defaultValue: '川A' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(plateShown(screen).children.length).toBe(9);
    await tap(screen, '1', '2', '3', '4', '5', '6', '7');
    await expect(plateShown(screen)).toHaveTextContent('川A1234567');
    for (const key of [...LETTERS, ...DIGITS])
      await expect(screen.getByRole('button', { name: key })).toBeDisabled();
    await expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

export const InlineClose: Story = {
  args: { defaultValue: '鲁B12' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await tap(screen, '关闭');
    await expect(args.onClose).toHaveBeenCalledWith('鲁B12');
    await expect(plateShown(screen)).toHaveTextContent('鲁B12');
  },
};

export const StrangeValueDoesNotCrash: Story = {
  args: { value: 'ab京' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(plateShown(screen)).toHaveTextContent('ab京');
    await expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await tap(screen, '删除');
    await expect(args.onChange).toHaveBeenCalledWith('ab');
  },
};

/** A plate field as a screen has it: tapping it opens the popup keyboard. */
function PlateField(args: PlateKeyboardProps) {
  const [plate, setPlate] = useState(args.defaultValue ?? '');
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <button type="button" style={{ minHeight: 44 }} onClick={() => setOpen(true)}>
        车牌号：{plate || '请输入'}
      </button>
      {confirmed ? <p>已确认 {confirmed}</p> : null}
      <PlateKeyboard
        {...args}
        variant="popup"
        visible={open}
        value={plate}
        onChange={(next) => {
          setPlate(next);
          args.onChange?.(next);
        }}
        onConfirm={(next) => {
          setConfirmed(next);
          setOpen(false);
          args.onConfirm?.(next);
        }}
        onClose={(next) => {
          setOpen(false);
          args.onClose?.(next);
        }}
      />
    </div>
  );
}

async function openPopup(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^车牌号/ }));
  const dialog = await body.findByRole('dialog', { name: '输入车牌号' });
  return { body, popup: within(dialog) };
}

export const PopupTooShort: Story = {
  tags: ['state'],
  render: (args) => <PlateField {...args} />,
  play: async ({ canvasElement }) => {
    const { body, popup } = await openPopup(canvasElement);
    await tap(popup, '浙', 'A', '1', '2', '3');
    await userEvent.click(popup.getByRole('button', { name: '确定' }));
    await expect(await body.findByText('请输入正确的车牌号')).toBeVisible();
    await expect(plateShown(popup)).toHaveTextContent('浙A123');
  },
};

export const PopupToastsWhenTooShort: Story = {
  render: (args) => <PlateField {...args} />,
  play: async ({ canvasElement, args }) => {
    const { body, popup } = await openPopup(canvasElement);
    await tap(popup, '浙', 'A', '1', '2', '3');
    // The popup's confirm is always tappable and explains what is wrong.
    await userEvent.click(popup.getByRole('button', { name: '确定' }));
    await expect(await body.findByText('请输入正确的车牌号')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: '输入车牌号' })).toBeVisible();
    await tap(popup, '4', '5');
    await userEvent.click(popup.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('浙A12345');
    await expect(await within(canvasElement).findByText('已确认 浙A12345')).toBeVisible();
  },
};

export const PopupCloseKeepsIncompletePlate: Story = {
  render: (args) => <PlateField {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { body, popup } = await openPopup(canvasElement);
    await tap(popup, '闽', 'D', '8');
    await tap(popup, '关闭');
    await expect(args.onClose).toHaveBeenCalledWith('闽D8');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '输入车牌号' })).toBeNull());
    await expect(canvas.getByRole('button', { name: '车牌号：闽D8' })).toBeVisible();
    // Opened again, it carries on where the driver stopped.
    const again = await openPopup(canvasElement);
    await expect(plateShown(again.popup)).toHaveTextContent('闽D8');
    await expect(keyGroup(again.popup, '字母和数字')).toBeVisible();
  },
};
