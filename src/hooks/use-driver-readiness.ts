/**
 * What a driver must finish before he can take freight (§4, issues 12 and 23): real name certified
 * (1), the driving licence approved (20) and in date with its road-transport qualification
 * certificate uploaded and in date (judged by the grab's own rule, lib/domain/grab-gates.ts, so
 * home never says 已完成 for a driver the grab refuses), and at least one approved vehicle. Each
 * step says where the driver goes to finish it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { license, type CarLicense, type DriverLicenseVO } from '@/lib/contract/account/license';
import { formatDateTime } from '@/lib/domain/dates';
import { licenceProblem, qualificationProblem } from '@/lib/domain/grab-gates';
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

/** The licence with its qualification certificate: what the grab is judged by. */
export function driverLicenceQueryOptions() {
  return endpointQuery(license.getDriverLicense, {}, { ignoreErrors: true });
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

export function licenceStep(licence: DriverLicenseVO | null, now: string): ReadinessStep {
  const problem = licenceProblem(licence, now);
  if (problem === 'none') return { key: 'licence', state: 'todo', to: paths.driverVoucher2.to() };
  if (problem === 'pending') return { key: 'licence', state: 'pending', to: paths.license.to() };
  if (problem) return { key: 'licence', state: 'failed', to: paths.license.to() };
  const qualification = qualificationProblem(licence, now);
  if (qualification === 'none') return { key: 'licence', state: 'todo', to: paths.addLicense.to() };
  if (qualification) return { key: 'licence', state: 'failed', to: paths.addLicense.to() };
  return { key: 'licence', state: 'done', to: paths.license.to() };
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
  const licence = useQuery(driverLicenceQueryOptions());
  const cars = useQuery(carListQueryOptions());
  const [now] = useState(() => formatDateTime(Date.now()));
  const failed = licence.isError || cars.isError;
  const retry = () => {
    if (licence.isError) void licence.refetch();
    if (cars.isError) void cars.refetch();
  };
  if (!user.data || licence.data === undefined || !cars.data) return { steps: null, failed, retry };
  return {
    steps: [
      realNameStep(user.data.certificationStatus),
      licenceStep(licence.data.userDriverLicenseVO, now),
      vehicleStep(cars.data),
    ],
    failed,
    retry,
  };
}
