/**
 * The licence form's state: values and rules, photo → OCR → fill (never over what the driver
 * typed), and optionally a session-storage draft that survives a reload or a login trip.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormFields } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import type { DriverLicenseOcr, QualificationCertificateOcr } from '@/lib/contract/common/ocr';
import { isSavedObject, sessionDraft } from '@/lib/storage/session-draft';
import { useRecognizeDriverLicense, useRecognizeQualification } from '../api/ocr';
import {
  EMPTY_LICENCE_FORM,
  rulesFor,
  type LicenceFieldKey,
  type LicenceFormMode,
  type LicenceFormValues,
} from '../licence-form';

interface Draft {
  values: LicenceFormValues;
  edited: LicenceFieldKey[];
}

function isDraft(value: unknown): value is Draft {
  return isSavedObject<Draft>(value) && typeof value.values === 'object';
}

/** The draft under `key`, or none without a key. */
const draftAt = (key: string | undefined) => (key ? sessionDraft<Draft>(key, isDraft) : null);

type Fill = Partial<Record<LicenceFieldKey, string>>;

const licenceFill = (r: DriverLicenseOcr): Fill => ({
  name: r.name,
  driverLicenseNo: r.driverLicenseNo,
  quasiDrivingType: r.quasiDrivingType,
  issuingAuthority: r.issuingAuthority,
  firstIssueDate: r.firstIssueDate,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

const qualificationFill = (r: QualificationCertificateOcr): Fill => ({
  qualificationCertificateNo: r.certificateNo,
  qualificationValidTo: r.validTo,
});

export interface LicenceFormOptions {
  initial?: LicenceFormValues;
  mode: LicenceFormMode;
  /** Session-storage key of a draft kept across reloads. */
  draftKey?: string;
}

export function useLicenceForm({ initial, mode, draftKey }: LicenceFormOptions) {
  const [draft] = useState(() => draftAt(draftKey)?.read() ?? null);
  const fields = useFormFields<LicenceFormValues>(
    () => ({ ...EMPTY_LICENCE_FORM, ...initial, ...draft?.values }),
    rulesFor(mode),
  );
  const edited = useRef(new Set<LicenceFieldKey>(draft?.edited ?? []));
  const recognizeLicence = useRecognizeDriverLicense();
  const recognizeQualification = useRecognizeQualification();
  const { values, set } = fields;
  const first = useRef(values);

  useEffect(() => {
    // Nothing typed or photographed yet: no draft to keep.
    if (!draftKey || values === first.current) return;
    draftAt(draftKey)?.save({ values, edited: [...edited.current] });
  }, [draftKey, values]);

  /** A field the driver changed by hand: OCR never writes over it afterwards. */
  const bind = <K extends LicenceFieldKey>(key: K) => ({
    ...fields.bind(key),
    onChange: (value: LicenceFormValues[K]) => {
      edited.current.add(key);
      set(key, value);
    },
  });

  const fill = (found: Fill) => {
    for (const [key, value] of Object.entries(found) as [LicenceFieldKey, string][]) {
      if (value && !edited.current.has(key)) set(key, value);
    }
  };

  /**
   * A photo's PhotoField binding: the kit field calls `recognize` with each new photo (the front page
   * and the qualification certificate are read by OCR) and shows how it went; the fill never writes
   * over what the driver typed. A failure leaves the photo and the fields as they are.
   */
  const photo = (key: 'front' | 'back' | 'qualificationPhoto') => {
    const binding = fields.bind(key);
    if (key === 'front') {
      return {
        ...binding,
        recognize: async (image: UploadedImage) =>
          fill(licenceFill(await recognizeLicence.mutateAsync({ imageUrl: image.urlorigin }))),
      };
    }
    if (key === 'qualificationPhoto') {
      return {
        ...binding,
        recognize: async (image: UploadedImage) =>
          fill(
            qualificationFill(
              await recognizeQualification.mutateAsync({ imageUrl: image.urlorigin }),
            ),
          ),
      };
    }
    return binding;
  };

  const clearDraft = () => draftAt(draftKey)?.clear();

  return { ...fields, bind, photo, restored: draft !== null, clearDraft };
}

export type LicenceForm = ReturnType<typeof useLicenceForm>;
