import { fenceStyle, lineStyle, markerColour } from './map-style';
import { mapMessages as m } from './messages';
import { labelOffset } from './label-placement';
import { GRID_STEP, layoutOfflineMap, svgPoints, type OfflineLayout } from './offline-layout';
import styles from './map.module.css';
import type { MapContent } from './types';

/** A teardrop pin whose tip is at (0, 0). */
const PIN = 'M0 0 C-4 -8 -11 -12 -11 -20 A11 11 0 1 1 11 -20 C11 -12 4 -8 0 0 Z';
const HALO = { stroke: '#fff', strokeWidth: 3, paintOrder: 'stroke' } as const;

function Grid({ width, height }: { width: number; height: number }) {
  const xs = Array.from({ length: Math.floor(width / GRID_STEP) }, (_, i) => (i + 1) * GRID_STEP);
  const ys = Array.from({ length: Math.floor(height / GRID_STEP) }, (_, i) => (i + 1) * GRID_STEP);
  return (
    <g stroke="#dde3ea" strokeWidth={1}>
      {xs.map((x) => (
        <line key={`x${x}`} x1={x} y1={0} x2={x} y2={height} />
      ))}
      {ys.map((y) => (
        <line key={`y${y}`} x1={0} y1={y} x2={width} y2={y} />
      ))}
    </g>
  );
}

function Markers({ markers }: Pick<OfflineLayout, 'markers'>) {
  return markers.map(({ kind, label, at, labelSide }, i) => {
    const glyph = m.markerGlyph[kind];
    const colour = markerColour[kind];
    const side = labelOffset(kind, labelSide);
    return (
      <g key={i} transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
        {kind === 'truck' ? (
          <circle r={11} fill={colour} stroke="#fff" strokeWidth={2.5} />
        ) : (
          <path d={PIN} fill={colour} stroke="#fff" strokeWidth={1.5} />
        )}
        {glyph ? (
          <text y={kind === 'truck' ? 4 : -16} textAnchor="middle" fontSize={11} fill="#fff">
            {glyph}
          </text>
        ) : (
          <circle cy={-20} r={4} fill="#fff" />
        )}
        <text
          x={side.dx}
          y={side.dy}
          data-label-side={labelSide}
          textAnchor={side.anchor}
          fontSize={12}
          fill="#1f2933"
          {...HALO}
        >
          {label}
        </text>
      </g>
    );
  });
}

export interface OfflineMapProps {
  content: MapContent;
  height: number;
  /** Room kept at the top for what is painted over the map (the fence status). */
  topInset?: number;
}

/** The map that needs no network: an SVG drawn from the content alone, the same every time. */
export function OfflineMap({ content, height, topInset = 0 }: OfflineMapProps) {
  const layout = layoutOfflineMap(content, height, topInset);
  if (!layout) return null;
  const { view, lines, circles, polygons, markers, scale } = layout;
  const barY = view.height - 14;
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${view.width} ${view.height}`}
      aria-hidden="true"
      data-map="offline"
    >
      <rect width={view.width} height={view.height} fill="#eef1f4" />
      <Grid width={view.width} height={view.height} />
      {circles.map((c, i) => (
        <circle
          key={`c${i}`}
          cx={c.at.x.toFixed(1)}
          cy={c.at.y.toFixed(1)}
          r={c.r.toFixed(1)}
          fill={fenceStyle.fill}
          fillOpacity={fenceStyle.fillOpacity}
          stroke={fenceStyle.stroke}
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
      ))}
      {polygons.map((p, i) => (
        <polygon
          key={`p${i}`}
          points={svgPoints(p.points)}
          fill={fenceStyle.fill}
          fillOpacity={fenceStyle.fillOpacity}
          stroke={fenceStyle.stroke}
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
      ))}
      {lines.map((l, i) => (
        <polyline
          key={`l${i}`}
          data-line={l.kind}
          points={svgPoints(l.points)}
          fill="none"
          stroke={lineStyle[l.kind].colour}
          strokeWidth={lineStyle[l.kind].width}
          strokeDasharray={lineStyle[l.kind].dashed ? '8 6' : undefined}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      <Markers markers={markers} />
      <g data-scale={scale.metres}>
        <path
          d={`M12 ${barY - 5} V${barY} H${(12 + scale.length).toFixed(1)} V${barY - 5}`}
          fill="none"
          stroke="#1f2933"
          strokeWidth={2}
        />
        <text x={12} y={barY - 8} fontSize={11} fill="#1f2933" {...HALO}>
          {scale.label}
        </text>
      </g>
    </svg>
  );
}
