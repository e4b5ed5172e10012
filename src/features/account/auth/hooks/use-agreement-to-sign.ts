/**
 * The agreement /verifyAgree shows and signs: with `agreementId` (the Me banner's sign dialog) that
 * unsigned invoicing agreement of the driver, its own title and text; without, the certification
 * agreement (认证授权协议). `gone` is an id that is not among the driver's unsigned agreements
 * (signed meanwhile, or not his).
 */
import { useAgreement, useUnsignedAgreements } from '@/hooks/shared-reads';

export interface AgreementToSign {
  agreement: { title: string; content: string } | undefined;
  error: unknown;
  retry: () => void;
  gone: boolean;
}

export function useAgreementToSign(agreementId: string, driverId: string | null): AgreementToSign {
  const invoicing = agreementId !== '';
  const certification = useAgreement(invoicing ? null : 'certification', 'inline');
  const unsigned = useUnsignedAgreements(invoicing ? driverId : null, 'inline');
  if (!invoicing) {
    return {
      agreement: certification.data,
      error: certification.error,
      retry: () => void certification.refetch(),
      gone: false,
    };
  }
  const found = unsigned.data?.find((a) => a.id === agreementId);
  return {
    agreement: found && { title: found.agreementName, content: found.contractContent },
    error: unsigned.error,
    retry: () => void unsigned.refetch(),
    gone: unsigned.isSuccess && !found,
  };
}
