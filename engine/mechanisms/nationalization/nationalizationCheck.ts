/**
 * Nationalisation's start (title.json nationalization; 1860 rules L899-937): checked at the end of
 * each stock round, before the next round starts (the operating round checks it itself).
 */
import type { Mechanism } from '../../core/mechanism';
import { checkNationalization } from './index';

export const mechanism: Mechanism = {
  id: 'nationalizationCheck',
  block: 'title.nationalization',
  appliesTo: (d) => (d.title as { nationalization?: unknown }).nationalization !== undefined,
  hooks: {
    roundEnded: (ctx, kind) => {
      if (kind === 'stock') checkNationalization(ctx);
    },
  },
};
