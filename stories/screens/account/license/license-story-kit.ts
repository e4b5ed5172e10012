/** What the licence stories share: picking a photo in a labelled group, and the reviewer's side. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

export const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Taps the photo group's add tile (or 重新上传) and picks a source in the sheet. */
export async function pickPhoto(
  screen: ReturnType<typeof body>,
  group: string,
  source: '拍照' | '从相册选择' = '从相册选择',
): Promise<void> {
  const field = await screen.findByRole('group', { name: group });
  const add =
    within(field).queryByRole('button', { name: `上传${group}` }) ??
    within(field).getByRole('button', { name: '重新上传' });
  await userEvent.click(add);
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: source }));
  // The app's camera-permission explanation, when the fake app asks for it first.
  const explain = screen.queryByRole('dialog', { name: '相机权限获取提醒' });
  if (explain) await userEvent.click(within(explain).getByRole('button', { name: '去授权' }));
  // The local preview's thumbnail gives way to the uploaded photo's: wait for the one that stays.
  await waitFor(
    () => expect(within(field).getByRole('button', { name: '查看第1张图片' })).toBeVisible(),
    { timeout: 8000 },
  );
}

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${path} answered ${res.status}`);
}

/** The platform reviewer sets the certified driver's licence to 10, 20 or 30. */
export function reviewLicence(approvalStatus: 10 | 20 | 30, approvalOpinion?: string) {
  return control('licence-review', { mobile: '13800000002', approvalStatus, approvalOpinion });
}

export function sandboxConfig(patch: Record<string, unknown>) {
  return control('config', patch);
}

export async function typeInto(screen: ReturnType<typeof body>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** Opens the date field `label` and confirms the day its wheels start on (the value, or today). */
export async function confirmDate(screen: ReturnType<typeof body>, label: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: label }));
  const picker = await screen.findByRole('dialog', { name: label });
  await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
}

/** A date field's shown value: its button's description starts with it. */
export const DATE_SHOWN = /^\d{4}-\d{2}-\d{2}/;
