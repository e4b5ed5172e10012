/** The invitation link a QR code carries: this app's /share-code page with the code. */
import { config } from '@/config';
import { paths } from '@/lib/routing/paths';

/** Codes the server issues are 4–16 letters and digits; anything else in a link is ignored. */
const CODE = /^[A-Z0-9]{4,16}$/;

export function readInviteCode(raw: string | null): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

export function inviteLink(code: string): string {
  return new URL(paths.shareCode.to({ code }), config.shareBaseUrl || window.location.origin).href;
}
