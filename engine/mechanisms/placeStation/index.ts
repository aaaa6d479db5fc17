/**
 * A private company's free station on a named hex without a connection (18GA's Waycross & Southern:
 * "may place a station token in Waycross (I9) at no cost, if there is room ... need not connect ...
 * only during the token-placement step ... counts as the corporation's one station placement";
 * 18xx.games' `token` ability with a teleport price). The company stays open.
 *
 * Data: companies.json ability { kind: "placeStation", when: "ownerOperatingTurn", condition: {
 * ownerType: "corporation" }, params: { hexes, price?, uses? } }. In the owning corporation's station
 * step, before it has placed a station that turn, the company's place_token puts the corporation's next
 * station in a city of one of `hexes` with a free slot, for `price` (default 0) instead of the charter's
 * price; it is the turn's station. While the power can be used the station step stays open
 * (stationStepHeld), as 18xx.games holds its token step for it, until the corporation places a station
 * or passes.
 */
import { money, type Ctx } from '../../context';
import { illegal, unknown } from '../../errors';
import type { Action, PlaceTokenAction } from '../../generated/actions';
import { freeSlot, nextTokenCost, placeToken } from '../../map/tokens';
import { placedTile } from '../../map/graph';
import { abilitiesOf, abilityId, grantsTo, noteCompanyUse, type Grant } from '../../definition/abilities';
import type { Mechanism } from '../../core/mechanism';
import { actionId } from '../../ids';
import { currentOperatingStep } from '../../rounds/operating';
import { hexBlockedBy } from '../abilities';
import { act, type Actor, type LegalAction } from '../../steps/step';

const REF = "18GA Waycross & Southern: a free station in Waycross without a connection, as the turn's station (18xx.games token ability)";

interface Params {
  hexes: string[];
  price?: number;
  uses?: number;
  /** Only on a hex whose tile has no track yet (18NL's P2). */
  onlyWithoutTrack?: boolean;
  /** Not on a hex a company's blocksHex ability closes now (18NL's P2). */
  notOnBlockedHexes?: boolean;
}

/** Why the ability may not put a station on `hex` now (its params onlyWithoutTrack, notOnBlockedHexes), or null. */
function hexRefusal(ctx: Ctx, p: Params, hex: string): string | null {
  if (p.onlyWithoutTrack && (placedTile(ctx.title, ctx.state, hex)?.tile.paths.length ?? 0) > 0) return `${hex} has track`;
  const blocker = p.notOnBlockedHexes ? hexBlockedBy(ctx, hex) : null;
  return blocker ? `${hex} is blocked by ${blocker}` : null;
}

/** The company's placeStation ability and its id, or null. */
function abilityOf(ctx: Ctx, company: string): { id: string; p: Params } | null {
  const ab = abilitiesOf(ctx, company, 'placeStation')[0];
  return ab ? { id: abilityId(ab), p: ab.params as unknown as Params } : null;
}

/** The placeStation grant of `company` to `corp` (which must own it, open), or null. */
const grantOf = (ctx: Ctx, corp: string, company: string): Grant<Params> | null =>
  grantsTo<Params>(ctx, corp, 'placeStation').find((g) => g.holder.id === company) ?? null;

/** Why `corp` may not use `company`'s free station now, or null. */
function refusal(ctx: Ctx, corp: string, company: string): string | null {
  if (!abilityOf(ctx, company)) return `${company} has no station power`;
  const grant = grantOf(ctx, corp, company);
  if (!grant) return `${corp} does not own ${company}`;
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.current !== corp) return 'only in the owning corporation\'s operating turn';
  if (currentOperatingStep(ctx)?.name !== 'placeToken') return `${company}'s station is placed in the station step`;
  if (round.turn.tokenPlaced) return 'one station per turn';
  if (grant.usesLeft <= 0) return `${company}'s power is used up`;
  if (nextTokenCost(ctx, corp) === null) return `${corp} has no station left`;
  if (ctx.state.corporations[corp]!.cash < (grant.params.price ?? 0)) return `${company}'s station costs ${money(ctx, grant.params.price ?? 0)}`;
  return null;
}

/** The cities of the ability's hexes where `corp` may place the station now. */
function places(ctx: Ctx, corp: string, company: string): { hex: string; city: number }[] {
  const ab = abilityOf(ctx, company);
  if (!ab || refusal(ctx, corp, company) !== null) return [];
  const out: { hex: string; city: number }[] = [];
  for (const hex of ab.p.hexes) {
    if (ctx.state.corporations[corp]!.tokens.some((t) => t.hex === hex) || hexRefusal(ctx, ab.p, hex) !== null) continue;
    (placedTile(ctx.title, ctx.state, hex)?.tile.cities ?? []).forEach((_n, city) => {
      if (freeSlot(ctx, hex, city, corp) !== null) out.push({ hex, city });
    });
  }
  return out;
}

const owned = (ctx: Ctx, corp: string): string[] => grantsTo(ctx, corp, 'placeStation').map((g) => g.holder.id);

function legal(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  return owned(ctx, corp).flatMap((company) =>
    places(ctx, corp, company).map((p) => {
      const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'place_token', p);
      return { id: `${actionId(action)}:${company}`, action };
    }),
  );
}

function process(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type !== 'place_token' || action.entityType !== 'company' || abilityOf(ctx, String(action.entity)) === null) return false;
  const corp = String(actor.entity);
  const company = String(action.entity);
  const why = refusal(ctx, corp, company);
  if (why) throw illegal(why, REF);
  const a = action as PlaceTokenAction;
  const ab = abilityOf(ctx, company)!;
  if (!ab.p.hexes.includes(a.hex)) throw illegal(`${company} places its station only on ${ab.p.hexes.join(', ')}`, REF);
  const hexWhy = hexRefusal(ctx, ab.p, a.hex);
  if (hexWhy) throw illegal(`${company} may not place its station there: ${hexWhy}`, REF);
  const cities = placedTile(ctx.title, ctx.state, a.hex)?.tile.cities ?? [];
  if (a.city < 0 || a.city >= cities.length) throw unknown(`no city ${a.city} on ${a.hex}`);
  if (ctx.state.corporations[corp]!.tokens.some((t) => t.hex === a.hex)) throw illegal(`${corp} already has a station on ${a.hex}`, REF);
  const slot = freeSlot(ctx, a.hex, a.city, corp);
  if (slot === null) throw illegal(`the city on ${a.hex} has no free slot`, REF);
  const price = ab.p.price ?? 0;
  placeToken(ctx, corp, a.hex, a.city, price, slot, company);
  noteCompanyUse(ctx, company, ab.id, a.hex);
  const round = ctx.state.round;
  if (round.kind === 'operating') round.turn.tokenPlaced = true;
  return true;
}

export const mechanism: Mechanism = {
  id: 'placeStation',
  block: 'companies[].abilities[kind=placeStation]',
  appliesTo: (d) => d.companies.companies.some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'placeStation')),
  hooks: {
    // 18xx.games holds the token step open while the power can be used (G18GA Token: pass only).
    stationStepHeld: (ctx, corp) => owned(ctx, corp).find((company) => places(ctx, corp, company).length > 0) ?? null,
  },
  anytime: { operating: [{ name: 'placeStation', legal, process }] },
};
