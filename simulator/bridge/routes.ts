/** Bundled routes for location playback (approximate, drawn by hand from public road geography). */
import type { FieldCondition, LngLat } from './api';

export interface SampleRoute {
  name: string;
  label: string;
  points: LngLat[];
  /** Closed routes end where they start, so looping drives on without a jump. */
  closed: boolean;
  /** The road's own field conditions (a preset road), loaded with it unless the tester gives others. */
  conditions?: FieldCondition[];
}

const p = (longitude: number, latitude: number): LngLat => ({ longitude, latitude });

export const ROUTES: Record<string, SampleRoute> = {
  'beijing-tianjin': {
    name: 'beijing-tianjin',
    label: '北京→天津（京沪高速 G2，约 125 公里）',
    closed: false,
    points: [
      p(116.397, 39.909), // 天安门
      p(116.44, 39.872), // 分钟寺
      p(116.498, 39.838), // 大羊坊
      p(116.56, 39.76), // 马驹桥
      p(116.648, 39.662), // 采育
      p(116.76, 39.56), // 廊坊
      p(116.905, 39.475),
      p(117.03, 39.39), // 武清 杨村
      p(117.13, 39.235), // 北辰
      p(117.2, 39.133), // 天津
    ],
  },
  'badaling-mountain': {
    name: 'badaling-mountain',
    label: '山区：京藏高速 G6 昌平→延庆（约 38 公里，三处无信号、一条隧道）',
    closed: false,
    points: [
      p(116.231, 40.221), // 昌平 西关
      p(116.17, 40.236),
      p(116.128, 40.244), // 南口
      p(116.09, 40.272),
      p(116.067, 40.291), // 居庸关
      p(116.042, 40.329), // 水关
      p(116.015, 40.347),
      p(115.99, 40.359), // 八达岭
      p(115.982, 40.41),
      p(115.973, 40.462), // 延庆
    ],
    conditions: [
      { kind: 'weakSignal', fromKm: 6, toKm: 9, delayMs: 2000, loseEvery: 3 },
      { kind: 'deadZone', fromKm: 9, toKm: 11 },
      { kind: 'tunnel', fromKm: 15, toKm: 18.4 }, // 潭峪沟隧道
      { kind: 'deadZone', fromKm: 15, toKm: 19 },
      { kind: 'deadZone', fromKm: 26, toKm: 28.5 },
    ],
  },
  'city-loop': {
    name: 'city-loop',
    label: '市内环线（天安门周边，约 4 公里）',
    closed: true,
    points: [
      p(116.397, 39.909),
      p(116.41, 39.909),
      p(116.41, 39.898),
      p(116.397, 39.898),
      p(116.384, 39.898),
      p(116.384, 39.909),
      p(116.397, 39.909),
    ],
  },
};

export const ROUTE_NAMES = Object.keys(ROUTES);
