/**
 * The licence form's state machine: values and rules, photo → OCR → fill (never over what the
 * driver typed), and optionally a session-storage draft that survives a reload or a login trip.
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

export type OcrState = 'idle' | 'running' | 'done' | 'failed';

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
  const [ocr, setOcr] = useState<{ licence: OcrState; qualification: OcrState }>({
    licence: 'idle',
    qualification: 'idle',
  });
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

  const recognize = async <R>(
    doc: 'licence' | 'qualification',
    image: UploadedImage,
    run: (req: { imageUrl: string }) => Promise<R>,
    toFill: (r: R) => Fill,
  ) => {
    setOcr((s) => ({ ...s, [doc]: 'running' }));
    try {
      fill(toFill(await run({ imageUrl: image.urlorigin })));
      setOcr((s) => ({ ...s, [doc]: 'done' }));
    } catch {
      // The photo stays; the driver types the fields instead.
      setOcr((s) => ({ ...s, [doc]: 'failed' }));
    }
  };

  const photo = (key: 'front' | 'back' | 'qualificationPhoto') => ({
    ...fields.bind(key),
    onChange: (items: UploadedImage[]) => {
      const added = items[0] && items[0].url !== values[key][0]?.url ? items[0] : null;
      set(key, items);
      fields.touch(key);
      if (!added) return;
      if (key === 'front') {
        void recognize('licence', added, recognizeLicence.mutateAsync, licenceFill);
      } else if (key === 'qualificationPhoto') {
        void recognize(
          'qualification',
          added,
          recognizeQualification.mutateAsync,
          qualificationFill,
        );
      }
    },
  });

  const clearDraft = () => draftAt(draftKey)?.clear();

  return { ...fields, bind, photo, ocr, restored: draft !== null, clearDraft };
}

export type LicenceForm = ReturnType<typeof useLicenceForm>;
