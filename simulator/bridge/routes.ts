/** Bundled routes for location playback (approximate, drawn by hand from public road geography). */
import type { LngLat } from './api';

export interface SampleRoute {
  name: string;
  label: string;
  points: LngLat[];
  /** Closed routes end where they start, so looping drives on without a jump. */
  closed: boolean;
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
