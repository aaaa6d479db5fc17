/**
 * rounds.stock.certificateGifts with the stock step "giftCertificates" (18ChristmasEve; 18xx.games'
 * G18ChristmasEve gifts, facts only): in a stock turn, the president of a corporation may give a player who
 * holds none of its shares one of their ordinary certificates, or the president's certificate, for nothing.
 * A gift is an action of the turn (it counts as acting, for priority) that does not end it. The president's
 * certificate may be given only while the giver holds at most `presidencyGiverMaxPercent` and no other player
 * more than `presidencyOthersMaxPercent` (so the receiver, with it, holds at least as much as anyone), and,
 * with `presidencyOncePerRound`, once per corporation in a round. Its receiver becomes president; a larger
 * holding then takes the presidency as after any change of holdings.
 */
import { playerName, type Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { illegal, invalid } from '../../errors';
import type { Action, ChooseAction } from '../../generated/actions';
import type { RoundsConfig } from '../../generated/definition';
import type { SummaryStructure, SummaryWords } from '../../definition/rules-summary';
import { certPercents, percentHeld, updatePresidency } from '../../shares/holdings';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';
import { playerHolder, type CorporationState } from '../../state/types';

export const GIFTS_REF = "18ChristmasEve (18xx.games' gifts: a president gives a certificate or the presidency to a player without shares)";

type Setting = NonNullable<RoundsConfig['stock']['certificateGifts']>;

const settingOf = (ctx: Ctx): Required<Setting> => {
  const s: Setting = ctx.title.rounds.stock.certificateGifts ?? {};
  return {
    fromStockRound: s.fromStockRound ?? 2,
    presidencyGiverMaxPercent: s.presidencyGiverMaxPercent ?? 40,
    presidencyOthersMaxPercent: s.presidencyOthersMaxPercent ?? 20,
    presidencyOncePerRound: s.presidencyOncePerRound ?? true,
  };
};

interface Gift {
  president: boolean;
  seat: number;
  corporation: string;
}

const choiceOf = (g: Gift): string => `${g.president ? 'prez' : 'cert'}_${g.seat}_${g.corporation}`;

function parseChoice(choice: string): Gift | null {
  const m = /^(cert|prez)_(\d+)_(.+)$/.exec(choice);
  return m ? { president: m[1] === 'prez', seat: Number(m[2]), corporation: m[3]! } : null;
}

/** The last ordinary certificate `seat` holds of `c`, or -1. */
function ordinaryCertificate(c: CorporationState, seat: number): number {
  const holder = playerHolder(seat);
  for (let i = c.certs.length - 1; i > 0; i--) if (c.certs[i] === holder) return i;
  return -1;
}

/** Why `giver` may not make the gift now, or null. */
function giftRefusal(ctx: Ctx, giver: number, g: Gift): string | null {
  const s = settingOf(ctx);
  const round = ctx.state.round;
  if (round.kind !== 'stock' || round.number < s.fromStockRound) return `gifts are made from stock round ${s.fromStockRound} on`;
  const c = ctx.state.corporations[g.corporation];
  if (!c || c.closed) return `no corporation ${g.corporation}`;
  if (c.president !== giver) return `only ${g.corporation}'s president may give its certificates`;
  if (g.seat === giver || !ctx.state.players[g.seat]) return 'a gift goes to another player';
  if (percentHeld(ctx.title, c, playerHolder(g.seat)) > 0) return `${playerName(ctx, g.seat)} already holds shares of ${g.corporation}`;
  if (!g.president) return ordinaryCertificate(c, giver) < 0 ? `the president holds no ordinary certificate of ${g.corporation}` : null;
  if (c.certs[0] !== playerHolder(giver)) return `the president does not hold ${g.corporation}'s president's certificate`;
  if (percentHeld(ctx.title, c, playerHolder(giver)) > s.presidencyGiverMaxPercent)
    return `the president's certificate may be given only by a president holding at most ${s.presidencyGiverMaxPercent}%`;
  if (ctx.state.players.some((p) => p.seat !== giver && percentHeld(ctx.title, c, playerHolder(p.seat)) > s.presidencyOthersMaxPercent))
    return `the president's certificate may not be given while another player holds more than ${s.presidencyOthersMaxPercent}%`;
  if (s.presidencyOncePerRound && round.kind === 'stock' && (round.presidenciesGifted ?? []).includes(g.corporation))
    return `${g.corporation}'s president's certificate has already been given this round`;
  return null;
}

function* giftChoices(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  if (actor.entityType !== 'player') return;
  for (const def of ctx.title.corporations) {
    if (ctx.state.corporations[def.id]?.president !== actor.seat) continue;
    for (const president of [false, true])
      for (const p of ctx.state.players) {
        const g = { president, seat: p.seat, corporation: def.id };
        if (giftRefusal(ctx, actor.seat, g) !== null) continue;
        const choice = choiceOf(g);
        yield { id: `choose:${choice}`, action: act(actor, 'choose', { choice }) };
      }
  }
}

/** The stock step "giftCertificates" (rounds.stock.certificateGifts). */
export const giftCertificates: Step = {
  name: 'giftCertificates',
  accepts: ['choose'],
  legal: (ctx, actor) => [...giftChoices(ctx, actor)],
  choices: giftChoices,
  process(ctx: Ctx, actor: Actor, action: Action) {
    const g = parseChoice((action as ChooseAction).choice);
    if (!g) throw invalid(`a gift is chosen as "cert_<seat>_<corporation>" or "prez_<seat>_<corporation>", not "${(action as ChooseAction).choice}"`);
    const refusal = giftRefusal(ctx, actor.seat, g);
    if (refusal) throw illegal(refusal, GIFTS_REF);
    const c = ctx.state.corporations[g.corporation]!;
    const to = playerHolder(g.seat);
    if (g.president) {
      c.certs[0] = to;
      c.president = g.seat;
      const round = ctx.state.round;
      if (round.kind === 'stock') (round.presidenciesGifted ??= []).push(g.corporation);
      ctx.log.push(`${playerName(ctx, actor.seat)} gives ${g.corporation}'s president's certificate (${certPercents(ctx.title, c)[0]}%) to ${playerName(ctx, g.seat)}`);
      ctx.log.push(`${playerName(ctx, g.seat)} becomes president of ${g.corporation}`);
      updatePresidency(ctx, c);
    } else {
      const index = ordinaryCertificate(c, actor.seat);
      c.certs[index] = to;
      ctx.log.push(`${playerName(ctx, actor.seat)} gives a ${certPercents(ctx.title, c)[index]}% share of ${g.corporation} to ${playerName(ctx, g.seat)}`);
    }
  },
};

declare module '../../definition/rules-summary' {
  interface StockRoundSummaryParts {
    /** rounds.stock.certificateGifts, defaults filled; null: no gifts. */
    certificateGifts: Required<Setting> | null;
  }
}

function sentences(s: SummaryStructure, _say: SummaryWords): string[] {
  const g = s.stockRound.certificateGifts;
  if (!g) return [];
  return [
    `From stock round ${g.fromStockRound} on, a president may, as an action of the turn that does not end it, give a player who holds no share of the corporation one of their ordinary certificates, ` +
      `or the president's certificate (which makes the receiver president) while holding at most ${g.presidencyGiverMaxPercent}% with no other player above ${g.presidencyOthersMaxPercent}%` +
      `${g.presidencyOncePerRound ? ", at most once per corporation in a round" : ''}.`,
  ];
}

export const mechanism: Mechanism = {
  id: 'certificateGifts',
  block: 'title.rounds.stock.certificateGifts',
  appliesTo: (d) => d.title.rounds.stock.certificateGifts !== undefined || d.title.rounds.stock.steps.includes('giftCertificates' as never),
  slice: { keys: ['presidenciesGifted'] },
  stockSteps: { giftCertificates },
  summary: {
    words: { stockSteps: { giftCertificates: 'give a certificate or a presidency to a player without shares' } },
    fields: (title) => {
      const s: Setting = title.rounds.stock.certificateGifts ?? {};
      return {
        stockRound: {
          certificateGifts: {
            fromStockRound: s.fromStockRound ?? 2,
            presidencyGiverMaxPercent: s.presidencyGiverMaxPercent ?? 40,
            presidencyOthersMaxPercent: s.presidencyOthersMaxPercent ?? 20,
            presidencyOncePerRound: s.presidencyOncePerRound ?? true,
          },
        },
      };
    },
    fieldsWhenOff: { stockRound: { certificateGifts: null } },
    text: { stockRound: sentences },
  },
  hooks: {},
};

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** rounds.stock.certificateGifts: the corporations whose president's certificate has been given this round. */
    presidenciesGifted?: string[];
  }
}
