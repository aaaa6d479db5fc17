/**
 * rounds.operating.trainPurchaseMoves (1804; 18xx.games' G1804 BuyTrain, facts only): a corporation buying a
 * train moves its share price up one row, and a corporation selling one to another moves its price down one row,
 * whoever the train came from (the depot, the pool or a corporation).
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { RoundsConfig } from '../../generated/definition';
import { cellAt, moveDown, moveUp } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import type { CorporationState } from '../../state/types';

type Setting = NonNullable<RoundsConfig['operating']['trainPurchaseMoves']>;

const settingOf = (ctx: Ctx): Required<Setting> => {
  const s: Setting = ctx.title.rounds.operating.trainPurchaseMoves ?? {};
  return { buyer: s.buyer ?? 'up', seller: s.seller ?? 'down' };
};

function move(ctx: Ctx, c: CorporationState, up: boolean, why: string): void {
  if (!c.market) return;
  const before = cellAt(ctx.title.market, c.market).price;
  placeMarker(ctx, c, (up ? moveUp : moveDown)(ctx.title.market, c.market));
  const after = cellAt(ctx.title.market, c.market!).price;
  if (after !== before) ctx.log.push(`${c.id}'s share price moves ${up ? 'up' : 'down'} to ${after} for ${why}`);
}

function trainBought(ctx: Ctx, corp: string, _train: unknown, from: string): void {
  const s = settingOf(ctx);
  if (s.buyer === 'up') move(ctx, ctx.state.corporations[corp]!, true, 'buying a train');
  const seller = from.startsWith('corp:') ? from.slice(5) : null;
  if (s.seller === 'down' && seller !== null && seller !== corp) move(ctx, ctx.state.corporations[seller]!, false, 'selling a train');
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** rounds.operating.trainPurchaseMoves, defaults filled; null: a purchase moves no price. */
    trainPurchaseMoves: Required<Setting> | null;
  }
}

export const mechanism: Mechanism = {
  id: 'trainPurchaseMoves',
  block: 'title.rounds.operating.trainPurchaseMoves',
  appliesTo: (d) => d.title.rounds.operating.trainPurchaseMoves !== undefined,
  hooks: { trainBought },
  summary: {
    fields: (title) => {
      const s: Setting = title.rounds.operating.trainPurchaseMoves ?? {};
      return { special: { trainPurchaseMoves: { buyer: s.buyer ?? 'up', seller: s.seller ?? 'down' } } };
    },
    fieldsWhenOff: { special: { trainPurchaseMoves: null } },
    text: {
      operatingRound: (s) => {
        const m = s.special.trainPurchaseMoves;
        if (!m) return [];
        const parts = [m.buyer === 'up' ? "a corporation buying a train moves its share price up one row" : null, m.seller === 'down' ? "a corporation selling a train to another moves its share price down one row" : null].filter((x) => x !== null);
        return parts.length ? [`${parts.join('; ')[0]!.toUpperCase()}${parts.join('; ').slice(1)}.`] : [];
      },
    },
  },
};
