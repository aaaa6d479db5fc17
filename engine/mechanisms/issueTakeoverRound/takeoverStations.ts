/**
 * The acquiring director's choice of the stations handed to British Rail after a takeover or a
 * liquidation purchase (1820 §8.4.3 L861-872, §13.6 L1321-1326; takeover.ts takeStations):
 * - where both companies had a marker in one hex, one or the other must go (L861-862, "at the acquiring
 *   company's director's discretion"): remove_token on either;
 * - above the station maximum markers must go, unplaced ones first (L864-866, L872): choose "charter"
 *   discards an unplaced marker, remove_token a placed one once none is unplaced;
 * - down to the station limit the company may hand over more (L867, L1326), the same way;
 * - pass ends the choice once no hex holds two of its markers and it is within its maximum; the fee for
 *   the markers gained above the limit (L869, `overage`) is then paid.
 * A marker that goes becomes British Rail's once it has appeared, else leaves the map (britishRail.ts,
 * NOTES G15). Only markers gained (extraTokens) can go: the charter's own are within every limit.
 */
import { money, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { Action, ChooseAction, RemoveTokenAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { corpHolder, playerHolder, type CorporationState, type TokenState } from '../../state/types';
import { pay } from '../../state/bank';
import { keepHexTokens } from '../../state/hexes';
import type { Interruption, Mechanism } from '../../core/mechanism';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { britishRailTakesMarkers } from '../britishRail';
import { grantWithUseLeft, useGrant } from '../../definition/abilities';
import { stationLimitFor, stationMarkers } from './stationLimits';
import { playerName } from '../../context';

export const HANDOVER_REF = '1820 rules §8.4.3 L861-872, §13.6 L1321-1326 (stations after a takeover, the acquiring director choosing)';

/** The markers of `c` that share a hex with another of its markers (after a takeover, L861). */
function doubled(c: CorporationState): TokenState[] {
  return c.tokens.filter((t) => c.tokens.filter((u) => u.hex === t.hex).length > 1);
}

/** The later of two of `c`'s markers in the same city, if any. */
function sameCity(c: CorporationState): TokenState | undefined {
  return c.tokens.find((t, i) => c.tokens.findIndex((u) => u.hex === t.hex && u.city === t.city) !== i);
}

const unplacedOf = (ctx: Ctx, c: CorporationState): number => stationMarkers(ctx.title, c) - c.tokens.length;

/** What the acquirer may do now: hand over one of `tokens`, discard an unplaced marker (`charter`), stop (`pass`). */
interface Options {
  tokens: TokenState[];
  charter: boolean;
  pass: boolean;
}

/** The options the rules leave to the acquiring director now (shared by legal() and process()). */
export function handoverOptions(ctx: Ctx, c: CorporationState): Options {
  const pair = doubled(c);
  if (pair.length > 0) return { tokens: pair, charter: false, pass: false };
  const lim = stationLimitFor(ctx.title, c.equalShares);
  const markers = stationMarkers(ctx.title, c);
  const mayGo = lim !== null && markers > lim.limit && (c.extraTokens?.length ?? 0) > 0;
  const unplaced = unplacedOf(ctx, c) > 0;
  return { tokens: mayGo && !unplaced ? [...c.tokens] : [], charter: mayGo && unplaced, pass: lim === null || markers <= lim.maximum };
}

/** Whether the acquirer has a choice to make: two markers in a hex, or more markers than its limit. */
export function handoverNeeded(ctx: Ctx, c: CorporationState): boolean {
  const o = handoverOptions(ctx, c);
  return o.tokens.length > 0 || o.charter;
}

/**
 * Station markers a takeover brings above the acquirer's station limit that a freeStation ability acquires
 * without the overage (1820 §14.3.2 L1406, Stephenson & Fox: "acquire a station marker (see 8.4.3) for
 * free"), as many of `over` as the acquirer has uses left; each use brings its grantor what it brings (a
 * cousin's kickback). Used whenever it can be (decision, NOTES G7: the takeover is settled without the
 * director's choices, and the use saves the full overage at no cost to the company). Returns how many are free.
 */
function freeAcquisitions(ctx: Ctx, corp: string, over: number): number {
  let free = 0;
  for (let grant = grantWithUseLeft(ctx, corp, 'freeStation'); free < over && grant !== null; grant = grantWithUseLeft(ctx, corp, 'freeStation')) {
    useGrant(grant, `${corp} acquires a station marker above its limit for free`);
    free++;
  }
  return free;
}

/** The fee for the markers gained above the limit, up to the maximum (L869), once the choice is made. */
export function payStationOverage(ctx: Ctx, c: CorporationState, before: number): void {
  const lim = stationLimitFor(ctx.title, c.equalShares);
  if (!lim) return;
  const after = stationMarkers(ctx.title, c);
  let over = Math.max(0, Math.min(after, lim.maximum) - Math.max(before, lim.limit));
  // A freeStation ability (a cousin's) acquires markers without the overage (1820 §14.3.2 L1406).
  over -= freeAcquisitions(ctx, c.id, over);
  if (over <= 0) return;
  const due = over * lim.overage;
  const short = Math.max(0, due - c.cash);
  if (short > 0) {
    if (c.president === null || ctx.state.players[c.president]!.cash < short) return;
    pay(ctx, playerHolder(c.president), corpHolder(c.id), short);
    ctx.log.push(`${playerName(ctx, c.president)} contributes ${money(ctx, short)} to ${c.id}`);
  }
  pay(ctx, corpHolder(c.id), 'bank', due);
  ctx.log.push(`${c.id} pays ${money(ctx, due)} for ${over} station${over === 1 ? '' : 's'} above its limit of ${lim.limit}`);
}

/** One of `c`'s markers leaves it: a placed one to British Rail (or off the map before it appears). */
export function handOverMarker(ctx: Ctx, c: CorporationState, t: TokenState | null): void {
  if (t) {
    c.tokens = c.tokens.filter((x) => x !== t);
    if (britishRailTakesMarkers(ctx, c.id, [t]) === 0) {
      const hs = ctx.state.hexes[t.hex];
      // The last of its slots in the city: with two there (sameCity), the first stays.
      const i = hs ? hs.tokens.map((x) => x.corporation === c.id && x.city === t.city).lastIndexOf(true) : -1;
      if (i >= 0) keepHexTokens(ctx.state, t.hex, (_x, k) => k !== i);
      ctx.log.push(`${c.id}'s station in ${t.hex} leaves the map`);
    }
  } else ctx.log.push(`${c.id} discards an unplaced station marker`);
  c.extraTokens?.pop();
}

function pendingCompany(ctx: Ctx): CorporationState | null {
  const h = ctx.state.stationHandover;
  const c = h ? ctx.state.corporations[h.corporation] : undefined;
  return c && !c.closed && c.president !== null ? c : null;
}

function actor(ctx: Ctx): Actor | null {
  const c = pendingCompany(ctx);
  return c ? { entityType: 'corporation', entity: c.id, seat: c.president! } : null;
}

function legal(ctx: Ctx, who: Actor): LegalAction[] {
  const c = ctx.state.corporations[String(who.entity)]!;
  const o = handoverOptions(ctx, c);
  // A hex may hold two of its markers (one per city): the city is part of the id.
  const out: LegalAction[] = o.tokens.map((t) => {
    const action = act(who, 'remove_token', { hex: t.hex, city: t.city, corporation: c.id });
    return { id: `${actionId(action)}:${t.city}`, action };
  });
  const others: Action[] = [];
  if (o.charter) others.push(act(who, 'choose', { choice: 'charter' }));
  if (o.pass) others.push(act(who, 'pass', {}));
  return [...out, ...others.map((action) => ({ id: actionId(action), action }))];
}

function process(ctx: Ctx, who: Actor, action: Action): void {
  const c = ctx.state.corporations[String(who.entity)]!;
  const o = handoverOptions(ctx, c);
  if (action.type === 'remove_token') {
    const a = action as RemoveTokenAction;
    const t = o.tokens.find((x) => x.hex === a.hex && x.city === a.city);
    if (!t || a.corporation !== c.id) throw illegal(`${c.id} may not hand its station in ${a.hex} to British Rail now`, HANDOVER_REF);
    handOverMarker(ctx, c, t);
  } else if (action.type === 'choose') {
    if ((action as ChooseAction).choice !== 'charter' || !o.charter) throw illegal(`${c.id} has no unplaced marker it may discard now`, HANDOVER_REF);
    handOverMarker(ctx, c, null);
  } else if (action.type === 'pass') {
    if (!o.pass) throw illegal(doubled(c).length > 0 ? `${c.id} must first hand over one of its two stations in ${doubled(c)[0]!.hex}` : `${c.id} is above its station maximum`, HANDOVER_REF);
  } else throw illegal(`${c.id} must first settle the stations of its takeover`, HANDOVER_REF);
  // Done when the director passes or nothing is left to choose.
  if (action.type === 'pass' || !handoverNeeded(ctx, c)) settleHandover(ctx, c);
}

/** Ends the choice: the fee for the markers kept above the limit. */
function settleHandover(ctx: Ctx, c: CorporationState): void {
  const before = ctx.state.stationHandover!.before;
  delete ctx.state.stationHandover;
  payStationOverage(ctx, c, before);
}

/**
 * After the sold company's markers have joined the acquirer's (`before`: its count until then): the
 * acquiring director's choice when there is one and a player directs it, else the engine's reading
 * (the sold company's marker goes where both had one, the latest above the maximum), then the fee.
 */
export function settleStations(ctx: Ctx, c: CorporationState, before: number): void {
  // Two markers in one city (each company held a slot of it) are alike: one goes, with nothing to choose.
  for (let dup = sameCity(c); dup; dup = sameCity(c)) handOverMarker(ctx, c, dup);
  if (handoverNeeded(ctx, c) && c.president !== null) {
    ctx.state.stationHandover = { corporation: c.id, before };
    return;
  }
  // Nobody to ask: the later of two markers in a hex (the sold company's), then the latest placed above the maximum.
  for (let pair = doubled(c); pair.length > 0; pair = doubled(c)) handOverMarker(ctx, c, pair[pair.length - 1]!);
  const lim = stationLimitFor(ctx.title, c.equalShares);
  while (lim && stationMarkers(ctx.title, c) > lim.maximum && (c.extraTokens?.length ?? 0) > 0) handOverMarker(ctx, c, unplacedOf(ctx, c) > 0 ? null : c.tokens[c.tokens.length - 1]!);
  payStationOverage(ctx, c, before);
}

const stationHandover: Interruption = { name: 'stationHandover', actor, legal, process };

/** Wherever a takeover or a liquidation purchase ends, its stations are settled before the round goes on. */
export const mechanism: Mechanism = {
  id: 'takeoverStations',
  block: 'title.rounds.issueTakeover.takeovers',
  slice: { keys: ['stationHandover'] },
  appliesTo: (d) => (d.title.rounds as { issueTakeover?: { takeovers?: unknown } }).issueTakeover?.takeovers !== undefined,
  hooks: {},
  interruptions: { stock: [stationHandover], operating: [stationHandover], issueTakeover: [stationHandover] },
};

declare module '../../state/slices' {
  interface GameSlices {
    /**
     * A takeover's stations waiting for the acquiring director's choice (engine/mechanisms/issueTakeoverRound/takeoverStations.ts;
     * 1820 §8.4.3 L861-872, §13.6 L1323-1326): the acquirer and its marker count before the takeover (for the
     * fee above its limit, paid once the choice is made). Absent: none.
     */
    stationHandover?: { corporation: string; before: number };
  }
}
