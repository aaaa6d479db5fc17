/**
 * Legal actions and log entries put into words for buttons. Only wording: what is legal, and what each
 * field means, comes from the server (legalActions); an action kind not known here is still shown, with
 * its fields spelled out.
 */
export type ActionJson = Record<string, unknown> & { type: string };

const money = (v: unknown) => (typeof v === 'number' ? String(v) : '?');

function rest(action: ActionJson, skip: string[]): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(action)) {
    if (['type', 'entity', 'entityType', ...skip].includes(k)) continue;
    parts.push(`${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  }
  return parts.join(', ');
}

export function kindName(type: string): string {
  return type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** A short label for one legal choice. */
export function describeAction(a: ActionJson): string {
  switch (a.type) {
    case 'pass':
      return 'Pass';
    case 'par':
      return `Par ${a.corporation} at ${money(a.price)}`;
    case 'buy_shares':
      return `Buy ${a.percent}% of ${a.corporation} from ${a.from === 'ipo' ? 'the IPO' : a.from === 'market' ? 'the market' : a.from}`;
    case 'sell_shares':
      return `Sell ${a.percent}% of ${a.corporation}`;
    case 'bid':
      return `Bid ${money(a.price)} on ${a.company}`;
    case 'buy_company':
      return `Buy ${a.company} for ${money(a.price)}`;
    case 'lay_tile':
      return `Lay tile ${a.tile} on ${a.hex} (rotation ${a.rotation})`;
    case 'place_token':
      return `Station on ${a.hex}${typeof a.city === 'number' && a.city > 0 ? ` (city ${Number(a.city) + 1})` : ''}`;
    case 'buy_train':
      return `Buy train ${a.train} from ${a.from === 'depot' ? 'the depot' : a.from === 'pool' ? 'the pool' : a.from} for ${money(a.price)}`;
    case 'dividend':
      return a.kind === 'payout' ? 'Pay out' : a.kind === 'withhold' ? 'Withhold' : a.kind === 'half' ? 'Pay half' : `Dividend: ${a.kind}`;
    case 'run_routes': {
      const routes = (a.routes as { train: string }[] | undefined) ?? [];
      return routes.length ? `Run ${routes.length} route${routes.length > 1 ? 's' : ''}` : 'Run no route';
    }
    case 'discard_train':
      return `Discard train ${a.train}`;
    case 'bankrupt':
      return 'Declare bankruptcy';
    default: {
      const r = rest(a, []);
      return r ? `${kindName(a.type)}: ${r}` : kindName(a.type);
    }
  }
}

/** Who acts, in words. */
export function entityName(entityType: string | undefined, entity: unknown, seatName: (seat: number) => string): string {
  if (entityType === 'player' && typeof entity === 'number') return seatName(entity);
  return String(entity);
}
