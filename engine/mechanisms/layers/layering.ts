/** The layers (title.json `layers`, 1860): which layer is open, and the par prices of a corporation's layer. */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';

export const LAYERS_REF = '1860 rules, Major Companies (layers and par ranges)';

type LayersConfig = NonNullable<Title['definition']['title']['layers']>;

const config = (title: Title): LayersConfig | undefined => title.definition.title.layers;

/** The position of a corporation's layer in the opening order, or null when it has no layer. */
function layerIndex(title: Title, corporation: string): number | null {
  const layers = config(title);
  const id = title.corporation.get(corporation)?.layer;
  if (!layers || id === undefined) return null;
  const i = layers.layers.findIndex((l) => l.id === id);
  return i < 0 ? null : i;
}

/** Whether a corporation meets a condition that opens the layer after its own. */
function opensNext(title: Title, state: GameState, corporation: string): boolean {
  const c = state.corporations[corporation];
  if (!c) return false;
  return config(title)!.opensWhen.some((w) => (w === 'operated' ? c.operated : c.certs.every((h) => h !== 'ipo')));
}

/** The position of the last open layer (0 = only the first): one past the latest layer with a corporation that opens the next. */
export function openLayerIndex(title: Title, state: GameState): number {
  const layers = config(title);
  if (!layers) return Infinity;
  let open = 0;
  for (const def of title.corporations) {
    const i = layerIndex(title, def.id);
    if (i !== null && opensNext(title, state, def.id)) open = Math.max(open, i + 1);
  }
  return Math.min(open, layers.layers.length - 1);
}

/** Whether a corporation may be started now as far as layers go (always, without a layer). */
export function layerOpen(ctx: Ctx, corporation: string): boolean {
  const i = layerIndex(ctx.title, corporation);
  return i === null || i <= openLayerIndex(ctx.title, ctx.state);
}

/** The layer id of a corporation, or null. */
export function layerOf(title: Title, corporation: string): number | null {
  const i = layerIndex(title, corporation);
  return i === null ? null : config(title)!.layers[i]!.id;
}

/** The par prices a corporation may start at: its layer's, or every par cell of the market. Highest first. */
export function parPricesFor(title: Title, corporation: string): number[] {
  const i = layerIndex(title, corporation);
  const cells = title.market.parCells.map((p) => p.price);
  if (i === null) return [...new Set(cells)];
  const allowed = new Set(config(title)!.layers[i]!.parPrices);
  return [...new Set(cells.filter((p) => allowed.has(p)))];
}
