/** /privacy: the privacy hub, leading to the policies, the lists, the driver's data and permissions. */
import { Page } from '@/components/card';
import { MenuList, type MenuGroup } from '@/components/menu-list';
import { paths } from '@/lib/routing/paths';
import styles from '../components/privacy.module.css';
import { privacyMessages as m } from '../messages';

const GROUPS: readonly MenuGroup[] = [
  {
    title: m.groupPolicies,
    items: [
      { label: '隐私政策', to: paths.privacyPolicy.to() },
      { label: '用户服务协议', to: paths.userService.to() },
      { label: '用户授权协议', to: paths.userAuth.to() },
    ],
  },
  {
    title: m.groupLists,
    items: [
      { label: '个人信息收集清单', to: paths.personalInfoList.to() },
      { label: '第三方信息共享清单', to: paths.thirdPartyList.to() },
    ],
  },
  {
    title: m.groupMine,
    items: [
      { label: '基本信息', to: paths.basicInfo.to() },
      { label: '服务信息', to: paths.serviceInfo.to() },
      { label: '设备信息', to: paths.deviceInfo.to() },
    ],
  },
  {
    title: m.groupPermissions,
    items: [{ label: '隐私设置', to: paths.privacySettings.to() }],
  },
];

export function PrivacyScreen() {
  return (
    <Page as="div">
      <p className={styles.intro}>{m.hubIntro}</p>
      <MenuList groups={GROUPS} />
    </Page>
  );
}

export default PrivacyScreen;
