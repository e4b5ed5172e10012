/** The driver's unsigned invoicing agreements (sdc, §3, §7.3): the Me banner shows them. */
import { useQuery } from '@tanstack/react-query';
import { invoicingAgreement } from '@/lib/contract/invoicing-agreement';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** §7.3: `remindFlag` 0 asks for every unsigned agreement. */
export const unsignedAgreementsQueryOptions = (driverId: string) =>
  endpointQuery(invoicingAgreement.listUnsignedByDriverId, { driverId, remindFlag: 0 });

/** Waits for the driver's id (`null` while the user detail is unknown). */
export function useUnsignedAgreements(driverId: string | null) {
  return useQuery({
    ...unsignedAgreementsQueryOptions(driverId ?? ''),
    enabled: driverId !== null,
  });
}
