/**
 * The add form's draft in session storage: it survives a reload and the way to the confirm screen and
 * back, and is dropped once the vehicle is saved (or the tab is closed).
 */
import { isSavedObject, sessionDraft } from '@/lib/storage/session-draft';
import { EMPTY_VEHICLE, type VehicleFormValues } from '../vehicle-form-values';

// A draft this build cannot read is as good as none.
const draft = sessionDraft<Partial<VehicleFormValues>>('vehicle:add-draft', isSavedObject);

export const vehicleDraft = {
  read(): VehicleFormValues | null {
    const saved = draft.read();
    return saved ? { ...EMPTY_VEHICLE, ...saved } : null;
  },
  write(values: VehicleFormValues): void {
    draft.save(values);
  },
  clear: draft.clear,
};
