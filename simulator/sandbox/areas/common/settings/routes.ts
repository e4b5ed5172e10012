/** Version, system configuration, dictionaries and agreements. */
import { agreement, type AgreementType } from '@/lib/contract/me/agreement';
import { dict } from '@/lib/contract/common/dict';
import { sysConfig } from '@/lib/contract/common/sys-config';
import { version } from '@/lib/contract/common/version';
import { reject } from '../../../envelope';
import { int, list, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import { DICTIONARIES } from '../../../store/catalog';
import { AGREEMENTS } from './catalog';
import { configItems } from './config-items';

export const settingsRoutes = [
  route(version.getNowPublishVersion, (req, { db }) => {
    const os = int(req.operatingSystem, 0);
    if (os !== 1 && os !== 2) reject('operatingSystem只能是1或2');
    const published = db.state.config.version;
    return published ? { ...published } : null;
  }),

  route(sysConfig.findItemValueByItemKeys, (req, { db }) => {
    const keys = list(req.itemKeys).map(String);
    return configItems(db)
      .filter((i) => keys.includes(i.itemKey))
      .map((i) => ({
        itemKey: i.itemKey,
        itemValue: i.itemValue,
      }));
  }),

  route(sysConfig.get, (req, { db }) => {
    const item = configItems(db).find((i) => i.id === text(req.id, '配置项'));
    if (!item) reject(serverMessages.configNotFound);
    return { ...item };
  }),

  route(sysConfig.findSysConfigItemBySysConfigFullKey, (req, { db }) => {
    const key = text(req.sysConfigFullKey, '配置键');
    return configItems(db).filter((i) => i.sysConfigFullKey === key);
  }),

  // Public forms (/driverVoucher2, /controllerVoucher) read dictionaries before the driver logs in.
  route(
    dict.getDictValue,
    (req) => (DICTIONARIES[text(req.dictKey, '字典键')] ?? []).map((o) => ({ ...o })),
    { auth: 'optional' },
  ),

  route(agreement.getAgreementInfoByType, (req) => {
    const type = text(req.type, '协议类型');
    if (!(type in AGREEMENTS)) reject('协议不存在');
    return { type: type as AgreementType, ...AGREEMENTS[type as AgreementType] };
  }),
];
