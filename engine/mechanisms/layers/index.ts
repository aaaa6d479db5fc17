/**
 * Layers (title.json `layers`, corporations.json `layer`): corporations become available in
 * groups, each with its own par prices. 1860 rules, Major Companies (OCR L262-287) and Buying
 * and Selling Shares (L446-447); digest 1860 §4.2 and §5.4.
 *
 * The first layer is open from the start. A later layer opens as soon as a corporation of an
 * earlier layer meets one of the `opensWhen` conditions ("operated", "ipoSoldOut"). As on
 * 18xx.games (G1860 `current_layer`), this is read from the state whenever it is asked, so a
 * sell-out during a stock round opens the next layer in that same round; the OCR's "in the first
 * SR after" is garbled (digest §8 item 8).
 */
import type { Mechanism } from '../../core/mechanism';
import { corporationLayerOpen } from './rules/corporationLayerOpen';
import { parPriceForCorporation } from './rules/parPriceForCorporation';

export { LAYERS_REF, layerOf, layerOpen, openLayerIndex, parPricesFor } from './layering';
/** The layers' par rules, which the bid-then-pick auction's par applies too (bidThenPick/rules/). */
export { corporationLayerOpen } from './rules/corporationLayerOpen';
export { parPriceForCorporation } from './rules/parPriceForCorporation';

/** title.json layers (1860): a corporation starts once its layer is open, at its layer's par prices. */
export const mechanism: Mechanism = {
  id: 'layers',
  block: 'title.layers',
  appliesTo: (d) => d.title.layers !== undefined,
  hooks: {
    stockRules: () => [
      { action: 'par', at: 'corporation', rule: corporationLayerOpen },
      { action: 'par', at: 'price', rule: parPriceForCorporation },
    ],
  },
};
