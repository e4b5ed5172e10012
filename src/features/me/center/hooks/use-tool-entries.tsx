/**
 * The Me tab's tool grids, exactly as §2.3 lists them, plus the §4 driver-qualification entry. An
 * entry is available only when this build has a screen at its destination (other issues add them);
 * entries behind the certification gate still prompt a driver without a record (999).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  BankcardOutline,
  ExclamationShieldOutline,
  FileOutline,
  InformationCircleOutline,
  MessageOutline,
  StopOutline,
  TeamOutline,
  TruckOutline,
  UserContactOutline,
  UserSetOutline,
  EnvironmentOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { useIsAppRoute } from '@/hooks/use-app-routes';
import { useBankRealName } from '../../shared/use-bank-real-name';
import { useCertificationGate } from '@/hooks/use-certification-gate';
import { paths } from '@/lib/routing/paths';
import { driverLicenseQueryOptions } from '../api/profile';
import type { IconGridEntry as ToolEntry } from '@/components/icon-grid';
import { meMessages } from '../messages';

export interface ToolGroups {
  common: ToolEntry[];
  information: ToolEntry[];
  toolbox: ToolEntry[];
  /** Render once on the screen: the bank real-name popup. */
  bankPopup: ReturnType<typeof useBankRealName>['popup'];
}

export function useToolEntries(): ToolGroups {
  const isAppRoute = useIsAppRoute();
  const navigate = useNavigate();
  const client = useQueryClient();
  const gate = useCertificationGate();
  const bankRealName = useBankRealName();

  const link = (key: string, label: string, glyph: ReactNode, to: string): ToolEntry => ({
    key,
    label,
    icon: glyph,
    to,
    available: isAppRoute(to),
  });

  // §4: with no real-name record the prompt is what the entry does, so it is always available.
  const gated = (entry: ToolEntry, proceed: () => void | Promise<void>): ToolEntry =>
    gate.blocked
      ? {
          key: entry.key,
          label: entry.label,
          icon: entry.icon,
          available: true,
          onPress: () => void gate.guard(proceed),
        }
      : entry;

  const qualificationTargets = [paths.license.to(), paths.driverVoucher2.to()];
  const openQualification = async () => {
    // §4: a licence record leads to /i/license, none to /driverVoucher2.
    const info = await client.fetchQuery({ ...driverLicenseQueryOptions(), staleTime: 0 });
    const target = info.userDriverLicenseVO ? paths.license.to() : paths.driverVoucher2.to();
    if (isAppRoute(target)) await navigate(target);
    else showToast(meMessages.comingSoon);
  };
  const qualification = gated(
    {
      key: 'qualification',
      label: meMessages.qualification,
      icon: <UserContactOutline />,
      onPress: () => void openQualification().catch(() => undefined),
      available: qualificationTargets.some(isAppRoute),
    },
    openQualification,
  );
  const bankList = paths.bankList.to();
  const bankCards = gated(link('bank', meMessages.bankCards, <BankcardOutline />, bankList), () =>
    navigate(bankList),
  );

  return {
    common: [
      link('fuel', meMessages.fuelStation, <EnvironmentOutline />, paths.fuelStationList.to()),
      bankCards,
      qualification,
    ],
    information: [
      link('vehicles', meMessages.vehicles, <TruckOutline />, paths.vehicleList.to()),
      link('captain', meMessages.captain, <TeamOutline />, paths.captain.to()),
      link('contracts', meMessages.contracts, <FileOutline />, paths.contractList.to()),
      {
        key: 'bank-real-name',
        label: meMessages.bankRealName,
        icon: <UserSetOutline />,
        onPress: () => void bankRealName.start(),
        available: true,
      },
      link(
        'complaints',
        meMessages.complaints,
        <ExclamationShieldOutline />,
        paths.complaintList.to(),
      ),
      link('blacklist', meMessages.blacklist, <StopOutline />, paths.blacklist.to()),
    ],
    toolbox: [
      link('service', meMessages.customerService, <MessageOutline />, paths.customerService.to()),
      link('about', meMessages.aboutUs, <InformationCircleOutline />, paths.aboutUs.to()),
    ],
    bankPopup: bankRealName.popup,
  };
}
