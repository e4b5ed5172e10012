/** The detail screen's reads and actions: the vehicle, its approval, expiry, default and removal. */
import { useNavigate } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import { paths } from '@/lib/routing/paths';
import {
  useCarApproval,
  useCarDetail,
  useExpiryLevel,
  useRemoveCar,
  useSetDefaultCar,
} from '../api/vehicles';
import { vehicleMessages as t } from '../messages';

/** `listTo`: where the driver returns after removing the vehicle (the list it was opened from). */
export function useVehicleDetail(id: string | null, listTo: string) {
  const navigate = useNavigate();
  const detail = useCarDetail(id);
  const approval = useCarApproval(detail.data?.carNo);
  const expiry = useExpiryLevel();
  const setDefault = useSetDefaultCar();
  const remove = useRemoveCar();
  const car = detail.data;
  // The approval call is the authority on status and opinion; the detail's copy fills in meanwhile.
  const status = approval.data?.approvalStatus ?? car?.approvalStatus;
  const opinion = approval.data?.approvalOpinion ?? car?.approvalOpinion ?? null;

  const makeDefault = async () => {
    if (!car) return;
    await setDefault.mutateAsync({ id: car.id });
    showToast(t.setDefaultDone);
  };

  const removeCar = async () => {
    if (!car || !(await showConfirm({ content: t.removeConfirm }))) return;
    await remove.mutateAsync({ id: car.id });
    showToast(t.removed);
    navigate(listTo, { replace: true });
  };

  const resubmit = () => car && navigate(paths.carAdd.to({ id: car.id }));

  return { detail, car, status, opinion, expiry, makeDefault, removeCar, resubmit };
}
