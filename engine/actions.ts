/**
 * Checking that a submitted action is well-formed before any rule looks at it.
 * The JSON Schema in schemas/actions.schema.json is the published contract;
 * this is the engine's own fast check of the same shapes, so a malformed action
 * is always INVALID_INPUT and never reaches a step half-understood.
 */
import { invalid } from './errors';
import type { Action } from './generated/actions';

/** `string?`: an optional string field (absent, or a string). */
type FieldKind = 'string' | 'string?' | 'integer' | 'integer?' | 'boolean' | 'boolean?' | 'routes' | 'seatOrMarket' | 'redeemFrom' | 'strings';
const FIELDS: Record<string, Record<string, FieldKind>> = {
  pass: {},
  par: { corporation: 'string', price: 'integer', shares: 'integer?' },
  buy_shares: { corporation: 'string', from: 'string', percent: 'integer', cousin: 'string?' },
  sell_shares: { corporation: 'string', percent: 'integer', cousin: 'string?', successorCousin: 'string?' },
  buy_company: { company: 'string', price: 'integer' },
  sell_company: { company: 'string', price: 'integer' },
  lay_tile: { hex: 'string', tile: 'string', rotation: 'integer', cousin: 'string?' },
  place_token: { hex: 'string', city: 'integer', cousin: 'string?' },
  claim_port: { hex: 'string' },
  buy_port: { hex: 'string' },
  move_token: { fromHex: 'string', fromCity: 'integer', hex: 'string', city: 'integer' },
  run_routes: { routes: 'routes' },
  dividend: { kind: 'string' },
  buy_train: { train: 'string', price: 'integer', from: 'string', variant: 'string?', warranties: 'integer?' },
  discard_train: { train: 'string', flip: 'boolean?' },
  mark_train: { train: 'string' },
  bankrupt: {},
  end_game: {},
  // A bid-then-pick auction's bid names no company (the winner picks afterwards).
  // A parliament round's charter bid names a corporation (rounds.parliament).
  bid: { company: 'string?', corporation: 'string?', price: 'integer' },
  choose: { choice: 'string' },
  assign: { hex: 'string' },
  protect_shares: { corporation: 'string' },
  redeem_share: { corporation: 'string', from: 'redeemFrom', certificate: 'integer?', column: 'integer?', count: 'integer?' },
  merge: { corporation: 'string' },
  remove_token: { hex: 'string', city: 'integer', corporation: 'string' },
  convert: {},
  reissue_shares: { corporation: 'string' },
  destination_connection: { corporations: 'strings' },
  offer_company: { company: 'string', price: 'integer' },
  respond_offer: { accept: 'boolean' },
  exchange_company: { company: 'string', corporation: 'string?', price: 'integer?' },
  take_loan: { count: 'integer?' },
  pay_loan: { count: 'integer?' },
  pay_costs: { kind: 'string', pay: 'boolean' },
  tableau_buy: { column: 'integer', count: 'integer?', mode: 'string?', par: 'integer?' },
  tableau_move: { from: 'integer', to: 'integer' },
  tableau_deal: { column: 'integer' },
  tableau_remove: { column: 'integer' },
  mulligan: { kind: 'string', column: 'integer?' },
  fund_lobby: { lobby: 'integer?', amount: 'integer' },
  buy_national_share: {},
  sell_national_shares: { units: 'integer' },
  increase_shares: { corporation: 'string', shares: 'integer', price: 'integer?' },
  reduce_shares: { corporation: 'string', shares: 'integer' },
  offer_takeover: { corporation: 'string' },
  respond_takeover: { accept: 'boolean' },
  bid_cousin: { cousin: 'string', price: 'integer' },
  buy_cousin: { cousin: 'string', price: 'integer' },
  bid_future_train: { price: 'integer' },
  take_future_train: { train: 'string' },
  assign_future_train: { train: 'string' },
  // title.json negotiation (engine/mechanisms/negotiation.ts).
  propose_trade: { deal: 'string', to: 'integer', corporation: 'string?', cousin: 'string?', toCousin: 'string?', train: 'string?', price: 'integer?' },
  withdraw_proposal: {},
  accept_proposal: {},
  decline_proposal: {},
};

