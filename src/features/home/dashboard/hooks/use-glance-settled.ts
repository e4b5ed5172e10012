/**
 * Whether the glance above the nearby sources (readiness, things to sign, the active waybill) has
 * its answers, or has waited long enough. Home shows those panels together once it has: one
 * arriving after another would push the panels below it down the screen while the driver reads.
 */
import { type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useUnsignedAgreements, useUserDetail } from '@/hooks/shared-reads';
import { useDriverReadiness } from '@/hooks/use-driver-readiness';
import { useActiveWaybill, useUnsignedContractCount } from '../api/home-reads';

/** A read still on its way after this long no longer holds up the rest. */
const GLANCE_WAIT_MS = 3000;

const answered = (read: Pick<UseQueryResult, 'isPending' | 'fetchStatus'>) =>
  !read.isPending || read.fetchStatus === 'idle';

export function useGlanceSettled(): boolean {
  const readiness = useDriverReadiness();
  const { data: user } = useUserDetail();
  const contracts = useUnsignedContractCount();
  const agreements = useUnsignedAgreements(user?.appUserId ?? null);
  const active = useActiveWaybill();
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), GLANCE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const settled =
    (readiness.steps !== null || readiness.failed) &&
    answered(contracts) &&
    answered(agreements) &&
    answered(active);
  return settled || waitedEnough;
}
