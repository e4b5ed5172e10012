/**
 * Analytics event catalogue (§9): 1001-1006 app, 2001-2004 register, 3001-3008 waybill,
 * 4001-4003 location, 5001-5002 network, 6001 pages, 7001-7002 login, 8001 withdraw amount, 8002
 * fuel-card sign-in and 8003 fuel order (the spec names them without ids). `eventName` is what is sent;
 * `label` is the Chinese name shown in tools that list events.
 */
export interface TrackingEventDef {
  readonly eventId: number;
  readonly eventName: string;
  readonly label: string;
}

function def(eventId: number, eventName: string, label: string): TrackingEventDef {
  return { eventId, eventName, label };
}

export const TRACKING_EVENTS = {
  appLaunch: def(1001, 'App launched', '启动应用'),
  appForeground: def(1002, 'App came to foreground', '应用切换到前台'),
  appBackground: def(1003, 'App went to background', '应用切换到后台'),
  appUpdateCheck: def(1004, 'App update checked', '检查版本更新'),
  appUpdateDownload: def(1005, 'App update download started', '开始下载新版本'),
  appExit: def(1006, 'App closed', '退出应用'),

  registerStart: def(2001, 'Registration started', '开始注册'),
  registerSmsSent: def(2002, 'Registration SMS code sent', '注册验证码已发送'),
  registerSuccess: def(2003, 'Registration succeeded', '注册成功'),
  registerFailure: def(2004, 'Registration failed', '注册失败'),

  waybillGrab: def(3001, 'Order grabbed', '抢单'),
  waybillAcceptAssigned: def(3002, 'Assigned order accepted', '接受指派订单'),
  waybillDepart: def(3003, 'Vehicle departed', '发车'),
  waybillLoadProof: def(3004, 'Loading proof uploaded', '上传装货凭证'),
  waybillUnloadProof: def(3005, 'Unloading proof uploaded', '上传卸货凭证'),
  waybillSign: def(3006, 'Waybill contract signed', '签署运输合同'),
  waybillCaptainChange: def(3007, 'Waybill captain changed', '变更车队长'),
  waybillPremiumPayment: def(3008, 'Premium paid', '支付保费'),

  locationSuccess: def(4001, 'Location obtained', '定位成功'),
  locationFailure: def(4002, 'Location failed', '定位失败'),
  locationPermissionDenied: def(4003, 'Location permission denied', '定位权限被拒绝'),

  networkTimeout: def(5001, 'Request timed out or network error', '请求超时或网络异常'),
  networkHttpError: def(5002, 'HTTP or server error', '接口请求错误'),

  pageView: def(6001, 'Page viewed', '页面访问'),

  loginSuccess: def(7001, 'Login succeeded', '登录成功'),
  loginFailure: def(7002, 'Login failed', '登录失败'),

  withdrawAmount: def(8001, 'Withdraw amount', '提现金额'),
  fuelSignIn: def(8002, 'Fuel station sign in', '油站签到'),
  fuelOrder: def(8003, 'Fuel order paid', '加油下单'),
} as const satisfies Record<string, TrackingEventDef>;

export type TrackingEventKey = keyof typeof TRACKING_EVENTS;
