/**
 * What the return-trip, photo-repair and captain-change stories share: the seeded people they name
 * (the certified driver, another certified captain than his own), picking in the kit's pickers,
 * and taking a replacement photo.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { population } from '@sim/sandbox/store/population';
import { STORY_SEED } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';

export { bodyOf, expectUrl, SLOW } from '../after-sales/after-sales-story-helpers';

type Screen = ReturnType<typeof within>;

const PEOPLE = population(STORY_SEED);
const driver = PEOPLE.find((p) => p.mobile === SEEDED.certifiedDriver)!;

/** The certified driver's real name: the payee the server takes for his own account. */
export const DRIVER_NAME = driver.identity!.name!;

/** A real-name certified captain other than the one the driver is bound to (13800000003). */
export const OTHER_CAPTAIN = PEOPLE.find(
  (p) =>
    p.roles.includes('captain') &&
    p.mobile !== SEEDED.captain &&
    p.identity?.certificationStatus === 1,
)!;

/** Picks 省 → 市 → 区 in the region field `field` and confirms. */
export async function pickRegion(screen: Screen, field: string, names: readonly string[]) {
  await userEvent.click(await screen.findByRole('button', { name: field }));
  const popup = await screen.findByRole('dialog', { name: field });
  for (const name of names) {
    await userEvent.click(await within(popup).findByRole('button', { name }));
  }
  const confirm = within(popup).getByRole('button', { name: '确定' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: field })).toBeNull());
}

/** Chooses `option` (a name or pattern) in the action sheet of `field`. */
export async function pickInSheet(screen: Screen, field: string, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: field }));
  const sheet = await screen.findByRole('dialog', { name: field });
  await userEvent.click(within(sheet).getByRole('button', { name: option }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: field })).toBeNull());
}

/** Re-takes the photo of the card `title` (from the album) and waits until it is uploaded. */
export async function retakePhoto(screen: Screen, title: string): Promise<void> {
  const card = screen.getByRole('region', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: `重新拍摄${title}` }));
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: '从相册选择' }));
  await waitFor(
    () =>
      expect(within(card).getAllByRole('button', { name: /^查看第\d+张图片$/ })).toHaveLength(1),
    { timeout: 10_000 },
  );
}

/** Finds the bank by a part of its name in the 开户银行 search field and picks `name`. */
export async function pickBank(screen: Screen, keyword: string, name: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: '开户银行' }));
  const popup = await screen.findByRole('dialog');
  await userEvent.type(within(popup).getByRole('searchbox'), keyword);
  await userEvent.click(await within(popup).findByRole('button', { name }, { timeout: 5000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
