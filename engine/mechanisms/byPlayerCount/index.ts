/**
 * title.json `byPlayerCount`: rules that hold only in games of some player counts, chosen by the
 * number of players when the game is set up. Each entry may give the corporations other
 * certificates, float a corporation by moving its unsold initial offering to the market, make
 * "sold out" mean an empty market, and take a second market share out of the game when a player
 * who is not the president buys one. The settings follow 18xx.games' 18Chesapeake `two_player?`
 * rules (g_18_chesapeake game.rb setup and float_corporation, round/stock.rb sold_out?,
 * share_pool.rb buy_shares); no rules text for that title is at hand.
 */
import { playerName, type Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import type { SummaryStructure, SummaryWords } from '../../definition/rules-summary';
import { seatOf, type CorporationState, type GameState } from '../../state/types';
import { grantedCorporation, grantsPresident, grantsShareAbilities } from '../abilities';

/** One player count's rules (schema: engine/mechanisms/byPlayerCount/schema.json). */
export type PlayerCountRules = NonNullable<TitleFile['byPlayerCount']>[string];

/** Where a certificate taken out of the game is (18xx.games hands it to the bank, which never sells it). */
export const REMOVED_HOLDER = 'removed';

const table = (title: Title): Record<string, PlayerCountRules> => title.definition.title.byPlayerCount ?? {};

/** The rules of this game's player count, or null when the title lists none for it. */
export function playerCountRules(title: Title, state: GameState): PlayerCountRules | null {
  return table(title)[String(state.players.length)] ?? null;
}

/** The corporations whose president's certificate a company's grantsShare hands over: drawn at setup, or named. */
function grantedCorporations(title: Title, state: GameState): Set<string> {
  return new Set(grantsShareAbilities(title).filter(({ p }) => grantsPresident(p)).map(({ company, p }) => grantedCorporation(state, company, p)).filter(Boolean));
}

/**
 * At setup, after grantsShare has drawn its corporations: the certificates of this player count
 * (18xx.games two_player?: the president's certificate becomes 30% and the last 10% share leaves
 * the game, except for the Cornelius Vanderbilt's corporation).
 */
function setUp(title: Title, state: GameState): void {
  const certificates = playerCountRules(title, state)?.corporationCertificates;
  if (!certificates) return;
  const kept = certificates.exceptGrantedPresident ? grantedCorporations(title, state) : new Set<string>();
  for (const def of title.corporations) {
    if (kept.has(def.id)) continue;
    const c = state.corporations[def.id]!;
    c.certificates = [...certificates.percents];
    c.certs = certificates.percents.map(() => 'ipo');
  }
}

/** floatMovesIpoToMarket: the unsold initial offering goes to the market at the float (18xx.games float_corporation). */
function floatCompleted(ctx: Ctx, c: CorporationState): void {
  if (!playerCountRules(ctx.title, ctx.state)?.floatMovesIpoToMarket) return;
  let moved = 0;
  c.certs.forEach((h, i) => {
    if (h !== 'ipo') return;
    c.certs[i] = 'market';
    moved += 1;
  });
  if (moved > 0) ctx.log.push(`${c.id}'s remaining shares are transferred to the market`);
}

/** marketBuyRemovesShare "nonPresident" applies to a purchase by `buyer` of `c`: a player, not its president (before the purchase). */
function removesShare(ctx: Ctx, buyer: string, c: CorporationState): boolean {
  if (playerCountRules(ctx.title, ctx.state)?.marketBuyRemovesShare !== 'nonPresident') return false;
  const seat = seatOf(buyer);
  return seat !== null && c.president !== seat;
}

/**
 * marketBuyRemovesShare "nonPresident", where the bought share is the market's only one: it leaves
 * the game instead, unpaid, and the buyer gets nothing (18xx.games share_pool.rb buy_shares removes
 * the market's last share before the sale, and sells nothing when that was the share bought).
 */
function purchaseTakenOut(ctx: Ctx, buyer: string, c: CorporationState, index: number): boolean {
  if (!removesShare(ctx, buyer, c) || c.certs.some((h, i) => h === 'market' && i !== index)) return false;
  c.certs[index] = REMOVED_HOLDER;
  ctx.log.push(`${playerName(ctx, seatOf(buyer)!)} removes the market's only share of ${c.id} from the game and buys nothing`);
  return true;
}

/**
 * marketBuyRemovesShare "nonPresident": a purchase by a player who is not the president (the
 * president before the purchase) takes the market's last share of the corporation out of the game
 * (18xx.games share_pool.rb buy_shares); where the bought share was the market's only one,
 * purchaseTakenOut has removed it instead.
 */
function shareBought(ctx: Ctx, buyer: string, corp: string): void {
  const c = ctx.state.corporations[corp]!;
  if (!removesShare(ctx, buyer, c)) return;
  const last = c.certs.lastIndexOf('market');
  if (last <= 0) return;
  c.certs[last] = REMOVED_HOLDER;
  ctx.log.push(`${playerName(ctx, seatOf(buyer)!)} removes a share of ${corp} from the game`);
}

/** soldOut "noMarketShares": floated, and none of its shares in the market (18xx.games round/stock.rb sold_out?). */
function soldOutTest(ctx: Ctx, c: CorporationState): { soldOut: boolean } | null {
  if (playerCountRules(ctx.title, ctx.state)?.soldOut !== 'noMarketShares') return null;
  return { soldOut: c.floated && !c.certs.includes('market') };
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** title.json byPlayerCount: the rules that hold only in games of a player count, by count. */
    byPlayerCount: ({ players: number } & PlayerCountRules)[];
  }
}

