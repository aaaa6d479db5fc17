/**
 * The 1862 solo tableau (state.tableau): its columns of share cards face up, only each
 * column's last card takeable; the draw pile, the cup, the corporations out of the game and
 * the home hexes out of play.
 */
import type { JSX } from 'preact';
import { textOn } from './geometry';
import type { CorporationStyle } from './types';

export interface TableauData {
  columns: readonly (readonly { corporation: string; certificate: number }[])[];
  drawPile: number;
  cup: readonly string[];
  out: readonly string[];
  hexes: readonly { hex: string; state: string }[];
  permitQueue?: readonly string[];
  mulligan?: boolean;
}

export interface TableauProps {
  tableau: TableauData;
  corporations?: readonly CorporationStyle[];
  /** Columns whose top card may be taken now (from legalActions), highlighted and clickable. */
  takeable?: readonly number[];
  onTake?: (column: number) => void;
}

export function Tableau({ tableau, corporations = [], takeable = [], onTake }: TableauProps): JSX.Element {
  const colors = new Map(corporations.map((c) => [c.id, c.color]));
  return (
    <div class="tableau" style={{ fontFamily: 'sans-serif' }}>
      <div style={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
        {tableau.columns.map((col, i) => {
          const canTake = takeable.includes(i);
          return (
            <div key={i} data-column={i} style={{ display: 'flex', flexDirection: 'column', minWidth: '64px' }}>
              {col.length === 0 && <div style={{ border: '1px dashed #999', height: '40px', borderRadius: '4px' }} />}
              {col.map((card, k) => {
                const top = k === col.length - 1;
                const color = colors.get(card.corporation) ?? '#666';
                const takeNow = top && canTake && !!onTake;
                const style = {
                  background: color, color: textOn(color), border: takeNow ? '3px solid #ff8c00' : '1px solid #333', borderRadius: '4px',
                  marginTop: k === 0 ? '0' : '-20px', height: '40px', lineHeight: '16px', textAlign: 'left' as const, padding: '1px 6px',
                  fontWeight: 'bold', fontSize: '13px', boxSizing: 'border-box' as const, opacity: 1, cursor: takeNow ? 'pointer' : 'default',
                };
                const label = `${card.corporation}${card.certificate === 0 ? ' (P)' : ''}`;
                // Only a column's top card can be taken: the others are plain cards, not buttons.
                return takeNow ? (
                  <button key={k} type="button" data-card={`${card.corporation}/${card.certificate}`} onClick={() => onTake!(i)} style={style}>{label}</button>
                ) : (
                  <div key={k} data-card={`${card.corporation}/${card.certificate}`} style={style}>{label}</div>
                );
              })}
            </div>
          );
        })}
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', marginTop: '8px' }}>
        <dt>Draw pile</dt>
        <dd data-draw-pile>{tableau.drawPile} cards</dd>
        <dt>Cup</dt>
        <dd>{tableau.cup.join(', ') || '—'}</dd>
        <dt>Out of the game</dt>
        <dd>{tableau.out.join(', ') || '—'}</dd>
        <dt>Home hexes</dt>
        <dd>{tableau.hexes.map((h) => `${h.hex} (${h.state})`).join(', ') || '—'}</dd>
        {tableau.permitQueue && (
          <>
            <dt>Permits to come</dt>
            <dd>{tableau.permitQueue.join(', ') || '—'}</dd>
          </>
        )}
        {tableau.mulligan !== undefined && (
          <>
            <dt>Mulligan</dt>
            <dd>{tableau.mulligan ? 'available' : 'used'}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
