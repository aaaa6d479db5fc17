/**
 * Private-company abilities are data (companies.json `abilities`: kind, when,
 * condition, params). This module reads them; the steps that use an ability
 * call in here rather than knowing any company by name.
 */
import type { Ctx } from '../../context';
import { playerHolder, seatOf, type GameState } from '../../state/types';
import { updatePresidency } from '../../shares/holdings';
import type { Title } from '../../definition/title';
import { drawModulo } from '../../rng';
import type { Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import { illegal, type GameError } from '../../errors';
import { abilitiesOf, ownerFits } from '../../definition/abilities';

// Reading a company's abilities is the core's (engine/definition/abilities.ts).
export { abilitiesOf };

export interface GrantsShareParams {
  /** Absent with drawCorporation. */
  corporation?: string;
  /** The corporation is drawn when the game is set up (state companies[].grantsCorporation). */
  drawCorporation?: boolean;
  certificate: number;
  president?: boolean;
  buyerSetsPar?: boolean;
  /** With buyerSetsPar: the par prices the buyer may choose, whatever the phase (1843 rules L1485-1496, L5515-5529: Lyon-Méditerranée's PLM par, any yellow or green par also in the yellow phase). Absent: the par cells open now. */
  parPrices?: number[];
  closesCompany?: boolean;
  /**
   * A player buying the company from another player receives the certificate again, for nothing, from the pool
   * or the bank; while a player holds it the company is not sold between players (18xx.games'
   * Game::Base#after_buy_company, which the stock round's buy_company calls on every player's purchase: its share
   * pool will not take a share from a player). Not for a president's certificate.
   */
  againOnSaleBetweenPlayers?: boolean;
}

/** Every grantsShare ability of the title's companies, with its company (companies.json order). */
export function grantsShareAbilities(title: Title): { company: string; p: GrantsShareParams }[] {
  return title.companies.flatMap((def) =>
    (def.abilities ?? []).filter((ab) => (ab.kind as string) === 'grantsShare').map((ab) => ({ company: def.id, p: ab.params as unknown as GrantsShareParams })),
  );
}

/** Whether the certificate a grantsShare ability hands over is the president's. */
export const grantsPresident = (p: GrantsShareParams): boolean => p.president === true || p.certificate === 0;

/** The corporation a grantsShare ability of `company` names: the one drawn at setup (drawCorporation), else params.corporation. */
export function grantedCorporation(state: GameState, company: string, p: GrantsShareParams): string {
  return state.companies[company]?.grantsCorporation ?? p.corporation!;
}

/**
 * grantsShare params.drawCorporation: the corporation is drawn when the game is set up, among all
 * corporations in corporations.json order, with the game's generator (with "lcg31" as 18xx.games
 * draws a `random_president`: the next state modulo their number; 18Chesapeake's Cornelius Vanderbilt).
 */
export function drawGrantedCorporations(title: Title, state: GameState): void {
  for (const { company, p } of grantsShareAbilities(title)) {
    if (!p.drawCorporation) continue;
    const corporations = title.corporations.map((c) => c.id);
    state.companies[company]!.grantsCorporation = corporations[drawModulo(state, corporations.length)]!;
  }
}

const GRANT_PAR_REF = "companies.json grantsShare parPrices (1843 rules L1485-1496: Lyon-Méditerranée's PLM par)";

/**
 * On purchase: hand over the certificates the company carries (1870: SLSF's
 * private is SLSF's president's certificate; MKT's private comes with MKT_1).
 * Returns a corporation whose par the buyer must now set, if any, with the par prices allowed.
 */
export function grantSharesOnPurchase(ctx: Ctx, company: string, seat: number): { corporation: string; parPrices?: number[]; parPricesRef?: string } | null {
  let needsPar: { corporation: string; parPrices?: number[]; parPricesRef?: string } | null = null;
  for (const ab of abilitiesOf(ctx, company, 'grantsShare')) {
    const p = ab.params as unknown as GrantsShareParams;
    const corporation = grantedCorporation(ctx.state, company, p);
    const c = ctx.state.corporations[corporation]!;
    c.certs[p.certificate] = playerHolder(seat);
    if (grantsPresident(p)) c.president = seat;
    ctx.log.push(`${ctx.state.players[seat]!.name} receives ${corporation}'s ${grantsPresident(p) ? "president's certificate" : 'share'} with ${company}`);
    if (p.buyerSetsPar && c.par === null) needsPar = { corporation, ...(p.parPrices ? { parPrices: [...p.parPrices], parPricesRef: GRANT_PAR_REF } : {}) };
    if (p.closesCompany) {
      ctx.state.companies[company]!.closed = true;
      ctx.log.push(`${company} closes`);
    }
  }
  return needsPar;
}

const RESALE_REF = "companies.json grantsShare againOnSaleBetweenPlayers (18xx.games Game::Base#after_buy_company on a sale between players; 1830's Camden & Amboy)";

/** The grantsShare abilities of `company` made again when it is sold between players (againOnSaleBetweenPlayers). */
function grantsOnResale(ctx: Ctx, company: string): GrantsShareParams[] {
  return abilitiesOf(ctx, company, 'grantsShare').map((ab) => ab.params as unknown as GrantsShareParams).filter((p) => p.againOnSaleBetweenPlayers === true && !grantsPresident(p));
}

/** Why `company` may not be sold between players now: a certificate it grants again on such a sale is held by a player. */
export function resaleGrantRefusal(ctx: Ctx, company: string): GameError | null {
  for (const p of grantsOnResale(ctx, company)) {
    const corporation = grantedCorporation(ctx.state, company, p);
    const holder = ctx.state.corporations[corporation]!.certs[p.certificate]!;
    if (seatOf(holder) !== null) return illegal(`${corporation}'s share that comes with ${company} is held by ${ctx.state.players[seatOf(holder)!]!.name}, so ${company} cannot be sold between players`, RESALE_REF);
  }
  return null;
}

/** A sale of `company` between players: the buyer receives again the certificates it grants on such a sale, from wherever they lie. */
export function grantSharesOnResale(ctx: Ctx, company: string, seat: number): void {
  for (const p of grantsOnResale(ctx, company)) {
    const corporation = grantedCorporation(ctx.state, company, p);
    const c = ctx.state.corporations[corporation]!;
    c.certs[p.certificate] = playerHolder(seat);
    ctx.log.push(`${ctx.state.players[seat]!.name} receives ${corporation}'s share with ${company}`);
    updatePresidency(ctx, c);
  }
}

export const BLOCKS_HEX_REF = '1843 rules L4976-4982, L4819-4828 (companies.json blocksHex: no tile laid or upgraded on the hexes until the company is bought by a public company or closes)';

/**
 * The open company whose `blocksHex` ability closes `hex` to tiles (or, with params.blocks "stations", to
 * stations) now, or null. The ability's `condition.ownerType` ("player" or "corporation") says which owners
 * make it block; without one it blocks while the company is open.
 */
export function hexBlockedBy(ctx: Ctx, hex: string, blocks: 'tiles' | 'stations' = 'tiles'): string | null {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id];
    if (!co || co.closed) continue;
    for (const ab of def.abilities ?? []) {
      if ((ab.kind as string) !== 'blocksHex') continue;
      const params = ab.params as { hexes?: string[]; blocks?: string } | undefined;
      if ((params?.blocks ?? 'tiles') !== blocks || !(params?.hexes ?? []).includes(hex)) continue;
      if (ownerFits(co.owner, ab.condition)) return def.id;
    }
  }
  return null;
}

