import { domainMessages } from '@/lib/domain/messages';

/**
 * Texts of the plate keyboard. 请输入正确的车牌号 is the spec's (§5, via the domain catalogue); the key
 * and label names fill gaps the spec leaves.
 */
export const plateKeyboardMessages = {
  invalid: domainMessages.plateInvalid,
  title: '输入车牌号',
  plate: '车牌号',
  provinces: '省份',
  alphanumerics: '字母和数字',
  delete: '删除',
  close: '关闭',
  confirm: '确定',
  newEnergy: '新能源',
} as const;
