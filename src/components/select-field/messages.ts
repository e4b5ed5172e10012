/** Every text the select field shows (§2.7, §5); forms read `requiredMessage` for their own checks. */
export const selectFieldMessages = {
  placeholder: '请选择',
  cancel: '取消',
  confirm: '确定',
  rangeSeparator: '至',
  rangeStart: '开始日期',
  rangeEnd: '结束日期',
  searchPlaceholder: '请输入关键字搜索',
  searchHint: '输入关键字后显示结果',
  searching: '搜索中…',
  loading: '加载中…',
  empty: '暂无数据',
  loadFailed: '加载失败，请重试',
  retry: '重试',
  regionTabs: '省市区',
  regionLevel: ['省', '市', '区'] as const,
  /** Wheel units after the number: 2025年 3月 8日 14时 05分. */
  units: { year: '年', month: '月', day: '日', hour: '时', minute: '分' } as const,
  /** The month filter of a list (wallet records, fuel bills and orders). */
  month: '月份',
  pickMonth: '选择月份',
  allMonths: '全部月份',
  all: '全部',
  prevMonth: '上个月',
  nextMonth: '下个月',
} as const;

/** §5: fields are required by default; an empty one says 请选择<label>. */
export function requiredMessage(label: string): string {
  return `${selectFieldMessages.placeholder}${label}`;
}

/**
 * A rejection's own text when it is Chinese (the HTTP client's ApiError always is); a browser's
 * English "Failed to fetch" means nothing to a driver, so that gets ours.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message && /[\u4e00-\u9fa5]/.test(error.message)) {
    return error.message;
  }
  return selectFieldMessages.loadFailed;
}
