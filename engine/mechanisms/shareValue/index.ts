/**
 * What a share is worth to the player who holds it, where a title says it is not
 * simply the market price: 1860's trainless companies, whose shares sell for half and
 * count half at the end (1860 rules, Selling shares and Winning the game; OCR ~L432,
 * ~L410), unless the optional rule that keeps full value for companies that have not
 * yet operated is on (18xx.games option non_operated_full_value).
 *
 * Data: title.json rounds.stock.trainlessShareValue: "half", or "halfOnceOperated" with the
 * optional rule.
 */
import type { Title } from '../../definition/compile';
import type { CorporationState } from '../../state/types';
import { sharePercent } from '../../shares/holdings';
import type { Mechanism } from '../../core/mechanism';

declare module '../../definition/rules-summary' {
  interface StockRoundSummaryParts {
    /** rounds.stock.trainlessShareValue: "half" or "halfOnceOperated"; null: full value. */
    trainlessShareValue: 'half' | 'halfOnceOperated' | null;
  }
}

/** Whether `c`'s shares are at half value now. */
export function halfValue(title: Title, c: CorporationState): boolean {
  const cfg = title.rounds.stock;
  if (cfg.trainlessShareValue === undefined || c.trains.length > 0) return false;
  return !(cfg.trainlessShareValue === 'halfOnceOperated' && !c.operated);
}

/** What a sold share fetches (the core's, engine/shares/terms.ts): half the price while halfValue (hook salePrice). */
export { salePricePerShare } from '../../shares/terms';

/** What a certificate of `percent` counts for in net worth (each certificate halved and rounded down). */
export function certificateValue(title: Title, c: CorporationState, price: number, percent: number): number {
  const full = (percent / sharePercent(title, c)) * price;
  return halfValue(title, c) ? Math.floor(full / 2) : full;
}

/** Half-value shares count half at the end of the game. */
export const mechanism: Mechanism = {
  id: 'shareValue',
  block: 'title.rounds.stock.trainlessShareValue',
  appliesTo: (d) => d.title.rounds.stock.trainlessShareValue !== undefined,
  summary: {
    fields: (title) => ({ stockRound: { trainlessShareValue: title.rounds.stock.trainlessShareValue ?? null } }),
    fieldsWhenOff: { stockRound: { trainlessShareValue: null } },
    text: {
      selling: (s) =>
        s.stockRound.trainlessShareValue === null
          ? []
          : [
              `Shares of a corporation that ${s.stockRound.trainlessShareValue === 'halfOnceOperated' ? 'has operated and ' : ''}owns no train sell for half the market price, rounded down, and count half in net worth.`,
            ],
    },
  },
  hooks: {
    certificateWorth: (title, c, price, percent) => (halfValue(title, c) ? certificateValue(title, c, price, percent) : null),
    salePrice: (title, c, price) => (halfValue(title, c) ? Math.floor(price / 2) : null),
  },
};
