/**
 * Private companies owned by the operating corporation using their abilities
 * during its turn, at any point (the action's entity is the company):
 *
 * - assignToken: put the company's token on one of the listed hexes; it adds
 *   its bonus to routes stopping there (1870: Southern Cattle +$10 for the
 *   owner; Gulf Shipping's open port +$20/+$10 or its closed port +$20, which
 *   closes the company and may also replace the open port in the same city in
 *   a later operating round).
 * - tileLay: lay a tile by the ability (1870: the Mississippi River Bridge
 *   Company's $40 off a river hex, using a normal lay; or, for MP or SSW that
 *   bought it in their first operating round, a free extra lay in their home).
 */
import { actingSeat } from '../state/actingSeat';
import type { Ctx } from '../context';
import { illegal, unknown } from '../errors';
import type { AssignAction, LayTileAction } from '../generated/actions';
import { actionId } from '../ids';
import { acceptedLays, checkLay, layTile, type SpecialLay } from '../map/lay';
import { parseNodeKey, reach, type Reach } from '../map/graph';
import { abilitiesOf, companyHolder, companyUsedOn, grantsOf, noteCompanyUse, ownerFits } from '../definition/abilities';
import { corpHolder } from '../state/types';
import { act, type Actor, type LegalAction } from './step';
import type { OperatingStep } from './operating';

const ASSIGN = '1870 rules, Southern Cattle Company and Gulf Shipping Company tokens';
const LAY = '1870 rules, Mississippi River Bridge Company';

interface AssignParams {
  /** The token's name; an assign action may name it to choose between a company's tokens. */
  token?: string;
  hexes: string[];
  uses?: number;
  revenueBonus?: { owner: number; others: number };
  closesCompany?: boolean;
  /** The ability whose token this one may replace in the same city. */
  replaces?: string;
  /** The replacement waits for an operating round after the one the replaced token went down in. */
  replaceOnlyInLaterOperatingRound?: boolean;
  /** Placed only in place of the `replaces` token, never as the company's first (18xx.games' 1870 port: first open, then closed). */
  onlyAsReplacement?: boolean;
}

interface LayParams {
  hexes?: string[] | 'ownerHome';
  tileColours?: string[];
  tiles?: string[];
  discount?: number;
  free?: boolean;
  consumesLay?: boolean;
  uses?: number;
  sharesUsesWith?: string;
  /** Paid to the bank on top of the lay's cost (1843 rules L5027-5060, Toulouse à Barcelone: 20fr plus terrain). */
  fee?: number;
  /** The company closes once the lay is made (1843's Toulouse à Barcelone). */
  closesCompany?: boolean;
  /** No track connection needed (1843 rules L5120-5160, Paris-Saint-Germain at E14). */
  noConnection?: boolean;
  /** Lost once a tile is laid on one of `hexes` other than by this ability (18Chesapeake's Columbia - Philadelphia). */
  lostOnOtherLay?: boolean;
  /** The tile may bring stops the hex does not show (18AL's Lumber Terminal: a town on an empty swamp). */
  anyStops?: boolean;
}

/** lostOnOtherLay: one of the ability's hexes shows a tile this ability did not lay. */
function lostToOtherLay(ctx: Ctx, company: string, ability: string, hexes: string[]): boolean {
  return hexes.some((hex) => ctx.state.hexes[hex]?.tile != null && !companyUsedOn(ctx, company, ability, hex));
}

/** Companies the operating corporation owns and may use now. */
function ownedCompanies(ctx: Ctx, corp: string): string[] {
  return ctx.title.companies.map((c) => c.id).filter((id) => ctx.state.companies[id]!.owner === corpHolder(corp) && !ctx.state.companies[id]!.closed);
}

/**
 * Companies owned by the operating corporation's president whose tileLay ability is for a player
 * owner (condition.ownerType "player"): the president lays with them in the corporation's turn, free
 * of its lays (1889's Mitsubishi Ferry, 18xx.games' owning_player_track).
 */
export function presidentLayCompanies(ctx: Ctx, corp: string): string[] {
  const president = ctx.state.corporations[corp]?.president;
  if (president === null || president === undefined) return [];
  return ctx.title.companies
    .map((c) => c.id)
    .filter((id) => ctx.state.companies[id]!.owner === `player:${president}` && !ctx.state.companies[id]!.closed)
    .filter((id) => abilitiesOf(ctx, id, 'tileLay').some((ab) => (ab.condition as { ownerType?: string } | undefined)?.ownerType === 'player'));
}

type AssignAbility = { id: string; p: AssignParams; usesLeft: number };

/** The operating round now, as "<set>.<index>", or null outside one. */
function operatingRoundNow(ctx: Ctx): string | null {
  const r = ctx.state.round;
  return r.kind === 'operating' ? `${r.set}.${r.index}` : null;
}

/**
 * The assign abilities of `company` that may place a token on `hex` now. A company has one token
 * on the map at a time and never moves it (1870 rules, Gulf Shipping Company: "neither token may
 * be moved to a different city"). With no token down, any ability with a use left applies: either
 * of Gulf Shipping's tokens may be placed ("One (but not both) of these tokens may be placed").
 * With the company's token on `hex`, only the ability replacing it applies, and with
 * replaceOnlyInLaterOperatingRound not in the operating round it went down in ("it may be
 * replaced in a later operating round by the closed port token").
 */
