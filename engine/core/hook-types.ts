/**
 * The shapes the hooks of engine/core/mechanism.ts answer with, which the core's modules read: in a module of
 * their own that imports none of those modules, so that a core module naming one closes no import circle.
 */
import type { BuySharesAction, LayTileAction, ParAction, RedeemShareAction, SellSharesAction, Action } from '../generated/actions';
import type { TrainState } from '../state/types';
import type { Rule } from '../steps/step';

/**
 * What the core can be told not to do; every mechanism that answers must allow it.
 * 'presidentCertificate': certificate 0 is a president's certificate (else a share like the others).
 * 'bankBreaks': the bank breaks when its money runs out (else it is unlimited, its balance may go below zero).
 */
export type CoreSwitch = 'building' | 'bankBreaks' | 'bankBreakEnds' | 'certificateLimitSales' | 'salesMovePrice' | 'presidentCertificate';

/** The warranties a depot train may be bought with (trainWarranties). */
export interface TrainWarranties {
  /** The price of one warranty. */
  price: number;
  /** The most that may be bought with a train bought as `variant` of `type`. */
  allowed(type: string, variant: string | undefined): number;
  /** The warranties a train bought as `variant` of `type` carries built in. */
  builtIn(type: string, variant: string | undefined): number;
}

/** Refinancing open to a corporation (refinancing): what it raises, and how it starts. */
export interface Refinancing {
  payment: number;
  start(): void;
}

/** Certificates a corporation may sell in a forced purchase beside its treasury shares (emergencyFunds). */
export interface EmergencyFunds {
  /** How many, each at the share price. */
  count: number;
  /** Sells the first `n` to the market (the money is paid by the core). */
  sell(n: number): void;
}

/**
 * Where in the core's list of a stock action's rules a mechanism's rule is asked (hook stockRules):
 * par: 'opening' before all (whether starts are open in this part of the round), 'starts' after the
 * core's "the corporation can be started" (starts barred for all), 'corporation' after those (this
 * corporation's turn to start), 'price' after "the price is a par cell" (this corporation's prices; a rule
 * at the three slots before it decides by the corporation alone, never the price or the share count, as a
 * listing asks it once for all of a corporation's prices: shares/rules/index.ts PAR_CORPORATION);
 * buy_shares and sell_shares: 'corporation' after "the corporation trades" (its shares are tradeable
 * now), 'last' after all the core's; sell_shares also 'holders' before the presidency rule (who must
 * keep holding).
 */
export type PlacedStockRule =
  | { action: 'par'; at: 'opening' | 'starts' | 'corporation' | 'price'; rule: Rule<ParAction> }
  | { action: 'buy_shares'; at: 'corporation' | 'last'; rule: Rule<BuySharesAction> }
  | { action: 'sell_shares'; at: 'corporation' | 'holders' | 'last'; rule: Rule<SellSharesAction> };
export type StockRuleSlot = PlacedStockRule['at'];

/** Lays a mechanism forces (forcedLays): the only ones offered, and how the chosen one is made (throws GameError when refused). */
export interface ForcedLays {
  lays: { hex: string; tile: string; rotation: number }[];
  lay(action: LayTileAction): void;
}

/** A place a share may be redeemed from beside the market pool (redeemSource). */
export interface RedeemSource {
  /** Its name in redeem_share's `from`, the log and refusals ("tableau"). */
  from: Exclude<RedeemShareAction['from'], number | 'market'>;
  /** The rule's citation, for refusals. */
  ref: string;
}

/** An action of the station step other than place_token (stationAlternatives): its type and fields. */
export interface StationAlternative {
  type: Action['type'];
  fields: Record<string, unknown>;
}

/** Stops a corporation's routes may not begin or end at (routeLinks): `barred` is asked once per stop of the graph. */
export interface RouteLinks {
  barred(hex: string, node: number): boolean;
  /** The rule's citation, for refusals. */
  ref: string;
  /** What the corporation lacks, for refusals ("PLM's rail link"). */
  lacking: string;
}

/** A train a corporation leases for its run instead of running its own (leasedTrain). */
export interface Lease {
  train: TrainState;
  revenue: LeaseRevenue;
  /** The rule's citation, for refusals. */
  ref: string;
  /** Why the corporation runs only the leased train, for refusals ("C&SL is insolvent"). */
  why: string;
}

/**
 * How a leased train's run is scored (engine/routes/revenue.ts leaseScoring): "perStop" = `base` +
 * `perStop` per stop counted; "fixed" = `base` + `perStop` × the train's first number; "half" = half
 * the normal revenue (`halfRounding` "upTo10", the default, or "down").
 */
export interface LeaseRevenue {
  kind: 'perStop' | 'fixed' | 'half';
  base?: number;
  perStop?: number;
  halfRounding?: 'upTo10' | 'down';
}
