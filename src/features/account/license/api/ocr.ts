/** Character recognition of an uploaded licence photo (mdc pbc/hwc/ocr, §7.1). */
import { useMutation } from '@tanstack/react-query';
import { ocr } from '@/lib/contract/common/ocr';
import { endpointMutation } from '@/lib/query/endpoint-query';

// A failed recognition is shown next to the photo (the driver types instead): no toast.
export function useRecognizeDriverLicense() {
  return useMutation(endpointMutation(ocr.recognizeDriverLicense, { ignoreErrors: true }));
}

export function useRecognizeQualification() {
  return useMutation(
    endpointMutation(ocr.recognizeQualificationCertificate, { ignoreErrors: true }),
  );
}
