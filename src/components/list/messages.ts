/**
 * Texts of the list widgets (§4, §8). 暂无数据, 没有更多数据了, 查询出错 are the spec's; the loading,
 * retry and pull-to-refresh texts fill gaps the spec leaves (the pull texts are antd-mobile's own).
 */
export const listMessages = {
  defaultLabel: '列表',
  loading: '加载中',
  empty: '暂无数据',
  finished: '没有更多数据了',
  error: '查询出错',
  retry: '重试',
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中...',
  refreshed: '刷新成功',
} as const;
