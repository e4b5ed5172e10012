/**
 * The add form's draft in session storage: it survives a reload and the way to the confirm screen and
 * back, and is dropped once the vehicle is saved (or the tab is closed).
 */
import { sessionStore } from '@/lib/storage/browser-storage';
import { EMPTY_VEHICLE, type VehicleFormValues } from '../vehicle-form-values';

const DRAFT_KEY = 'vehicle:add-draft';

export const vehicleDraft = {
  read(): VehicleFormValues | null {
    const raw = sessionStore.getItem(DRAFT_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<VehicleFormValues>;
      return typeof parsed === 'object' && parsed !== null ? { ...EMPTY_VEHICLE, ...parsed } : null;
    } catch {
      // A draft this build cannot read is as good as none.
      return null;
    }
  },
  write(values: VehicleFormValues): void {
    sessionStore.setItem(DRAFT_KEY, JSON.stringify(values));
  },
  clear(): void {
    sessionStore.removeItem(DRAFT_KEY);
  },
};
