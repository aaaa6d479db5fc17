/**
 * One-share private companies (title.json privateCompanies; 1820 §13.2 L1225-1251, §8.2 step 3
 * L763-770). Not to be confused with companies.json private companies (the private companies most titles sell at the start): these are
 * corporations whose share count fell to one.
 *
 * A private company keeps its CorporationState (`privateTrack` set, `market` null, one certificate,
 * the director's). It:
 * - has no treasury: what it had goes to its director (L1229-1230), and in its operating turn it
 *   spends its director's cash ("treat their director's cash as their treasury", L1231): the
 *   director's cash moves into the company as its turn starts and back as it ends, so every step
 *   that reads a treasury works unchanged;
 * - operates after every company with a price, by its place on the private track
 *   (compareOperatingOrder): the round it became private, then the operating order it had then
 *   (L765-766, "if multiple private companies are formed in the same round");
 * - closes when it ends its operating turn without a train (L1243-1247, §7.2.7 L682-686): its stations
 *   on the map become British Rail's once it has appeared (title.json britishRail; [DECISION] before, they
 *   leave the map, as a liquidated company's do) and its charter leaves the game (closed: never floated
 *   again; the certificate stays with the director, worth nothing);
 * - has no price, so its certificate scores nothing (netWorth skips companies without a price),
 *   takes no loans and issues no shares (both need a price); its director still directs it, so it
 *   counts for endConditions noControlledCompany (1820 G24).
 * Its track allowance (privateTileLays, engine/map/lay.ts) and its purchase before running (operating
 * step privateBuyTrain) are read where those happen. Going public again is
 * engine/mechanisms/shareCounts/increaseShareCount.ts.
 *
 * Not built: merging a new private into another the director already controls (L769-770).
 */
import { money, playerName, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import { corpHolder, playerHolder, type CorporationState } from '../../state/types';
import { pay } from '../../state/bank';
import { keepHexTokens } from '../../state/hexes';
import { britishRailTakesMarkers } from '../britishRail';
import type { Mechanism } from '../../core/mechanism';

type PrivateCompaniesConfig = NonNullable<TitleFile['privateCompanies']>;

export const PRIVATE_REF = '1820 rules §13.2 L1225-1251 (private companies)';

export function privateCompaniesConfig(title: Title): PrivateCompaniesConfig | null {
  return title.definition.title.privateCompanies ?? null;
}

export const isPrivateCompany = (c: CorporationState): boolean => c.privateTrack !== undefined;

/** §8.2 step 3: the company leaves the stock market for the private track; its treasury goes to the director. */
export function becomePrivate(ctx: Ctx, c: CorporationState): void {
  c.privateTrack = { round: ctx.state.roundsStarted, row: c.market!.row, col: c.market!.col, seq: c.marketSeq };
  c.market = null;
  const director = c.president!;
  if (c.cash > 0) {
    ctx.log.push(`${playerName(ctx, director)} receives ${c.id}'s treasury of ${money(ctx, c.cash)}`);
    pay(ctx, corpHolder(c.id), playerHolder(director), c.cash);
  }
  ctx.log.push(`${c.id} becomes a private company`);
}

/** Place on the private track: earlier rounds first, then the operating order the companies had as public companies. */
export function comparePrivateTrack(ctx: Ctx, a: CorporationState, b: CorporationState): number {
  const pa = a.privateTrack!;
  const pb = b.privateTrack!;
  const price = (p: { row: number; col: number }): number => ctx.title.market.rows[p.row]![p.col]!.price;
  return pa.round - pb.round || price(pb) - price(pa) || pb.col - pa.col || pa.row - pb.row || pa.seq - pb.seq;
}

/** Tiles a private company lays in this phase (privateCompanies.tileLays), or null for a public company. */
export function privateTileLays(ctx: Ctx, corp: string): number | null {
  const cfg = privateCompaniesConfig(ctx.title);
  const c = ctx.state.corporations[corp];
  if (!cfg || !c || !isPrivateCompany(c)) return null;
  return cfg.tileLays.byPhase?.[ctx.title.phases[ctx.state.phase]!.id] ?? cfg.tileLays.default;
}

/** As its operating turn starts, the private company takes its director's cash as its treasury (L1231). */
export function startPrivateTurn(ctx: Ctx, c: CorporationState): void {
  if (!isPrivateCompany(c) || c.president === null) return;
  const cash = ctx.state.players[c.president]!.cash;
  if (cash > 0) pay(ctx, playerHolder(c.president), corpHolder(c.id), cash);
}

/** As its turn ends, the treasury goes back to the director; a private company without a train closes (L1243-1247). */
export function endPrivateTurn(ctx: Ctx, c: CorporationState): void {
  if (!isPrivateCompany(c) || c.president === null) return;
  if (c.cash > 0) pay(ctx, corpHolder(c.id), playerHolder(c.president), c.cash);
  if (c.trains.length === 0) closePrivate(ctx, c);
}

function closePrivate(ctx: Ctx, c: CorporationState): void {
  // "All placed station markers on the board are replaced with British Rail station markers" (L1249, L684).
  britishRailTakesMarkers(ctx, c.id, c.tokens);
  for (const t of c.tokens) if (ctx.state.hexes[t.hex]) keepHexTokens(ctx.state, t.hex, (x) => x.corporation !== c.id);
  c.tokens = [];
  c.closed = true;
  ctx.log.push(`${c.id} has no train at the end of its turn and closes; its charter leaves the game`);
}

/**
 * Operating order where a private company is one of the two: one-share private companies
 * (title.json privateCompanies) have no price: they operate after the others, in their order on
 * the private track (1820 §13.2 L1232). Null: the market order decides.
 */
export function privateCompanyOrder(ctx: Ctx, a: CorporationState, b: CorporationState): number | null {
  if (!isPrivateCompany(a) && !isPrivateCompany(b)) return null;
  return isPrivateCompany(a) && isPrivateCompany(b) ? comparePrivateTrack(ctx, a, b) : isPrivateCompany(a) ? 1 : -1;
}

/**
 * A one-share private company lays its own number of tiles (title.json privateCompanies; 1820
 * §13.2 L1233-1234), operates after the public companies, uses its director's cash as its treasury
 * for its turn (L1231); it may buy a train before running (engine/mechanisms/privateBuyTrain/index.ts).
 */
export const mechanism: Mechanism = {
  id: 'privateCompanies',
  block: 'title.privateCompanies',
  slice: { keys: ['privateTrack'] },
  appliesTo: (d) => d.title.privateCompanies !== undefined,
  hooks: {
    corporationStatus: (_title, state, corp) => (state.corporations[corp]?.privateTrack ? ['private'] : []),
    tileLayCount: privateTileLays,
    operatingOrder: privateCompanyOrder,
    operatingTurnStarted: (ctx, corp) => startPrivateTurn(ctx, ctx.state.corporations[corp]!),
    // L1231: a private company spends its director's cash as its treasury, the proceeds of a sale in its turn too.
    spendsDirectorCash: (_title, state, corp) => state.corporations[corp]?.privateTrack !== undefined,
    directorCashRaised: (ctx, corp) => startPrivateTurn(ctx, ctx.state.corporations[corp]!),
    operatingTurnEnded: (ctx, corp) => endPrivateTurn(ctx, ctx.state.corporations[corp]!),
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /**
     * A one-share private company (title.json privateCompanies; 1820 §13.2): its place on the private track,
     * the round it became private and the market cell and arrival it had then (its order among privates
     * formed in one round). Its `market` is then null. Absent: not a private company.
     */
    privateTrack?: { round: number; row: number; col: number; seq: number };
  }
}
