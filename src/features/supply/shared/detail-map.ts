/** A loading or unloading point as the map app is given it (navigation: `@/hooks/use-open-map`). */
import type { MapTarget } from '@/hooks/use-open-map';
import type { Place } from '@/lib/contract/supply/load';
import { placeText } from '@/lib/domain/place';

export function placeTarget(place: Place): MapTarget {
  const { longitude, latitude, address } = place;
  return { longitude, latitude, address, name: `${placeText(place)} ${address}` };
}
