/** The fixed lists: cancel reasons (the `cancelReason` dictionary), abnormal types, evaluation tags. */
import { DictKey, type DictOption } from '@/lib/contract/common/dict';
import { DICTIONARIES } from '../../../store/catalog';

export const CANCEL_REASONS: readonly DictOption[] = DICTIONARIES[DictKey.cancelReason]!;
export const COMPLAINT_TYPES: readonly DictOption[] = DICTIONARIES[DictKey.complaintType]!;
/** The reason whose remark is required. */
export const OTHER = '9';

export const ABNORMAL_TYPES: readonly DictOption[] = [
  { label: '车辆故障', value: '1' },
  { label: '交通事故', value: '2' },
  { label: '道路拥堵', value: '3' },
  { label: '货物异常', value: '4' },
  { label: '装卸延误', value: '5' },
  { label: '恶劣天气', value: '6' },
  { label: '其他', value: '9' },
];

export const EVALUATE_TAGS: readonly string[] = [
  '装卸快',
  '结算及时',
  '货主态度好',
  '货物信息准确',
  '等待时间长',
  '装卸不规范',
  '结算慢',
];

export const labelOf = (list: readonly DictOption[], value: string): string =>
  list.find((o) => o.value === value)?.label ?? '';
