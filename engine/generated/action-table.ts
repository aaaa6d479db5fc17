/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

import type { Action } from './actions';

/** An action type, e.g. "lay_tile". */
export type ActionType = Action['type'];

/**
 * How the engine checks one field of a submitted action. A trailing "?" marks an optional field
 * (absent, or of that kind; an optional integer is at least 0). `seatOr`: a seat number or one of
 * the words. `objects`: an array of objects of the named shape in ACTION_OBJECTS.
 */
export type ActionFieldKind =
  | 'string' | 'string?' | 'integer' | 'integer?' | 'boolean' | 'boolean?'
  | 'strings' | 'strings?' | 'distinctStrings' | 'distinctStrings?'
  | { readonly seatOr: readonly string[]; readonly optional?: true }
  | { readonly objects: string; readonly optional?: true };

/** Every action type, in the order of the schema. */
export const ACTION_TYPES: readonly ActionType[] = [
  'pass',
  'par',
  'buy_shares',
  'sell_shares',
  'buy_company',
  'sell_company',
  'lay_tile',
  'place_token',
  'claim_port',
  'move_token',
  'buy_port',
  'run_routes',
  'dividend',
  'buy_train',
  'discard_train',
  'mark_train',
  'bankrupt',
  'end_game',
  'bid',
  'choose',
  'assign',
  'protect_shares',
  'redeem_share',
  'merge',
  'remove_token',
  'convert',
  'reissue_shares',
  'destination_connection',
  'offer_company',
  'respond_offer',
  'exchange_company',
  'take_loan',
  'pay_loan',
  'pay_costs',
  'tableau_buy',
  'tableau_move',
  'tableau_deal',
  'tableau_remove',
  'mulligan',
  'fund_lobby',
  'buy_national_share',
  'sell_national_shares',
  'increase_shares',
  'reduce_shares',
  'offer_takeover',
  'respond_takeover',
  'bid_future_train',
  'take_future_train',
  'assign_future_train',
  'propose_trade',
  'withdraw_proposal',
  'accept_proposal',
  'decline_proposal',
  'bid_cousin',
  'buy_cousin',
];

/** The object shapes actions contain (a run's routes), by schema title. */
export const ACTION_OBJECTS: Readonly<Record<string, Readonly<Record<string, ActionFieldKind>>>> = {
  Route: {
    train: 'string',
    path: 'strings',
    halts: 'integer?',
    revenue: 'integer?',
    subsidy: 'integer?',
    investors: 'distinctStrings?',
  },
};

/** Per action type, its own fields (beyond type, entityType and entity) and their kinds. */
export const ACTION_FIELDS: { readonly [T in ActionType]: Readonly<Record<string, ActionFieldKind>> } = {
  pass: {},
  par: {
    corporation: 'string',
    price: 'integer',
    shares: 'integer?',
  },
  buy_shares: {
    corporation: 'string',
    from: 'string',
    percent: 'integer',
    investor: 'string?',
  },
  sell_shares: {
    corporation: 'string',
    percent: 'integer',
    investor: 'string?',
    successorInvestor: 'string?',
  },
  buy_company: {
    company: 'string',
    price: 'integer',
  },
  sell_company: {
    company: 'string',
    price: 'integer',
  },
  lay_tile: {
    hex: 'string',
    tile: 'string',
    rotation: 'integer',
    investor: 'string?',
  },
  place_token: {
    hex: 'string',
    city: 'integer',
    investor: 'string?',
  },
  claim_port: {
    hex: 'string',
  },
  move_token: {
    fromHex: 'string',
    fromCity: 'integer',
    hex: 'string',
    city: 'integer',
  },
  buy_port: {
    hex: 'string',
  },
  run_routes: {
    routes: { objects: 'Route' },
  },
  dividend: {
    kind: 'string',
  },
  buy_train: {
    train: 'string',
    price: 'integer',
    from: 'string',
    exchange: 'string?',
    variant: 'string?',
    warranties: 'integer?',
  },
  discard_train: {
    train: 'string',
    flip: 'boolean?',
  },
  mark_train: {
    train: 'string',
  },
  bankrupt: {},
  end_game: {},
  bid: {
    company: 'string?',
    corporation: 'string?',
    price: 'integer',
  },
  choose: {
    choice: 'string',
  },
  assign: {
    hex: 'string',
    token: 'string?',
  },
  protect_shares: {
    corporation: 'string',
  },
  redeem_share: {
    corporation: 'string',
    from: { seatOr: ['market', 'tableau'] },
    certificate: 'integer?',
    column: 'integer?',
    count: 'integer?',
    loans: 'integer?',
  },
  merge: {
    corporation: 'string',
  },
  remove_token: {
    hex: 'string',
    city: 'integer',
    corporation: 'string',
  },
  convert: {},
  reissue_shares: {
    corporation: 'string',
  },
  destination_connection: {
    corporations: 'strings',
  },
  offer_company: {
    company: 'string',
    price: 'integer',
  },
  respond_offer: {
    accept: 'boolean',
  },
  exchange_company: {
    company: 'string',
    corporation: 'string?',
    price: 'integer?',
  },
  take_loan: {
    count: 'integer?',
  },
  pay_loan: {
    count: 'integer?',
  },
  pay_costs: {
    kind: 'string',
    pay: 'boolean',
  },
  tableau_buy: {
    column: 'integer',
    count: 'integer?',
    mode: 'string?',
    par: 'integer?',
  },
  tableau_move: {
    from: 'integer',
    to: 'integer',
  },
  tableau_deal: {
    column: 'integer',
  },
  tableau_remove: {
    column: 'integer',
  },
  mulligan: {
    kind: 'string',
    column: 'integer?',
  },
  fund_lobby: {
    lobby: 'integer?',
    amount: 'integer',
  },
  buy_national_share: {},
  sell_national_shares: {
    units: 'integer',
  },
  increase_shares: {
    corporation: 'string',
    shares: 'integer',
    price: 'integer?',
  },
  reduce_shares: {
    corporation: 'string',
    shares: 'integer',
    mergeInto: 'string?',
    loans: 'integer?',
  },
  offer_takeover: {
    corporation: 'string',
  },
  respond_takeover: {
    accept: 'boolean',
  },
  bid_future_train: {
    price: 'integer',
  },
  take_future_train: {
    train: 'string',
  },
  assign_future_train: {
    train: 'string',
  },
  propose_trade: {
    deal: 'string',
    to: 'integer',
    corporation: 'string?',
    investor: 'string?',
    toInvestor: 'string?',
    train: 'string?',
    price: 'integer?',
  },
  withdraw_proposal: {},
  accept_proposal: {},
  decline_proposal: {},
  bid_cousin: {
    cousin: 'string',
    price: 'integer',
  },
  buy_cousin: {
    cousin: 'string',
    price: 'integer',
  },
};

/**
 * Fields given by a former name, per action type: former name → name now, or for a field holding objects the
 * renames of their fields (actions.schema.json $defs FormerFieldNames). parseAction reads the former names.
 */
export type FormerFieldNames = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

export const FORMER_FIELD_NAMES: Readonly<Partial<Record<ActionType, FormerFieldNames>>> = {"buy_shares":{"cousin":"investor"},"sell_shares":{"cousin":"investor","successorCousin":"successorInvestor"},"lay_tile":{"cousin":"investor"},"place_token":{"cousin":"investor"},"run_routes":{"routes":{"cousins":"investors"}},"propose_trade":{"cousin":"investor","toCousin":"toInvestor"}};
