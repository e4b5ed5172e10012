/**
 * What a driver must finish before he can take freight (§4, issue 12): real name certified (1),
 * driver qualification approved (20) and at least one approved vehicle. Each step says where the
 * driver goes to finish it. Home shows it at a glance; the grab's gates check the same reads.
 */
import { useQuery } from '@tanstack/react-query';
import { license, type CarLicense, type DriverApproval } from '@/lib/contract/license';
import { CertificationStatus, toCertificationStatus } from '@/lib/domain/certification';
import { endpointQuery } from '@/lib/query/endpoint-query';
import { paths } from '@/lib/routing/paths';
import { useUserDetail } from './shared-reads';

/** done; pending: under review; todo: not started; failed: rejected, to redo. */
export type StepState = 'done' | 'pending' | 'todo' | 'failed';

export interface ReadinessStep {
  key: 'realName' | 'licence' | 'vehicle';
  state: StepState;
  /** Where the driver finishes (or follows) this step. */
  to: string;
}

export function driverApprovalQueryOptions() {
  return endpointQuery(license.getCurrentDriverApproval, {}, { ignoreErrors: true });
}

export function carListQueryOptions() {
  return endpointQuery(license.listCarLicenses, {}, { ignoreErrors: true });
}

function realNameStep(status: unknown): ReadinessStep {
  const s = toCertificationStatus(status);
  if (s === CertificationStatus.Certified)
    return { key: 'realName', state: 'done', to: paths.authDetail.to() };
  if (s === CertificationStatus.NotCertified)
    return { key: 'realName', state: 'todo', to: paths.selectRole.to() };
  const state = s === CertificationStatus.Failed ? 'failed' : 'pending';
  return { key: 'realName', state, to: paths.authDetail.to() };
}

function licenceStep(approval: DriverApproval | null): ReadinessStep {
  if (!approval) return { key: 'licence', state: 'todo', to: paths.driverVoucher2.to() };
  const state =
    approval.approvalStatus === 20 ? 'done' : approval.approvalStatus === 10 ? 'pending' : 'failed';
  return { key: 'licence', state, to: paths.license.to() };
}

function vehicleStep(cars: readonly CarLicense[]): ReadinessStep {
  if (cars.some((c) => c.approvalStatus === 20))
    return { key: 'vehicle', state: 'done', to: paths.vehicleList.to() };
  if (cars.length === 0) return { key: 'vehicle', state: 'todo', to: paths.carAdd.to() };
  const state = cars.some((c) => c.approvalStatus === 10) ? 'pending' : 'failed';
  return { key: 'vehicle', state, to: paths.vehicleList.to() };
}

export interface DriverReadiness {
  /** Null until every read has answered (or when one failed: the steps are then unknown). */
  steps: ReadinessStep[] | null;
  failed: boolean;
  retry: () => void;
}

export function useDriverReadiness(): DriverReadiness {
  const user = useUserDetail();
  const approval = useQuery(driverApprovalQueryOptions());
  const cars = useQuery(carListQueryOptions());
  const failed = approval.isError || cars.isError;
  const retry = () => {
    if (approval.isError) void approval.refetch();
    if (cars.isError) void cars.refetch();
  };
  if (!user.data || approval.data === undefined || !cars.data)
    return { steps: null, failed, retry };
  return {
    steps: [
      realNameStep(user.data.certificationStatus),
      licenceStep(approval.data),
      vehicleStep(cars.data),
    ],
    failed,
    retry,
  };
}