function assignAbilities(ctx: Ctx, company: string, hex: string): AssignAbility[] {
  const abilities = grantsOf<AssignParams>(companyHolder(ctx, company), 'assignToken').map((g) => ({ id: g.id, p: g.params, usesLeft: g.usesLeft }));
  const existing = ctx.state.markers.find((m) => m.source === company);
  if (existing && existing.hex !== hex) return [];
  if (existing) {
    return abilities.filter((a) => {
      if (!a.p.replaces || a.usesLeft <= 0) return false;
      if (existing.ability !== undefined && existing.ability !== a.p.replaces) return false;
      return !(a.p.replaceOnlyInLaterOperatingRound && existing.placedIn !== undefined && existing.placedIn === operatingRoundNow(ctx));
    });
  }
  return abilities.filter((a) => a.usesLeft > 0 && !a.p.onlyAsReplacement && a.p.hexes.includes(hex) && assignConditionsMet(ctx, company, a.id, hex));
}

/**
 * An assign ability's conditions on its owner (18AL's Warrior Coal Field, 18xx.games G18AL Assign): with
 * `ownerHasTrain` the owning corporation owns a train; with `hexReached` its track network reaches a
 * revenue location of the hex.
 */
function assignConditionsMet(ctx: Ctx, company: string, ability: string, hex: string): boolean {
  const cond = (abilitiesOf(ctx, company, 'assignToken').find((a) => a.id === ability)?.condition ?? {}) as { ownerHasTrain?: boolean; hexReached?: boolean };
  if (!cond.ownerHasTrain && !cond.hexReached) return true;
  const owner = ctx.state.companies[company]!.owner;
  const corp = owner.startsWith('corp:') ? owner.slice(5) : null;
  if (corp === null) return false;
  if (cond.ownerHasTrain && !ctx.state.trains.some((t) => t.owner === owner && !t.rusted)) return false;
  return !cond.hexReached || [...reach(ctx.title, ctx.state, corp).nodes].some((key) => parseNodeKey(key).hex === hex);
}

/**
 * The ability an assign action uses: the one whose token it names, else the first that applies,
 * preferring one that replaces nothing (recorded games name no token: their first port is open).
 */
function assignAbility(ctx: Ctx, company: string, hex: string, token?: string): AssignAbility | null {
  const abilities = assignAbilities(ctx, company, hex);
  if (token !== undefined) return abilities.find((a) => (a.p.token ?? a.id) === token) ?? null;
  return abilities.find((a) => !a.p.replaces) ?? abilities[0] ?? null;
}

export function legalAssigns(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const out: LegalAction[] = [];
  for (const company of ownedCompanies(ctx, corp)) {
    const hexes = new Set(abilitiesOf(ctx, company, 'assignToken').flatMap((a) => (a.params as unknown as AssignParams).hexes));
    for (const hex of [...hexes].sort()) {
      const abilities = assignAbilities(ctx, company, hex);
      // One token to choose: the action names none; several: each is offered by name.
      const tokens = abilities.length > 1 ? abilities.map((a) => a.p.token ?? a.id) : abilities.length === 1 ? [undefined] : [];
      for (const token of tokens) {
        const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'assign', { hex, ...(token !== undefined ? { token } : {}) });
        out.push({ id: actionId(action) + `:${company}` + (token !== undefined ? `:${token}` : ''), action });
      }
    }
  }
  return out;
}

export function processAssign(ctx: Ctx, actor: Actor, a: AssignAction): void {
  const company = String(a.entity);
  const corp = String(actor.entity);
  if (!ctx.state.companies[company]) throw unknown(`no company ${company}`);
  if (ctx.state.companies[company]!.owner !== corpHolder(corp)) throw illegal(`${corp} does not own ${company}`, ASSIGN);
  const ability = assignAbility(ctx, company, a.hex, a.token);
  if (!ability || !ability.p.hexes.includes(a.hex)) throw illegal(`${company} cannot place ${a.token ?? 'a token'} on ${a.hex} now`, ASSIGN);
  ctx.state.markers = ctx.state.markers.filter((m) => !(m.source === company && m.hex === a.hex));
  const bonus = ability.p.revenueBonus ?? { owner: 0, others: 0 };
  const placedIn = operatingRoundNow(ctx);
  ctx.state.markers.push({ hex: a.hex, kind: 'bonus', corporation: corp, ownerBonus: bonus.owner, otherBonus: bonus.others, source: company, ability: ability.id, ...(placedIn ? { placedIn } : {}) });
  noteCompanyUse(ctx, company, ability.id);
  ctx.log.push(`${company} places its ${ability.p.token ?? 'token'} on ${a.hex} for ${corp}`);
  if (ability.p.closesCompany) {
    ctx.state.companies[company]!.closed = true;
    ctx.log.push(`${company} closes`);
  }
}