/** "a 30% president's certificate and seven 10% shares". */
function certificateWords(percents: number[], say: SummaryWords): string {
  const [president, ...rest] = percents;
  const counts = new Map<number, number>();
  for (const p of rest) counts.set(p, (counts.get(p) ?? 0) + 1);
  const shares = [...counts].map(([p, n]) => `${n} ${p}% share${n === 1 ? '' : 's'}`);
  return say.list([`a ${president}% president's certificate`, ...shares]);
}

function sentences(s: SummaryStructure, say: SummaryWords): string[] {
  return s.special.byPlayerCount.map((r) => {
    const parts: string[] = [];
    const certs = r.corporationCertificates;
    if (certs)
      parts.push(`every corporation${certs.exceptGrantedPresident ? " but one whose president's certificate a company hands over" : ''} has ${certificateWords(certs.percents, say)}`);
    if (r.floatMovesIpoToMarket) parts.push("a corporation's unsold initial offering goes to the market when it floats");
    if (r.soldOut === 'noMarketShares') parts.push('a floated corporation is sold out when the market holds none of its shares');
    if (r.marketBuyRemovesShare === 'nonPresident')
      parts.push(
        "when a player who is not a corporation's president buys one of its shares, the market's last share of it leaves the game; if that is the share being bought, it leaves the game unpaid and the buyer gets nothing",
      );
    return `With ${r.players} players: ${parts.join('; ')}.`;
  });
}

export const mechanism: Mechanism = {
  id: 'byPlayerCount',
  block: 'title.byPlayerCount',
  appliesTo: (d) => Object.keys(d.title.byPlayerCount ?? {}).length > 0,
  hooks: {
    setUp,
    floatCompleted,
    purchaseTakenOut,
    shareBought,
    soldOutTest,
    certificateHolders: () => [REMOVED_HOLDER],
  },
  summary: {
    fields: (title) => ({
      special: {
        byPlayerCount: Object.entries(table(title))
          .map(([k, v]) => ({ players: Number(k), ...v }))
          .sort((a, b) => a.players - b.players),
      },
    }),
    fieldsWhenOff: { special: { byPlayerCount: [] } },
    text: { stockRound: sentences },
  },
};
