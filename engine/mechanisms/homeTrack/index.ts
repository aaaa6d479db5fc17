/**
 * Home track at float: a corporation that floats in a stock round on a home hex
 * without track lays a yellow tile there at once, through its president, before play
 * goes on; the lay is extra and does not use its first operating turn's lay (1860
 * rules, Floating, OCR ~L550-558). Switched on by title.json
 * rounds.stock.homeTrackAtFloat.
 *
 * The stock round keeps the corporations waiting to lay in `round.homeTrack`; while it
 * is not empty the corporation at its head acts (see rounds/stock.ts).
 */
import { buildingAllowed } from '../phaseRestrictions';
import type { Mechanism } from '../../core/mechanism';
import { actionId } from '../../ids';
import type { Ctx } from '../../context';
import { illegal } from '../../errors';
import type { LayTileAction } from '../../generated/actions';
import { placedTile, reach } from '../../map/graph';
import { checkLay, layTile, type SpecialLay } from '../../map/lay';
import type { CorporationState, StockRoundState } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';

const REF = '1860 rules, Floating (the home tile is laid when the company floats)';

const homeHex = (ctx: Ctx, corp: string): string => ctx.title.corporation.get(corp)!.home!.hex;

function special(ctx: Ctx, corp: string): SpecialLay {
  return { consumesLay: false, hexes: [homeHex(ctx, corp)], colors: ['yellow'] };
}

/** After `c` floats: queue its home lay when the title asks for one and the home hex has no track. */
export function queueHomeTrack(ctx: Ctx, c: CorporationState): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !ctx.title.rounds.stock.homeTrackAtFloat || !buildingAllowed(ctx.title, ctx.state)) return;
  const shown = placedTile(ctx.title, ctx.state, homeHex(ctx, c.id));
  if (shown && shown.paths.length > 0) return;
  (round.homeTrack ??= []).push(c.id);
  ctx.log.push(`${c.id} must lay a tile on its home hex before play goes on`);
}

/** The corporation that must lay its home tile now, acting through its president. */
export function homeTrackActor(ctx: Ctx): Actor | null {
  const round = ctx.state.round as StockRoundState;
  const corp = round.homeTrack?.[0];
  if (!corp) return null;
  return { entityType: 'corporation', entity: corp, seat: ctx.state.corporations[corp]!.president! };
}

/** Every legal home lay; a pass only when there is none (18xx.games HomeTrack does the same). */
export function homeTrackLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const hex = homeHex(ctx, corp);
  const out: LegalAction[] = [];
  // The network and the lay's terms are the same for every candidate: work them out once.
  const network = reach(ctx.title, ctx.state, corp);
  const terms = special(ctx, corp);
  for (const tile of ctx.title.manifestOrder) {
    if (ctx.title.tiles.get(tile)!.color !== 'yellow') continue;
    for (let rotation = 0; rotation < 6; rotation++) {
      if ('code' in checkLay(ctx, corp, hex, tile, rotation, network, terms)) continue;
      const action = act(actor, 'lay_tile', { hex, tile, rotation });
      out.push({ id: actionId(action), action });
    }
  }
  if (out.length === 0) out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  return out;
}

export function processHomeTrack(ctx: Ctx, actor: Actor, action: { type: string }): void {
  const round = ctx.state.round as StockRoundState;
  const corp = String(actor.entity);
  if (action.type === 'pass') {
    if (homeTrackLegal(ctx, actor).some((l) => l.action.type === 'lay_tile')) throw illegal(`${corp} must lay its home tile`, REF);
  } else if (action.type === 'lay_tile') {
    const a = action as LayTileAction;
    const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, special(ctx, corp));
    if ('code' in res) throw res;
    layTile(ctx, corp, a.hex, a.tile, a.rotation, res, true);
  } else {
    throw illegal(`${corp} must lay its home tile first`, REF);
  }
  round.homeTrack!.shift();
}

/** rounds.stock.homeTrackAtFloat: a floated corporation lays a tile on its bare home hex before play goes on. */
export const mechanism: Mechanism = {
  id: 'homeTrack',
  slice: { keys: ['homeTrack'] },
  block: 'title.rounds.stock.homeTrackAtFloat',
  appliesTo: (d) => d.title.rounds.stock.homeTrackAtFloat === true,
  hooks: { floatCompleted: queueHomeTrack },
};

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** Corporations that floated this round and must lay their home tile now, first one first (rounds.stock.homeTrackAtFloat). */
    homeTrack?: string[];
  }
}
