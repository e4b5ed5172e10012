/**
 * What the load screen's story files share (load-screen*.stories.tsx, one file per state group:
 * Form, Departure, Premium): one meta, WB0005's number and the premium card.
 */
import type { Meta } from '@storybook/react-vite';
import { LoadScreen } from '@/features/waybill/trip/screens/load-screen';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, phoneAt, POINT, tripRoute, WB, waybillNo } from './trip-story-helpers';

export const NO = waybillNo(WB.toLoad);

/** The meta every load story file shares; each adds its own title. */
export const loadMeta = {
  component: LoadScreen,
  parameters: {
    route: tripRoute.load(),
    session: 'certifiedDriver',
    bridge: phoneAt(POINT.loading),
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof LoadScreen>;

export const premiumCard = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).getByRole('region', { name: '保险费' });