function layAbilities(ctx: Ctx, company: string, corp: string): { id: string; p: LayParams; spec: SpecialLay }[] {
  const home = ctx.title.corporation.get(corp)!.home!.hex;
  const out: { id: string; p: LayParams; spec: SpecialLay }[] = [];
  for (const g of grantsOf<LayParams>(companyHolder(ctx, company), 'tileLay')) {
    const { id, params: p } = g;
    const cond = (g.ability.condition ?? {}) as { ownerIn?: string[]; boughtInOwnersFirstOperatingRound?: boolean };
    if (cond.ownerIn && !cond.ownerIn.includes(corp)) continue;
    if (!ownerFits(ctx.state.companies[company]?.owner ?? '', g.ability.condition)) continue;
    if (cond.boughtInOwnersFirstOperatingRound) {
      const bought = ctx.state.companyPurchases?.find((b) => b.company === company && b.corporation === corp);
      const r = ctx.state.round;
      if (!bought || ctx.state.corporations[corp]!.operated || r.kind !== 'operating' || bought.set !== r.set || bought.index !== r.index) continue;
    }
    // Abilities that share one use count each other's uses (companyHolder).
    if (g.usesLeft <= 0) continue;
    const hexes = p.hexes === 'ownerHome' ? [home] : p.hexes;
    if (p.lostOnOtherLay && hexes && lostToOtherLay(ctx, company, id, hexes)) continue;
    out.push({ id, p, spec: { consumesLay: p.consumesLay ?? true, discount: p.discount ?? 0, free: p.free ?? false, ...(p.fee ? { fee: p.fee } : {}), ...(p.noConnection ? { anywhere: true } : {}), ...(hexes ? { hexes } : {}), ...(p.tileColours ? { colors: p.tileColours } : {}), ...(p.tiles ? { tiles: p.tiles } : {}), ...(p.anyStops ? { anyStops: true } : {}) } });
  }
  return out;
}

/**
 * The corporation owns a company with an unused tile-lay ability for its operating turn. On
 * 18xx.games such an ability keeps the track step open until the president passes it, even
 * when the corporation's own lays are used up (Tracker#tile_lay_abilities_should_block?).
 */
export function companyLayPending(ctx: Ctx, corp: string): boolean {
  return ownedCompanies(ctx, corp).some((company) => {
    const turnAbilities = new Set(abilitiesOf(ctx, company, 'tileLay').filter((a) => a.when === 'ownerOperatingTurn').map((a) => a.id ?? a.kind));
    return layAbilities(ctx, company, corp).some((ab) => turnAbilities.has(ab.id));
  });
}

export function processCompanyLay(ctx: Ctx, actor: Actor, a: LayTileAction): void {
  const company = String(a.entity);
  const corp = String(actor.entity);
  if (ctx.state.companies[company]?.owner !== corpHolder(corp) && !presidentLayCompanies(ctx, corp).includes(company)) throw illegal(`${corp} does not own ${company}`, LAY);
  let last = null;
  // An extra lay (one that uses none of the corporation's normal lays) is taken first when both apply.
  const abilities = layAbilities(ctx, company, corp).sort((x, y) => Number(x.spec.consumesLay) - Number(y.spec.consumesLay));
  for (const ab of abilities) {
    const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, ab.spec);
    if ('code' in res) {
      last = res;
      continue;
    }
    layTile(ctx, corp, a.hex, a.tile, a.rotation, res, !ab.spec.consumesLay);
    noteCompanyUse(ctx, company, ab.id, ab.p.lostOnOtherLay ? a.hex : undefined);
    if (ab.p.closesCompany) {
      ctx.state.companies[company]!.closed = true;
      ctx.log.push(`${company} closes`);
    }
    return;
  }
  throw last ?? illegal(`${company} has no tile lay to use`, LAY);
}

export function legalCompanyLays(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const out: LegalAction[] = [];
  const seen = new Set<string>();
  // The corporation's network, walked once: every candidate below is checked against the same state.
  let network: Reach | null = null;
  for (const company of [...ownedCompanies(ctx, corp), ...presidentLayCompanies(ctx, corp)]) {
    for (const ab of layAbilities(ctx, company, corp)) {
      network ??= reach(ctx.title, ctx.state, corp);
      for (const { hex, tile, rotation } of acceptedLays(ctx, corp, ab.spec.hexes ?? ctx.title.hexIds, network, ab.spec)) {
        const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'lay_tile', { hex, tile, rotation });
        const id = `${actionId(action)}:${company}`;
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ id, action });
      }
    }
  }
  return out;
}

/**
 * Placing private-company tokens as a step of its own: the corporation may do
 * it at any point of its turn, and before the turn ends it is asked (pass to
 * keep the token for later), as 18xx.games asks.
 */
export const assignStep: OperatingStep = {
  name: 'assign',
  accepts: ['assign'],
  legal: (ctx, actor) => legalAssigns(ctx, actor),
  process: (ctx, actor, action) => processAssign(ctx, actor, action as AssignAction),
  done: (ctx, corp) => legalAssigns(ctx, { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) }).length === 0,
  passBlocked: () => null,
};
