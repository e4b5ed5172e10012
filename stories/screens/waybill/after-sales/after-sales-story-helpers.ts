/**
 * What the after-sales screen stories share: the page body, generous waits, the app's location, and
 * the looks and checks every after-sales form has (a refused waybill, the server's alert,
 * one request per double tap).
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { findDialog } from '../../../support/overlays';
import { currentUrl } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';

/** The first look of a story waits for the whole app to boot, slow on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const detailPath = waybillTrip.getDetail.path;

export function bodyOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The page body once the form shows its first group (`取消原因`, `投诉类型`...). */
export function formWith(group: string) {
  return async (canvasElement: HTMLElement) => {
    const screen = bodyOf(canvasElement);
    await screen.findByRole('group', { name: group }, SLOW);
    return screen;
  };
}

/** Waits until the app shows `pattern` (path and query). */
export async function expectUrl(pattern: RegExp): Promise<void> {
  await waitFor(() => expect(currentUrl()).toMatch(pattern), { timeout: 10_000 });
}

/** 501 characters: a little over what any of these fields takes. */
export const tooLong = (max: number) => '长'.repeat(max + 1);

/** A waybill the form is not for (at `route`): no form, the rule in the server's words. */
export function refusedState(route: string, words: string, button: string): StoryObj {
  return {
    tags: ['state'],
    parameters: { route },
    play: async ({ canvasElement }) => {
      const screen = bodyOf(canvasElement);
      await expect(await screen.findByText(words, {}, SLOW)).toBeVisible();
      await expect(screen.queryByRole('button', { name: button })).toBeNull();
    },
  };
}

/** The server's refusal shows in an alert dialog. */
export async function expectAlert(canvasElement: HTMLElement, words: string): Promise<void> {
  await waitFor(
    async () => {
      const alert = await findDialog(canvasElement);
      await expect(within(alert).getByText(words)).toBeVisible();
    },
    { timeout: 10_000 },
  );
}

/**
 * One request went to `path` (a double tap sends one), with `body` (all of it, or `partial`) and an
 * idempotency key. Returns it for further checks.
 */
export async function expectSentOnce(
  path: string,
  body: Record<string, unknown>,
  match: 'equal' | 'partial' = 'equal',
) {
  const sent = await sentRequests(path);
  await expect(sent).toHaveLength(1);
  if (match === 'equal') await expect(sent[0]?.body).toEqual(body);
  else await expect(sent[0]?.body).toMatchObject(body);
  await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  return sent[0];
}
