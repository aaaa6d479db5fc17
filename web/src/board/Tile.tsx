/**
 * One tile drawn in its hex's own coordinates (centre 0,0, radius R): the coloured hex,
 * track from its topology, cities with their station slots (and the tokens in them),
 * towns, off-board values and the label. Pure: everything comes in as props.
 */
import type { JSX } from 'preact';
import { edgeMid, edgeToEdge, hexPoints, nodeExits, nodePositions, PHASE_FILL, R, textOn, TILE_FILL, type Point } from './geometry';
import type { Layout, TileGeometry } from './types';

export interface SlotToken {
  corporation: string;
  color: string;
  /** A reservation (home not yet placed) is drawn as a ring, a blocked marker greyed. */
  reserved?: boolean;
  blocked?: boolean;
}

export interface TileArtProps {
  tile: TileGeometry;
  rotation: number;
  layout: Layout;
  /** Tokens by city index (the tile's station nodes), then slot. */
  tokens?: Record<number, (SlotToken | undefined)[]>;
  /** Revenue now per node index (state.map.hexes.stops); otherwise the tile's own. */
  revenueNow?: Record<number, number>;
  /** City indexes to highlight as legal station slots. */
  highlightCities?: readonly number[];
  onCityClick?: (city: number) => void;
  /** Draw only the track and stops, not the hex (a blank printed hex shows beneath). */
  bare?: boolean;
}

const TRACK = 0.12 * R;

function slotOffsets(slots: number, r: number): Point[] {
  if (slots <= 1) return [{ x: 0, y: 0 }];
  if (slots === 2) return [{ x: -r, y: 0 }, { x: r, y: 0 }];
  if (slots === 3) return [{ x: -r, y: r * 0.58 }, { x: r, y: r * 0.58 }, { x: 0, y: -r * 1.15 }];
  if (slots === 4) return [{ x: -r, y: -r }, { x: r, y: -r }, { x: -r, y: r }, { x: r, y: r }];
  return Array.from({ length: slots }, (_, i) => {
    const a = (2 * Math.PI * i) / slots - Math.PI / 2;
    return { x: Math.cos(a) * r * 1.6, y: Math.sin(a) * r * 1.6 };
  });
}

/** The direction, among the six corners, farthest from a node's track: where its revenue goes. */
function freeSide(exits: number[], layout: Layout, at: Point): Point {
  let best = { x: 0, y: -1 };
  let bestScore = -Infinity;
  for (let v = 0; v < 6; v++) {
    const a = ((layout === 'flat' ? 60 : 90) + 60 * v) * (Math.PI / 180);
    const dir = { x: Math.cos(a), y: Math.sin(a) };
    let score = exits.length ? Math.min(...exits.map((e) => {
      const m = edgeMid(e, layout);
      return -(dir.x * m.x + dir.y * m.y) / R;
    })) : 0;
    // Prefer the side away from the hex's middle for nodes off centre.
    score += (dir.x * at.x + dir.y * at.y) / R;
    if (score > bestScore) {
      bestScore = score;
      best = dir;
    }
  }
  return best;
}

