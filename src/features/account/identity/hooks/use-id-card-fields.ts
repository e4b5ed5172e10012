/** The ID-card form's values and rules (§5 identity-card check), shared by every identity step. */
import { type useFormFields, type Validators } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import type { DateRangeValue } from '@/components/select-field';
import type { SaveIdentityRequest } from '@/lib/contract/account/identity';
import { validateIdCard } from '@/lib/domain/id-card';
import { identityMessages as m } from '../messages';

export interface IdCardValues {
  front: UploadedImage[];
  back: UploadedImage[];
  name: string;
  certificateNumber: string;
  address: string;
  validity: DateRangeValue | null;
}

export const EMPTY_ID_CARD: IdCardValues = {
  front: [],
  back: [],
  name: '',
  certificateNumber: '',
  address: '',
  validity: null,
};

/** Chinese names, with the middle dot of minority and transliterated names. */
const NAME = /^[\u4e00-\u9fa5]+([·•][\u4e00-\u9fa5]+)*$/;

export const idCardRules: Validators<IdCardValues> = {
  front: (v) => (v.length > 0 ? null : m.frontRequired),
  back: (v) => (v.length > 0 ? null : m.backRequired),
  name: (v) => {
    const name = v.trim();
    if (name === '') return m.nameRequired;
    return NAME.test(name) && name.length >= 2 && name.length <= 20 ? null : m.nameInvalid;
  },
  certificateNumber: (v) => validateIdCard(v),
  address: (v) => (v.trim() === '' ? m.addressRequired : null),
  validity: (v) => (v === null ? m.validityRequired : null),
};

export type IdCardFields = ReturnType<typeof useFormFields<IdCardValues>>;

/** What the save call sends; only called once every rule passed. */
export function toSaveRequest(values: IdCardValues): SaveIdentityRequest {
  return {
    name: values.name.trim(),
    certificateNumber: values.certificateNumber.trim().toUpperCase(),
    address: values.address.trim(),
    validFrom: values.validity?.[0] ?? '',
    validTo: values.validity?.[1] ?? '',
    idCardFrontUrl: values.front[0]?.url ?? '',
    idCardBackUrl: values.back[0]?.url ?? '',
  };
}
