/** The map content as AMap overlays, in the same colours as the offline map. */
import type { AMapLabel, AMapMap, AMapMarker, AMapNamespace, AMapOverlay } from './amap-types';
import { placeLabels, type LabelSide } from './label-placement';
import { fenceStyle, LINE_ORDER, lineStyle, markerColour } from './map-style';
import { mapMessages as m } from './messages';
import type { MapContent, MapMarker } from './types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round badge with the kind's character, as HTML (AMap markers take an HTML string). */
export function markerHtml(marker: MapMarker): string {
  const glyph = m.markerGlyph[marker.kind] || '•';
  return (
    `<div style="width:26px;height:26px;border-radius:50%;border:2px solid #fff;` +
    `background:${markerColour[marker.kind]};color:#fff;font-size:13px;line-height:22px;` +
    `text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.3)">${escapeHtml(glyph)}</div>`
  );
}

const DIRECTION = {
  right: 'right',
  left: 'left',
  below: 'bottom',
  above: 'top',
} as const satisfies Record<LabelSide, AMapLabel['direction']>;

/** A marker's label on `side`, in the offline map's type (12 px, white halo). */
function markerLabel(marker: MapMarker, side: LabelSide): AMapLabel {
  return {
    content:
      `<span style="font-size:12px;color:#1f2933;text-shadow:0 0 2px #fff,0 0 2px #fff">` +
      `${escapeHtml(marker.label)}</span>`,
    direction: DIRECTION[side],
  };
}

/**
 * Labels the markers once the view is fitted: each on the side where it covers no other marker
 * or label at the zoom the map chose (label-placement.ts, the offline map's rule).
 */
export function labelMarkers(
  map: AMapMap,
  overlays: AMapMarker[],
  markers: MapMarker[],
  width: number,
): LabelSide[] {
  const points = markers.map((mk) => {
    const px = map.lngLatToContainer(mk.position);
    return { kind: mk.kind, label: mk.label, at: { x: px.getX(), y: px.getY() } };
  });
  const sides = placeLabels(points, width, true);
  overlays.forEach((o, i) => o.setLabel(markerLabel(markers[i]!, sides[i]!)));
  return sides;
}

/** The overlays, markers last (in the content's order). */
export function amapOverlays(AMap: AMapNamespace, content: MapContent): AMapOverlay[] {
  const fences = content.fences.map((f) => {
    const style = {
      strokeColor: fenceStyle.stroke,
      fillColor: fenceStyle.fill,
      fillOpacity: fenceStyle.fillOpacity,
      strokeStyle: 'dashed' as const,
    };
    return f.shape === 'circle'
      ? new AMap.Circle({ center: f.centre, radius: f.radiusM, ...style })
      : new AMap.Polygon({ path: f.path, ...style });
  });
  const lines = LINE_ORDER.flatMap((kind) =>
    content.lines
      .filter((l) => l.kind === kind && l.path.length > 1)
      .map(
        (l) =>
          new AMap.Polyline({
            path: l.path,
            strokeColor: lineStyle[kind].colour,
            strokeWeight: lineStyle[kind].width,
            strokeOpacity: 0.9,
            strokeStyle: lineStyle[kind].dashed ? 'dashed' : 'solid',
            zIndex: kind === 'track' ? 60 : 50,
          }),
      ),
  );
  const markers = content.markers.map(
    (mk) =>
      new AMap.Marker({
        position: mk.position,
        content: markerHtml(mk),
        title: `${m.markerKind[mk.kind]}：${mk.label}`,
        anchor: 'center',
        zIndex: mk.kind === 'truck' ? 130 : 110,
      }),
  );
  return [...fences, ...lines, ...markers];
}