export function TileArt({ tile, rotation, layout, tokens = {}, revenueNow = {}, highlightCities = [], onCityClick, bare }: TileArtProps): JSX.Element {
  const pos = nodePositions(tile, rotation, layout);
  const exits = nodeExits(tile, rotation);
  const multi = tile.nodes.length > 1;
  const slotR = (multi ? 0.17 : 0.21) * R;
  const parts: JSX.Element[] = [];
  const track: JSX.Element[] = [];
  const tables = new Set<string>();

  tile.paths.forEach((p, i) => {
    type End = { edge: number } | { node: number };
    const a: End = p.a.edge != null ? { edge: (p.a.edge + rotation) % 6 } : { node: p.a.node ?? 0 };
    const b: End = p.b.edge != null ? { edge: (p.b.edge + rotation) % 6 } : { node: p.b.node ?? 0 };
    let d: string;
    if ('edge' in a && 'edge' in b) d = edgeToEdge(a.edge, b.edge, layout);
    else {
      const at = (x: End): Point => ('edge' in x ? edgeMid(x.edge, layout) : pos[x.node] ?? { x: 0, y: 0 });
      const pa = at(a);
      const pb = at(b);
      d = `M ${pa.x.toFixed(2)} ${pa.y.toFixed(2)} L ${pb.x.toFixed(2)} ${pb.y.toFixed(2)}`;
    }
    // A light casing under each rail keeps crossing track readable.
    track.push(<path key={`c${i}`} d={d} stroke="#fff" stroke-width={TRACK + 3} fill="none" />);
    track.push(<path key={`t${i}`} class="track" d={d} stroke="#111" stroke-width={TRACK} fill="none" stroke-linecap="butt" />);
  });

  tile.nodes.forEach((node, i) => {
    const at = pos[i]!;
    const now = revenueNow[i] ?? node.revenue ?? 0;
    if (node.kind === 'city' || (node.kind === 'offboard' && node.slots > 0)) {
      const offsets = slotOffsets(node.slots, slotR);
      const city = node.city ?? 0;
      const lit = highlightCities.includes(city);
      parts.push(
        <g key={`n${i}`} class="city" data-city={city} transform={`translate(${at.x.toFixed(2)},${at.y.toFixed(2)})`}
          onClick={onCityClick ? (e: MouseEvent) => { e.stopPropagation(); onCityClick(city); } : undefined}
          style={onCityClick && lit ? 'cursor:pointer' : undefined}>
          {node.slots === 2 && <rect x={-slotR} y={-slotR} width={2 * slotR} height={2 * slotR} fill="#fff" stroke="none" />}
          {node.slots === 2 && <path d={`M ${-slotR} ${-slotR} H ${slotR} M ${-slotR} ${slotR} H ${slotR}`} stroke="#111" stroke-width={1.5} />}
          {offsets.map((o, s) => {
            const tok = tokens[city]?.[s];
            return (
              <g key={s} data-slot={s} data-token={tok && !tok.reserved ? tok.corporation : undefined}>
                <circle cx={o.x} cy={o.y} r={slotR} fill={tok && !tok.reserved ? (tok.blocked ? '#888' : tok.color) : '#fff'} stroke="#111" stroke-width={1.5} />
                {tok && tok.reserved && <circle cx={o.x} cy={o.y} r={slotR - 3} fill="none" stroke={tok.color} stroke-width={2.5} stroke-dasharray="3 2" />}
                {tok && (
                  <text x={o.x} y={o.y} font-size={Math.min(slotR * 0.8, (slotR * 2.6) / Math.max(2, tok.corporation.length))} text-anchor="middle" dominant-baseline="central"
                    fill={tok.reserved ? '#333' : textOn(tok.color)} font-weight="bold" font-family="sans-serif">{tok.corporation}</text>
                )}
              </g>
            );
          })}
          {lit && <circle class="city-highlight" r={slotR * (node.slots >= 2 ? 1.9 : 1.2)} fill="none" stroke="#ff7f00" stroke-width={4} />}
        </g>,
      );
    } else if (node.kind === 'town' || node.kind === 'halt') {
      const ex = exits[i]!;
      if (node.kind === 'town' && ex.length === 2 && !multi) {
        // A town on through track is a bar across the rail.
        const m1 = edgeMid(ex[0]!, layout);
        const m2 = edgeMid(ex[1]!, layout);
        const angle = (Math.atan2(m2.y - m1.y, m2.x - m1.x) * 180) / Math.PI;
        parts.push(<rect key={`n${i}`} class="town" x={-0.06 * R} y={-0.2 * R} width={0.12 * R} height={0.4 * R} fill="#111" transform={`translate(${at.x},${at.y}) rotate(${angle.toFixed(1)})`} />);
      } else {
        parts.push(<circle key={`n${i}`} class={node.kind} cx={at.x} cy={at.y} r={0.1 * R} fill={node.kind === 'halt' ? '#fff' : '#111'} stroke="#111" stroke-width={2} />);
      }
    }
    if (node.kind === 'offboard') {
      const byColor = node.revenueByColor ?? [];
      // An area over several nodes (1820's London) prints its values once.
      const table = JSON.stringify(byColor);
      const repeated = tables.has(table);
      tables.add(table);
      if (byColor.length && repeated) {
        // drawn already
      } else if (byColor.length) {
        // Six phases (1843) must still fit across the hex.
        const w = Math.min(0.36 * R, (1.5 * R) / byColor.length);
        const x0 = (-byColor.length * w) / 2;
        const shared = tile.nodes.filter((n) => n.kind === 'offboard').length > 1;
        const y = shared ? -0.72 * R : tile.nodes.length > 1 ? at.y + 0.22 * R : -0.55 * R;
        parts.push(
          <g key={`r${i}`} class="offboard-revenue">
            {byColor.map((c, k) => (
              <g key={k}>
                <rect x={x0 + k * w} y={y} width={w} height={0.3 * R} fill={PHASE_FILL[c.color] ?? '#ddd'} stroke="#111" stroke-width={c.revenue === now ? 2.5 : 0.8} />
                <text x={x0 + k * w + w / 2} y={y + 0.15 * R} font-size={0.2 * R} text-anchor="middle" dominant-baseline="central" font-family="sans-serif"
                  font-weight={c.revenue === now ? 'bold' : 'normal'} fill={textOn(PHASE_FILL[c.color] ?? '#ddd')}>{c.revenue}</text>
              </g>
            ))}
          </g>,
        );
      } else if (now > 0) {
        parts.push(<text key={`r${i}`} x={at.x} y={at.y - 0.5 * R} font-size={0.24 * R} text-anchor="middle" font-weight="bold" font-family="sans-serif">{now}</text>);
      }
    } else if ((node.kind === 'city' || node.kind === 'town') && now > 0) {
      const side = freeSide(exits[i]!, layout, at);
      const reach = node.kind === 'city' ? slotR * (node.slots >= 3 ? 2.2 : node.slots === 2 ? 1.8 : 1.2) + 0.12 * R : 0.25 * R;
      const c = { x: at.x + side.x * reach, y: at.y + side.y * reach };
      parts.push(
        <g key={`r${i}`} class="revenue">
          <circle cx={c.x} cy={c.y} r={0.13 * R} fill="#fff" stroke="#111" stroke-width={1} />
          <text x={c.x} y={c.y} font-size={0.15 * R} text-anchor="middle" dominant-baseline="central" font-family="sans-serif">{now}</text>
        </g>,
      );
    }
  });

  const fill = TILE_FILL[tile.color] ?? '#ddd';
  return (
    <g class="tile">
      {!bare && <polygon points={hexPoints(layout)} fill={fill} />}
      {track}
      {parts}
      {tile.label && (
        <text class="tile-label" x={-0.55 * R} y={-0.3 * R} font-size={(tile.label.length > 3 ? 0.16 : 0.24) * R} font-weight="bold" font-family="sans-serif" fill={textOn(fill)}>
          {tile.label}
        </text>
      )}
    </g>
  );
}
