/**
 * Every text of the captain screen. The mobile rule's messages (请输入手机号, 请输入正确的手机号) come
 * from `lib/domain`, certification labels from `lib/domain/certification`. The spec gives none of
 * these texts (§2.3 only names the screen), so all of them are the project's.
 */
export const captainMessages = {
  loading: '加载中…',
  loadFailed: '车队长信息加载失败',
  retry: '重试',
  boundTitle: '我的车队长',
  name: '姓名',
  mobile: '手机号',
  certification: '实名状态',
  fleetSize: '车队车辆',
  vehicles: (n: number) => `${n}辆`,
  bindTime: '绑定时间',
  unbind: '解除绑定',
  unbindConfirm: (name: string) =>
    `确定解除与车队长「${name}」的绑定吗？解除后该车队长将不再管理您的运单。`,
  unbound: '已解除绑定',
  noneTitle: '暂未绑定车队长',
  noneHint: '输入车队长的手机号查找并绑定，绑定后由车队长为您安排运输任务。',
  changeHint: '如需更换车队长，请先解除当前绑定。',
  searchTitle: '查找车队长',
  searchLabel: '车队长手机号',
  searchPlaceholder: '请输入车队长的手机号',
  search: '查找',
  notFound: '未找到该手机号对应的车队长，请核对后重试',
  self: '不能绑定自己为车队长',
  result: '查找结果',
  notCertified: '该车队长尚未通过实名认证，暂不能绑定，请联系车队长完成实名认证',
  bind: '绑定车队长',
  bindConfirm: (name: string, phone: string) => `确定绑定「${name}」（${phone}）为您的车队长吗？`,
  bound: '绑定成功',
  boundHint: '之后由车队长为您安排运输任务。',
  viewCaptain: '查看我的车队长',
  backToMe: '返回我的',
  role: '车队长',
  confirm: '确定',
  cancel: '取消',
  captainSelf: '您当前以车队长身份使用，车队长无需绑定车队长。',
  enterprise: (name: string) => `您是「${name}」的企业人员`,
  enterpriseHint: '企业人员由所在企业统一调度，无需自行绑定车队长；如需调整，请联系企业管理员。',
} as const;
