import { illegal } from '../../../errors';
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { variantChoices } from '../offers';
import { trainOf } from '../purchase';
import { VARIANT_REF } from '../refs';

/**
 * A depot train of a type with variants is bought as one of them (trains.json variants; 1862.md §2.6
 * item 7), and a pool train of a type with variantFromPool (1843 D8 #29); any other as it is.
 */
export const variantChosen: Rule<BuyTrainAction> = (ctx, _actor, a) => {
  const train = trainOf(ctx, a);
  const variants = variantChoices(ctx, train, a.from);
  if (variants?.length) {
    if (a.variant === undefined) return illegal(`choose the variant to buy train ${a.train} as (${variants.map((v) => v.id).join(', ')})`, VARIANT_REF);
    if (!variants.some((v) => v.id === a.variant)) return illegal(`train ${a.train} has no variant ${a.variant} (${variants.map((v) => v.id).join(', ')})`, VARIANT_REF);
  } else if (a.variant !== undefined && a.variant !== (a.from === 'depot' && !train.rusted ? undefined : train.variant)) return illegal(`train ${a.train} is not bought as variant ${a.variant}`, VARIANT_REF);
  return null;
};