export const ACTION_TYPES = Object.keys(FIELDS);

function checkRoutes(value: unknown): void {
  if (!Array.isArray(value)) throw invalid('routes must be an array');
  for (const [i, r] of value.entries()) {
    if (typeof r !== 'object' || r === null) throw invalid(`routes[${i}] must be an object`);
    const route = r as Record<string, unknown>;
    if (typeof route.train !== 'string') throw invalid(`routes[${i}].train must be a string`);
    if (!Array.isArray(route.path) || !route.path.every((p) => typeof p === 'string'))
      throw invalid(`routes[${i}].path must be an array of strings`);
    for (const key of ['halts', 'revenue', 'subsidy'])
      if (route[key] !== undefined && !(Number.isInteger(route[key]) && (route[key] as number) >= 0))
        throw invalid(`routes[${i}].${key} must be a whole number of at least 0`);
    if (route.cousins !== undefined && !(Array.isArray(route.cousins) && route.cousins.every((c) => typeof c === 'string') && new Set(route.cousins).size === route.cousins.length))
      throw invalid(`routes[${i}].cousins must be an array of distinct cousin ids`);
    for (const key of Object.keys(route))
      if (!['train', 'path', 'halts', 'revenue', 'subsidy', 'cousins'].includes(key)) throw invalid(`routes[${i}] has an unknown field "${key}"`);
  }
}

export function parseAction(raw: unknown): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('an action must be a JSON object');
  const a = raw as Record<string, unknown>;
  if (typeof a.type !== 'string' || !(a.type in FIELDS))
    throw invalid(`unknown action type ${JSON.stringify(a.type)} (known: ${ACTION_TYPES.join(', ')})`);
  const fields = FIELDS[a.type]!;
  if (a.entityType !== 'player' && a.entityType !== 'corporation' && a.entityType !== 'company')
    throw invalid('entityType must be "player", "corporation" or "company"');
  if (a.entityType === 'player' ? !Number.isInteger(a.entity) : typeof a.entity !== 'string')
    throw invalid(a.entityType === 'player' ? 'entity must be a seat number' : 'entity must be an id string');
  for (const [name, kind] of Object.entries(fields)) {
    const v = a[name];
    if (kind === 'string' && typeof v !== 'string') throw invalid(`${a.type}.${name} must be a string`);
    if (kind === 'string?' && v !== undefined && typeof v !== 'string') throw invalid(`${a.type}.${name} must be a string when given`);
    if (kind === 'integer' && !Number.isInteger(v)) throw invalid(`${a.type}.${name} must be an integer`);
    if (kind === 'integer?' && v !== undefined && !(Number.isInteger(v) && (v as number) >= 0)) throw invalid(`${a.type}.${name} must be a whole number of at least 0 when given`);
    if (kind === 'boolean' && typeof v !== 'boolean') throw invalid(`${a.type}.${name} must be true or false`);
    if (kind === 'boolean?' && v !== undefined && typeof v !== 'boolean') throw invalid(`${a.type}.${name} must be true or false when given`);
    if (kind === 'routes') checkRoutes(v);
    if (kind === 'strings' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) throw invalid(`${a.type}.${name} must be an array of strings`);
    if (kind === 'seatOrMarket' && v !== 'market' && !(Number.isInteger(v) && (v as number) >= 0))
      throw invalid(`${a.type}.${name} must be "market" or a seat number`);
    if (kind === 'redeemFrom' && v !== 'market' && v !== 'tableau' && !(Number.isInteger(v) && (v as number) >= 0))
      throw invalid(`${a.type}.${name} must be "market", "tableau" or a seat number`);
  }
  for (const key of Object.keys(a)) {
    if (key === 'type' || key === 'entityType' || key === 'entity' || key in fields) continue;
    if (a.type === 'buy_train' && key === 'exchange' && typeof a.exchange === 'string') continue;
    throw invalid(`${a.type} has an unknown field "${key}"`);
  }
  return a as unknown as Action;
}
