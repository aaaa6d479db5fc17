/**
 * The stock market as the title prints it: a 2-D grid, a 1-D ladder (one row) or a
 * zig-zag (two rows whose prices alternate, the lower row set half a cell off), with each
 * corporation's marker on its cell, stacked in arrival order (the first arrived on top).
 */
import type { JSX } from 'preact';
import { textOn } from './geometry';
import type { CorporationStyle, MarketData } from './types';

export interface StockMarketProps {
  market: MarketData;
  /** Board.market: "grid", "ladder" or "zigzag"; by default a one-row market is a ladder. */
  shape?: string;
  corporations?: readonly CorporationStyle[];
  /** Prices a corporation may be parred at now, highlighted (optional). */
  highlightPrices?: readonly number[];
  onCellClick?: (row: number, col: number, price: number) => void;
}

const W = 44;
const H = 36;

const ZONE_FILL: Record<string, string> = {
  closes: '#555',
  endsGame: '#b33',
  unlimitedHolding: '#f1a340',
  noCertLimit: '#f7e27a',
  multiBuy: '#c98b4e',
  belowLedge: '#ddd',
};

function cellFill(flags: readonly string[], par: boolean): string {
  for (const f of ['closes', 'endsGame', 'multiBuy', 'unlimitedHolding', 'noCertLimit']) if (flags.includes(f)) return ZONE_FILL[f]!;
  return par ? '#cfe3ff' : '#fff';
}

export function StockMarket({ market, shape, corporations = [], highlightPrices = [], onCellClick }: StockMarketProps): JSX.Element {
  const kind = shape ?? (market.rows.length === 1 ? 'ladder' : 'grid');
  const colors = new Map(corporations.map((c) => [c.id, c.color]));
  const cols = Math.max(...market.rows.map((r) => r.cells.length));
  // A ladder is one row; it wraps onto lines of 13 cells so that it stays readable.
  const perLine = kind === 'ladder' ? Math.min(cols, 13) : cols;
  const place = (row: number, col: number): { x: number; y: number } => {
    if (kind === 'ladder') return { x: (col % perLine) * W, y: Math.floor(col / perLine) * (H + 24) };
    if (kind === 'zigzag') return { x: (col - (row % 2 ? 0.5 : 0)) * W + W / 2, y: row * H };
    return { x: col * W, y: row * H };
  };
  const lines = kind === 'ladder' ? Math.ceil(cols / perLine) : market.rows.length;
  const width = (perLine + (kind === 'zigzag' ? 1 : 0)) * W + 2;
  const height = kind === 'ladder' ? lines * (H + 24) : lines * H + 26;
  const stacks = new Map<string, { corporation: string; order: number }[]>();
  for (const p of market.positions) {
    const key = `${p.row}:${p.col}`;
    stacks.set(key, [...(stacks.get(key) ?? []), p].sort((a, b) => a.order - b.order));
  }
  const lit = new Set(highlightPrices);
  return (
    // Never shrunk below its drawn size, so a long market (1862's 36 columns) scrolls instead of becoming unreadable.
    <div class="stock-market-scroll" style={{ overflowX: 'auto', maxWidth: '100%' }}>
    <svg class="stock-market" data-shape={kind} viewBox={`-1 -1 ${width} ${height}`} style={{ width: '100%', minWidth: `${width}px`, maxWidth: `${width * 1.5}px`, height: 'auto' }}
      xmlns="http://www.w3.org/2000/svg" font-family="sans-serif">
      {market.rows.map((r, row) =>
        r.cells.map((cell, col) => {
          if (!cell) return null;
          const { x, y } = place(row, col);
          const stack = stacks.get(`${row}:${col}`) ?? [];
          return (
            <g key={`${row}:${col}`} data-cell={`${row}:${col}`} data-price={cell.price} transform={`translate(${x},${y})`}
              onClick={onCellClick ? () => onCellClick(row, col, cell.price) : undefined}>
              <rect width={W} height={H} fill={cellFill(cell.flags, cell.par)} stroke={lit.has(cell.price) && cell.par ? '#ff8c00' : '#666'}
                stroke-width={lit.has(cell.price) && cell.par ? 3 : 1} />
              <text x={4} y={12} font-size={11} fill={textOn(cellFill(cell.flags, cell.par))} font-weight={cell.par ? 'bold' : 'normal'}>{cell.price}</text>
              {stack.map((s, i) => (
                <g key={s.corporation} data-marker={s.corporation} transform={`translate(${W - 12 - (i % 3) * 10},${H - 10 - Math.floor(i / 3) * 10 - (stack.length > 3 ? 0 : 0)})`}>
                  <circle r={8} fill={colors.get(s.corporation) ?? '#444'} stroke="#000" stroke-width={1} />
                  <text font-size={6} text-anchor="middle" dominant-baseline="central" fill={textOn(colors.get(s.corporation) ?? '#444')} font-weight="bold">
                    {s.corporation.slice(0, 4)}
                  </text>
                </g>
              ))}
            </g>
          );
        }),
      )}
    </svg>
    </div>
  );
}
