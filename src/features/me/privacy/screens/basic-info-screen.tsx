/** /basic-info: what the platform holds about the driver — identity, contact, licence, vehicles. */
import { Page } from '@/components/card';
import { MenuList, type MenuGroup } from '@/components/menu-list';
import { MaskedText } from '@/components/masked-text';
import { certificationLabel } from '@/lib/domain/certification';
import { ApprovalStatusCode, type ApprovalStatus } from '@/lib/contract/account/license';
import styles from '../components/privacy.module.css';
import { LoadFailed } from '@/components/load-state';
import { LoadingRows } from '../components/loading-rows';
import { useBasicInfo, type BasicInfo } from '../hooks/use-basic-info';
import { privacyMessages as m } from '../messages';

const LICENCE_TEXT: Record<ApprovalStatus, string> = {
  [ApprovalStatusCode.pending]: m.licencePending,
  [ApprovalStatusCode.approved]: m.licenceApproved,
  [ApprovalStatusCode.rejected]: m.licenceRejected,
};

function groups({ user, identity, licenceStatus, vehicleCount }: BasicInfo): MenuGroup[] {
  const name = user.realName ?? identity.name ?? user.name;
  return [
    {
      title: m.accountGroup,
      items: [
        {
          label: m.avatar,
          value: user.avatar ? (
            <img className={styles.avatar} src={user.avatar} alt={m.avatarAlt} />
          ) : (
            m.noAvatar
          ),
        },
        { label: m.name, value: name ?? m.notFilled },
        { label: m.phone, value: <MaskedText kind="phone" value={user.phone} /> },
      ],
    },
    {
      title: m.basicGroup,
      items: [
        { label: m.realName, value: certificationLabel(user.certificationStatus) },
        {
          label: m.idNumber,
          value: <MaskedText kind="idNumber" value={user.idNumber ?? identity.certificateNumber} />,
        },
        { label: m.idAddress, value: identity.address ?? m.notFilled },
        { label: m.licence, value: licenceStatus ? LICENCE_TEXT[licenceStatus] : m.licenceNone },
        { label: m.vehicles, value: m.vehicleCount(vehicleCount) },
      ],
    },
  ];
}

export function BasicInfoScreen() {
  const state = useBasicInfo();
  if (state.kind === 'loading') return <LoadingRows lines={8} />;
  if (state.kind === 'error') {
    return (
      <LoadFailed
        title={m.readFailed}
        description={state.error.message}
        retrying={state.retrying}
        onRetry={state.retry}
      />
    );
  }
  return (
    <Page as="div">
      <MenuList groups={groups(state.info)} />
    </Page>
  );
}

export default BasicInfoScreen;
