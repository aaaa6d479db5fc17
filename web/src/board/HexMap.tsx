/**
 * The SVG map of any title, flat or pointy: every hex as printed (terrain and its cost,
 * borders and water, names, printed cities and off-boards), the tile laid on it drawn from
 * its topology with the tokens in its city slots, reserved homes, and on top of that what a
 * player is choosing: highlighted hexes and cities, candidate tiles with their rotations,
 * and routes. Pure: data in, callbacks out; the only state is which candidate is shown.
 *
 * Each hex's group carries data-hex="<coordinate>", and data-tile="<tile id>" once a tile
 * is laid; candidate controls carry data-candidate-tile and data-action.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { asLayout, hexCentre, hexPoints, nodePositions, R, vertex, type Point } from './geometry';
import { TileArt, type SlotToken } from './Tile';
import type { BoardData, BoardHex, CorporationStyle, HexState, Layout, RouteToDraw, TileCandidates, TileGeometry } from './types';

export interface HexMapProps {
  board: BoardData;
  /** state.map.hexes; omitted: the map as printed. */
  hexes?: readonly HexState[];
  corporations?: readonly CorporationStyle[];
  /** Hexes to outline (legal tile lays). */
  highlightHexes?: readonly string[];
  /** Cities to ring (legal station slots). */
  highlightCities?: readonly { hex: string; city: number }[];
  onHexClick?: (hex: string) => void;
  onCityClick?: (hex: string, city: number) => void;
  /** Tiles to choose among on one hex, drawn in place. */
  candidates?: TileCandidates | null;
  onChooseTile?: (hex: string, tile: string, rotation: number) => void;
  onCancelTile?: () => void;
  routes?: readonly RouteToDraw[];
  /** No clicks at all (history view, spectators). */
  readOnly?: boolean;
}

export const ROUTE_COLORS = ['#e6194b', '#1f78b4', '#33a02c', '#ff7f00', '#6a3d9a', '#b15928'];

const TERRAIN_FILL: Record<string, string> = { hill: '#8a6a3a', mountain: '#6b4f2a', river: '#3b7dd8', water: '#3b7dd8', lake: '#3b7dd8', swamp: '#4f7a4a', forest: '#2f6b2f' };

function TerrainMark({ terrain, cost }: { terrain: string; cost: number }): JSX.Element {
  const fill = TERRAIN_FILL[terrain] ?? '#666';
  const mountainous = terrain === 'hill' || terrain === 'mountain';
  return (
    <g class="terrain" data-terrain={terrain} transform={`translate(0,${-0.48 * R})`}>
      {mountainous ? (
        <path d={`M ${-0.2 * R} ${0.08 * R} L 0 ${-0.14 * R} L ${0.2 * R} ${0.08 * R} Z`} fill={fill} />
      ) : (
        <path d={`M ${-0.22 * R} 0 q ${0.055 * R} ${-0.08 * R} ${0.11 * R} 0 t ${0.11 * R} 0 t ${0.11 * R} 0 t ${0.11 * R} 0`} stroke={fill} stroke-width={3} fill="none" />
      )}
      {cost > 0 && (
        <text y={mountainous ? 0.03 * R : 0.2 * R} x={mountainous ? 0 : 0} font-size={0.15 * R} text-anchor="middle" dominant-baseline={mountainous ? 'auto' : 'central'}
          fill={mountainous ? '#fff' : fill} font-weight="bold" font-family="sans-serif">{cost}</text>
      )}
    </g>
  );
}

function Borders({ hex, layout }: { hex: BoardHex; layout: Layout }): JSX.Element | null {
  if (!hex.borders?.length && !hex.partitions?.length) return null;
  return (
    <g class="borders">
      {(hex.borders ?? []).map((b) => {
        const p = vertex(b.edge, layout);
        const q = vertex(b.edge + 1, layout);
        const water = b.kind === 'impassable';
        const mid = { x: ((p.x + q.x) / 2) * 0.8, y: ((p.y + q.y) / 2) * 0.8 };
        return (
          <g key={b.edge} data-border={b.edge}>
            <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke={water ? '#2a6fd1' : '#e08a1e'} stroke-width={water ? 7 : 5}
              stroke-dasharray={b.openFromPhase ? '6 4' : water ? undefined : '4 3'} stroke-linecap="round" />
            {b.cost > 0 && <text x={mid.x} y={mid.y} font-size={0.15 * R} text-anchor="middle" dominant-baseline="central" font-family="sans-serif" fill="#a55a00" font-weight="bold">{b.cost}</text>}
          </g>
        );
      })}
      {(hex.partitions ?? []).map((p, i) => {
        const a = vertex(p.a, layout);
        const b = vertex(p.b, layout);
        return <line key={`p${i}`} class="partition" x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#2a6fd1" stroke-width={4} stroke-linecap="round" />;
      })}
    </g>
  );
}

