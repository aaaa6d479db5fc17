import { illegal } from '../../../errors';
import type { ParAction } from '../../../generated/actions';
import { layerOf, layerOpen, LAYERS_REF } from '../layering';
import type { Rule } from '../../../steps/step';

/**
 * With layers (title.json `layers`), a corporation may be started only once its layer is open:
 * the first from the start, each later one once a corporation of an earlier layer has operated or
 * sold out its initial offering. 1860 rules, Major Companies (OCR L283-284) and L446-447.
 */
export const corporationLayerOpen: Rule<ParAction> = (ctx, _actor, a) =>
  layerOpen(ctx, a.corporation)
    ? null
    : illegal(`${a.corporation} is in layer ${layerOf(ctx.title, a.corporation)}, which is not open yet`, LAYERS_REF);