export const BLOCKS_STATION_REF = "companies.json blocksHex with blocks \"stations\" (18ChristmasEve's Dumbwaiter Excavation: no station in F3 while a player owns it)";

declare module '../../definition/rules-summary' {
  interface CompanyPowerKinds {
    blocksHex: { company: string; kind: 'blocksHex'; hexes: string[]; ownerType: string | null };
  }
}

/**
 * The rules summary's power of a blocksHex ability that keeps stations off its hexes (params.blocks "stations");
 * one that keeps tiles off is told with the company's description, as before.
 */
const summary: SummaryPart = {
  powers: {
    blocksHex: {
      read: (company, { params: p, condition }) =>
        p.blocks === 'stations' ? { company, kind: 'blocksHex', hexes: [...((p.hexes as string[]) ?? [])], ownerType: (condition?.ownerType as string | undefined) ?? null } : null,
      sentence: (p, { list }) => {
        if (p.kind !== 'blocksHex') return '';
        const when = p.ownerType === 'player' ? `a player owns ${p.company}` : p.ownerType === 'corporation' ? `a corporation owns ${p.company}` : `${p.company} is open`;
        return `No station may be placed on ${list(p.hexes, 'or')} while ${when}.`;
      },
    },
  },
};

/** companies.json blocksHex: no tile laid or upgraded (or no station placed) on a hex while its company blocks it. */
export const mechanism: Mechanism = {
  summary,
  id: 'blocksHex',
  block: 'companies[].abilities[kind=blocksHex]',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'blocksHex')),
  hooks: {
    hexLayRefusal: (ctx, _corp, hex) => {
      const blocker = hexBlockedBy(ctx, hex);
      return blocker ? illegal(`${hex} is blocked by ${blocker}`, BLOCKS_HEX_REF) : null;
    },
    hexStationRefusal: (ctx, _corp, hex) => {
      const blocker = hexBlockedBy(ctx, hex, 'stations');
      return blocker ? illegal(`no station may be placed in ${hex} while ${blocker} blocks it`, BLOCKS_STATION_REF) : null;
    },
  },
};
