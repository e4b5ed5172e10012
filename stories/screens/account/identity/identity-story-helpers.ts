/** What the identity stories share: a filled ID-card draft, photos and the sandbox user control. */
import type { UploadedImage } from '@/components/image-uploader';
import type { IdCardValues } from '@/features/account/identity/hooks/use-id-card-fields';
import { expect, waitFor } from 'storybook/test';
import { SEEDED } from '../../../support/session';
import { page as authPage } from '../auth/auth-story-helpers';

/**
 * The page as a person sees it, once the routed screen's lazy chunk has loaded (the router shows
 * 页面加载中 meanwhile; on a busy machine that outlasts a find's default wait).
 */
export async function page(canvasElement: HTMLElement) {
  const screen = await authPage(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 20_000,
  });
  return screen;
}

/** A real ID number (check digit X by §5) of a woman born 1949-12-31. */
export const GOOD_ID = '11010519491231002X';
/** The same number with a wrong check digit. */
export const BAD_CHECK_DIGIT_ID = '110105194912310021';

/** A 1×1 PNG, as an uploaded photo's URL (drafts keep photos as their uploaded URLs). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function photo(): UploadedImage {
  return { url: PNG, status: 'done', message: '上传完成', isImage: true, urlorigin: PNG };
}

export const FILLED_ID_CARD: IdCardValues = {
  front: [photo()],
  back: [photo()],
  name: '王小明',
  certificateNumber: GOOD_ID,
  address: '北京市朝阳区建国路1号',
  validity: ['2020-01-01', '2040-01-01'],
};

/** Puts a draft in session storage, as a reload finds it. */
export function storeDraft(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

/** Sets a seeded user's real-name status on the sandbox (0, 2, 3 for the detail states). */
export async function setCertificationStatus(
  who: keyof typeof SEEDED,
  certificationStatus: 0 | 1 | 2 | 3 | 999,
): Promise<void> {
  const res = await fetch('/__sandbox/user', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: SEEDED[who], certificationStatus }),
  });
  if (!res.ok) throw new Error(`sandbox user answered ${res.status}`);
}
