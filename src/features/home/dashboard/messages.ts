/** Texts of the home screen (§2.6). */
import type { StepState } from '@/hooks/use-driver-readiness';

export const homeMessages = {
  greeting: '您好，',
  welcome: '欢迎使用司机端，祝您一路平安',
  entriesLabel: '常用入口',
  glanceLoading: '正在加载接单准备与待办…',
  entries: {
    supply: '找货源',
    nearest: '附近货源',
    enterprise: '企业货源',
    waybill: '我的运单',
  },
  readinessTitle: '接单准备',
  readinessReady: '认证已完成，可以接单了',
  readinessFailed: '认证状态加载失败',
  steps: { realName: '实名认证', licence: '驾驶员资格', vehicle: '车辆认证' },
  stepState: {
    done: '已完成',
    pending: '审核中',
    todo: '去认证',
    failed: '未通过，去修改',
  } satisfies Record<StepState, string>,
  activeTitle: '进行中的运单',
  activeMore: '全部运单',
  todoContracts: (n: number) => `${n} 份运输合同待签署`,
  todoAgreements: (n: number) => `${n} 份协议待签署`,
  nearbyTitle: '附近货源',
  nearbyMore: '查看更多',
  nearbyLabel: '附近货源列表',
  nearbyLocating: '正在获取您的位置…',
  nearbyDenied: '定位未开启，开启后可查看附近货源',
  nearbyFailed: '附近货源加载失败',
  nearbyEmpty: '附近暂无货源',
  retry: '重试',
  browseAll: '去货源广场',
} as const;