const NAME_STYLE = { fontSize: 0.15 * R, fontFamily: 'sans-serif' };

/** Where a route's path entry lies on the map: a stop's node, or the middle of a hex passed through. */
function routePoints(path: readonly string[], centre: Map<string, Point>, nodeAt: (hex: string, node: number) => Point | null): Point[] {
  const out: Point[] = [];
  let lastHex: string | null = null;
  for (const step of path) {
    const dot = step.indexOf('.');
    const hex = dot >= 0 ? step.slice(0, dot) : step;
    const c = centre.get(hex);
    if (!c) continue;
    if (lastHex !== null && lastHex !== hex) {
      // Adjacent hexes meet at the middle of their shared edge: halfway between their centres.
      const l = centre.get(lastHex)!;
      out.push({ x: (l.x + c.x) / 2, y: (l.y + c.y) / 2 });
    }
    const n = dot >= 0 ? nodeAt(hex, Number(step.slice(dot + 1))) : null;
    out.push(n ? { x: c.x + n.x, y: c.y + n.y } : c);
    lastHex = hex;
  }
  return out;
}

export function HexMap(props: HexMapProps): JSX.Element {
  const { board, hexes, corporations = [], highlightHexes = [], highlightCities = [], candidates, routes = [], readOnly } = props;
  const layout = asLayout(board.layout);
  const tiles = useMemo(() => new Map<string, TileGeometry>(board.tiles.map((t) => [t.id, t])), [board]);
  const states = useMemo(() => new Map<string, HexState>((hexes ?? []).map((h) => [h.id, h])), [hexes]);
  const colors = new Map(corporations.map((c) => [c.id, c.color]));
  const centre = useMemo(() => new Map<string, Point>(board.hexes.map((h) => [h.id, hexCentre(h.x, h.y, layout)])), [board, layout]);

  const xs = [...centre.values()].map((p) => p.x);
  const ys = [...centre.values()].map((p) => p.y);
  const pad = R * 1.1;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * pad;

  const shown = (hex: BoardHex): { tile: TileGeometry | null; rotation: number; laid: string | null } => {
    const st = states.get(hex.id);
    const id = st ? (st.shows ?? null) : (hex.printedTile ?? null);
    return { tile: id ? (tiles.get(id) ?? null) : null, rotation: st?.shows && st.tile ? st.rotation : 0, laid: st?.tile ?? null };
  };

  const nodeAt = (hexId: string, node: number): Point | null => {
    const hex = board.hexes.find((h) => h.id === hexId);
    if (!hex) return null;
    const { tile, rotation } = shown(hex);
    return tile ? (nodePositions(tile, rotation, layout)[node] ?? null) : null;
  };

  const lit = new Set(highlightHexes);
  const click = (hex: string) => (readOnly || !props.onHexClick ? undefined : () => props.onHexClick!(hex));

  return (
    <svg class="hex-map" viewBox={`${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`} xmlns="http://www.w3.org/2000/svg"
      style={{ width: '100%', height: 'auto', maxWidth: `${Math.round(width * 1.6)}px` }} data-layout={layout}>
      <g class="hexes">
        {board.hexes.map((hex) => {
          const c = centre.get(hex.id)!;
          const { tile, rotation, laid } = shown(hex);
          const st = states.get(hex.id);
          const tokens: Record<number, (SlotToken | undefined)[]> = {};
          for (const t of st?.tokens ?? []) {
            (tokens[t.city] ??= [])[t.slot] = { corporation: t.corporation, color: colors.get(t.corporation) ?? '#444', blocked: t.blocked === true };
          }
          // A home not yet placed is reserved in the first free slot of its city.
          for (const home of hex.homes ?? []) {
            if ((st?.tokens ?? []).some((t) => t.corporation === home.corporation)) continue;
            const cityNode = tile?.nodes.find((n) => n.city === home.city);
            if (!cityNode) continue;
            const slots = (tokens[home.city] ??= []);
            for (let s = 0; s < cityNode.slots; s++) {
              if (!slots[s]) {
                slots[s] = { corporation: home.corporation, color: colors.get(home.corporation) ?? '#444', reserved: true };
                break;
              }
            }
          }
          const revenueNow: Record<number, number> = {};
          for (const s of st?.stops ?? []) revenueNow[s.node] = s.revenue;
          const cities = highlightCities.filter((h) => h.hex === hex.id).map((h) => h.city);
          const blankFill = '#f4ecd6';
          const printedRed = tile && !laid && tile.color === 'red';
          const label = st?.label ?? hex.label ?? null;
          return (
            <g key={hex.id} data-hex={hex.id} data-tile={laid ?? undefined} transform={`translate(${c.x.toFixed(2)},${c.y.toFixed(2)})`}
              onClick={click(hex.id)} style={click(hex.id) ? 'cursor:pointer' : undefined}>
              <polygon points={hexPoints(layout)} fill={blankFill} />
              {!laid && hex.terrain && <TerrainMark terrain={hex.terrain} cost={hex.cost} />}
              {!hex.terrain && !laid && hex.cost > 0 && <TerrainMark terrain="hill" cost={hex.cost} />}
              {tile && (
                <TileArt tile={tile} rotation={rotation} layout={layout} tokens={tokens} revenueNow={revenueNow} highlightCities={cities}
                  bare={!laid && tile.color === 'white'}
                  onCityClick={readOnly || !props.onCityClick || cities.length === 0 ? undefined : (city) => props.onCityClick!(hex.id, city)} />
              )}
              {label && !tile?.label && (
                <text x={-0.55 * R} y={-0.3 * R} font-size={0.24 * R} font-weight="bold" font-family="sans-serif">{label}</text>
              )}
              {hex.name && (
                <text x={0} y={printedRed ? 0.5 * R : 0.68 * R} font-size={NAME_STYLE.fontSize} font-family={NAME_STYLE.fontFamily} text-anchor="middle"
                  fill={printedRed ? '#fff' : '#222'} font-weight={printedRed ? 'bold' : 'normal'}>{hex.name}</text>
              )}
              {(hex.icons ?? []).length > 0 && (
                <text x={0.45 * R} y={-0.3 * R} font-size={0.13 * R} font-family="sans-serif" text-anchor="middle" font-style="italic" fill="#234">{(hex.icons ?? []).join(' ')}</text>
              )}
              <text class="coord" x={0} y={(layout === 'flat' ? -0.7 : -0.76) * R} font-size={0.12 * R} font-family="sans-serif" text-anchor="middle" fill="rgba(0,0,0,0.45)">{hex.id}</text>
              <polygon points={hexPoints(layout)} fill="none" stroke="#555" stroke-width={1} />
            </g>
          );
        })}
      </g>
      <g class="map-borders" pointer-events="none">
        {board.hexes.map((hex) => {
          const c = centre.get(hex.id)!;
          return (
            <g key={hex.id} transform={`translate(${c.x.toFixed(2)},${c.y.toFixed(2)})`}>
              <Borders hex={hex} layout={layout} />
            </g>
          );
        })}
      </g>
      <g class="highlights" pointer-events="none">
        {board.hexes.filter((h) => lit.has(h.id)).map((hex) => {
          const c = centre.get(hex.id)!;
          return <polygon key={hex.id} data-highlight={hex.id} points={hexPoints(layout, 0.93)} transform={`translate(${c.x.toFixed(2)},${c.y.toFixed(2)})`} fill="rgba(255,160,0,0.12)" stroke="#ff8c00" stroke-width={4} />;
        })}
      </g>
      <g class="routes" pointer-events="none">
        {routes.map((route, i) => {
          const pts = routePoints(route.path, centre, nodeAt);
          if (pts.length < 2) return null;
          const color = route.color ?? ROUTE_COLORS[i % ROUTE_COLORS.length]!;
          return (
            <polyline key={i} data-route={route.train} points={pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" stroke={color}
              stroke-width={0.16 * R} stroke-opacity={0.75} stroke-linejoin="round" stroke-linecap="round" />
          );
        })}
      </g>
      {candidates && centre.has(candidates.hex) && candidates.options.length > 0 && (
        <CandidateChooser key={candidates.hex} candidates={candidates} at={centre.get(candidates.hex)!} tiles={tiles} layout={layout}
          bottom={minY + height} readOnly={readOnly} onChoose={props.onChooseTile} onCancel={props.onCancelTile} />
      )}
    </svg>
  );
}

interface ChooserProps {
  candidates: TileCandidates;
  at: Point;
  tiles: Map<string, TileGeometry>;
  layout: Layout;
  bottom: number;
  readOnly?: boolean;
  onChoose?: (hex: string, tile: string, rotation: number) => void;
  onCancel?: () => void;
}

/** The legal tiles for one hex: the chosen one drawn in place (click to turn it), the others as a row to pick from. */
function CandidateChooser({ candidates, at, tiles, layout, bottom, readOnly, onChoose, onCancel }: ChooserProps): JSX.Element {
  const [pick, setPick] = useState({ option: 0, rotation: candidates.options[0]!.rotations[0] ?? 0 });
  useEffect(() => setPick({ option: 0, rotation: candidates.options[0]!.rotations[0] ?? 0 }), [candidates]);
  const option = candidates.options[Math.min(pick.option, candidates.options.length - 1)]!;
  const tile = tiles.get(option.tile);
  const turn = (step: number) => {
    const rs = option.rotations;
    const i = rs.indexOf(pick.rotation);
    setPick({ option: pick.option, rotation: rs[(i + step + rs.length) % rs.length]! });
  };
  const thumb = 0.5;
  const rowY = at.y + 1.55 * R > bottom ? at.y - 1.55 * R : at.y + 1.55 * R;
  const rowX0 = at.x - ((candidates.options.length - 1) * 1.0 * R) / 2;
  const button = (x: number, y: number, glyph: string, action: string, onClick: () => void) => (
    <g data-action={action} transform={`translate(${x},${y})`} onClick={(e: MouseEvent) => { e.stopPropagation(); if (!readOnly) onClick(); }} style="cursor:pointer">
      <circle r={0.22 * R} fill="#fff" stroke="#333" stroke-width={1.5} />
      <text font-size={0.28 * R} text-anchor="middle" dominant-baseline="central" font-family="sans-serif">{glyph}</text>
    </g>
  );
  return (
    <g class="candidates" data-candidates={candidates.hex}>
      <g transform={`translate(${at.x},${at.y})`} data-preview-tile={option.tile} data-preview-rotation={pick.rotation}
        onClick={(e: MouseEvent) => { e.stopPropagation(); if (!readOnly) turn(1); }} style="cursor:pointer">
        {tile && <TileArt tile={tile} rotation={pick.rotation} layout={layout} />}
        <polygon points={hexPoints(layout)} fill="none" stroke="#ff8c00" stroke-width={4} stroke-dasharray="8 4" />
      </g>
      {option.rotations.length > 1 && button(at.x - 1.05 * R, at.y, '⟲', 'rotate-left', () => turn(-1))}
      {option.rotations.length > 1 && button(at.x + 1.05 * R, at.y, '⟳', 'rotate-right', () => turn(1))}
      {button(at.x - 0.4 * R, at.y - 1.05 * R, '✓', 'confirm-tile', () => onChoose?.(candidates.hex, option.tile, pick.rotation))}
      {button(at.x + 0.4 * R, at.y - 1.05 * R, '✕', 'cancel-tile', () => onCancel?.())}
      <rect x={rowX0 - 0.6 * R} y={rowY - 0.62 * R} width={(candidates.options.length - 1) * R + 1.2 * R} height={1.4 * R} rx={6}
        fill="rgba(255,255,255,0.92)" stroke="#333" stroke-width={1} />
      {candidates.options.map((o, i) => {
        const t = tiles.get(o.tile);
        const x = rowX0 + i * 1.0 * R;
        return (
          <g key={o.tile} data-candidate-tile={o.tile} transform={`translate(${x},${rowY}) scale(${thumb})`}
            onClick={(e: MouseEvent) => { e.stopPropagation(); if (!readOnly) setPick({ option: i, rotation: o.rotations[0] ?? 0 }); }} style="cursor:pointer">
            <polygon points={hexPoints(layout, 1.08)} fill={i === pick.option ? '#ff8c00' : '#fff'} stroke="#333" />
            {t && <TileArt tile={t} rotation={o.rotations[0] ?? 0} layout={layout} />}
            <text y={1.32 * R} font-size={0.36 * R} text-anchor="middle" font-family="sans-serif">{o.tile}</text>
          </g>
        );
      })}
    </g>
  );
}

