/**
 * The cousins' hooks into track laying (cousins.json; 1820 §14.4): Bedlington's extra city upgrade
 * and its kickback, Joseph Locke's terrain discount paid by the bank, and the Gas Light & Coke
 * big-city lay's use and kickback. The rules themselves live in cousins.ts and cousinAbilities.ts.
 */
import type { Mechanism } from '../core/mechanism';
import type { Ctx } from '../context';
import type { LayCheck } from '../map/lay';
import { stopRevenue } from '../routes/revenue';
import { pay } from '../state/bank';
import { cousinHolder } from '../state/types';
import { abilityWithUseLeft, BIG_CITY_REF, claimRefusal, FREE_STATION_REF, kickbackFor, noteUse, payKickback, routeAbilities } from './cousinAbilities';
import { cousinCash, extraCityUpgradeBy, setUpCousins, terrainDiscount } from './cousins';
import type { Title } from '../definition/compile';
import type { GameState } from '../state/types';

/** The best revenue of the cities of the tile laid on `hex`. */
function cityRevenue(ctx: Ctx, hex: string, tileId: string): number {
  const tile = ctx.title.tiles.get(tileId)!;
  return Math.max(0, ...tile.cities.map((node) => stopRevenue(ctx.title, ctx.state, { hex, node })));
}

function tileLaid(ctx: Ctx, corp: string, hex: string, tileId: string, check: LayCheck): void {
  if (check.kickback) {
    pay(ctx, 'bank', cousinHolder(check.kickback.cousin), check.kickback.amount);
    ctx.log.push(`${ctx.title.cousin.get(check.kickback.cousin)!.name} takes off ${check.kickback.amount} of the terrain and barrier costs and receives it from the bank`);
  }
  // Gas Light & Coke: a use of the ability, and the big-city tile's value to the cousin (1820 §14.4.2 L1432).
  if (check.bigCityBy) {
    noteUse(ctx, corp, check.bigCityBy);
    payKickback(ctx, check.bigCityBy, kickbackFor(ctx.title.cousin.get(check.bigCityBy)!.kickback, { tile: cityRevenue(ctx, hex, tileId) }), `${corp} lays the big city ${tileId} on ${hex}`);
  }
  // Bedlington's kickback: half the revenue of the upgraded city, from the bank (1820 §14.4.1).
  if (check.cityUpgradeBy) {
    const half = Math.floor(cityRevenue(ctx, hex, tileId) / 2);
    pay(ctx, 'bank', cousinHolder(check.cityUpgradeBy), half);
    ctx.log.push(`${ctx.title.cousin.get(check.cityUpgradeBy)!.name} gives ${corp} an extra city upgrade and receives ${half}`);
  }
}

/** A cousin's cash is never negative, only a cousin in play holds money, and its owner matches its status. */
function cousinInvariants(_title: Title, state: GameState): string[] {
  const errors: string[] = [];
  for (const c of Object.values(state.cousins ?? {})) {
    if (c.cash < 0) errors.push(`cousin ${c.id} has negative cash ${c.cash}`);
    if (c.status !== 'owned' && c.cash !== 0) errors.push(`cousin ${c.id} is ${c.status} but holds ${c.cash}`);
    if ((c.status === 'owned' && c.owner === null) || (c.status === 'offered' && c.owner !== null)) errors.push(`cousin ${c.id} is ${c.status} with owner ${c.owner}`);
  }
  return errors;
}

export const mechanism: Mechanism = {
  id: 'cousinInvestors',
  block: 'cousins',
  appliesTo: (d) => (d.cousins?.cousins ?? []).length > 0,
  hooks: {
    setUp: setUpCousins, extraCityUpgrade: extraCityUpgradeBy, layDiscount: terrainDiscount, tileLaid, moneyHeldElsewhere: cousinCash, invariants: cousinInvariants,
    routeAbilities,
    // Gas Light & Coke's big-city lay (1820 §14.4.2) and Stephenson & Fox's free station (§14.3.2), claimed by choice.
    layAbility: (ctx, corp) => abilityWithUseLeft(ctx, corp, 'bigCitySpecial'),
    stationAbility: (ctx, corp) => abilityWithUseLeft(ctx, corp, 'freeStation'),
    abilityClaimRefusal: (ctx, corp, cousin, use) =>
      use === 'lay' ? claimRefusal(ctx, corp, cousin, 'bigCitySpecial', BIG_CITY_REF) : claimRefusal(ctx, corp, cousin, 'freeStation', FREE_STATION_REF),
    stationAbilityUsed: (ctx, corp, cousin, hex) => {
      noteUse(ctx, corp, cousin);
      payKickback(ctx, cousin, kickbackFor(ctx.title.cousin.get(cousin)!.kickback, {}), `${corp} places its station on ${hex} for free`);
    },
    // Kickbacks for the route abilities used, one per route claiming each (1820 §14.2.1 L1376, §14.2.2 L1386, §14.5.2 L1466).
    routeAbilitiesUsed: (ctx, corp, routes) => {
      for (const c of routes) for (const u of c.cousins ?? []) payKickback(ctx, u.cousin, u.kickback, `${corp}'s ${c.train} uses its ability`);
    },
  },
};
