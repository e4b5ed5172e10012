/** Who took a trip photo, stamped on it: the signed-in driver's real name (else account name) and phone. */
import { useSession } from '@/stores/session';

export function usePhotoWatermark(): { name: string; phone: string } {
  const user = useSession((s) => s.loginInfo);
  return { name: user?.realName ?? user?.name ?? '', phone: user?.phone ?? '' };
}
