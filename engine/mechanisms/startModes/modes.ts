/** The start modes (title.json startModes): the mode a corporation starts in, and its par prices. */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import type { StartMode } from '../../generated/definition';

export const START_REF = '1862 rules §2.4-2.5 (chartered and non-chartered companies; title.json startModes)';

type StartModes = NonNullable<Title['definition']['title']['startModes']>;

export function startModes(title: Title): StartModes | null {
  return title.definition.title.startModes ?? null;
}

/** The mode a corporation started now would get: the parliament round's, or a stock-round par's. */
export function modeForNewStart(ctx: Ctx): string | null {
  const cfg = startModes(ctx.title);
  if (!cfg) return null;
  if (ctx.state.round.kind === 'parliament') return ctx.title.rounds.parliament?.startMode ?? null;
  return cfg.stockRoundPar;
}

export function modeConfig(title: Title, mode: string | null | undefined): StartMode | null {
  if (!mode) return null;
  return startModes(title)?.modes[mode] ?? null;
}

/** The par prices a mode allows (null: every par cell). */
export function modeParPrices(title: Title, mode: string | null): number[] | null {
  return modeConfig(title, mode)?.parPrices ?? null;
}

/** lowestModePar's answers by title and mode: a parliament round asks it for every bid and every bidder (its reserve). */
const lowestPars = new WeakMap<Title, Map<string | null, number>>();

/** The lowest par price a mode allows. */
export function lowestModePar(title: Title, mode: string | null): number {
  let byMode = lowestPars.get(title);
  if (!byMode) lowestPars.set(title, (byMode = new Map()));
  let lowest = byMode.get(mode);
  if (lowest === undefined) {
    const prices = modeParPrices(title, mode) ?? title.market.parCells.map((p) => p.price);
    byMode.set(mode, (lowest = Math.min(...prices)));
  }
  return lowest;
}
