/** The rules a train purchase cites. */
export const REF = 'common 18xx rules, Buying trains';
export const FORCED = 'common 18xx rules, Forced train purchase (president contributes; bankruptcy if he cannot)';
export const VARIANT_REF = '1862.md §2.6 item 7 (a train card is bought as one of its variants)';
export const WARRANTY_REF = '1862.md §2.6 item 7 (warranties bought with a depot train)';
export const FIXED_TRADE_REF = '1862.md §2.6 item 7 (trains between companies at a fixed price)';
export const RUSTED_REF = '1843 rules L4033-4128 (rusted train certificates in the gray phase)';
export const PRIVATES_REF = '1843 rules L4391-4530 (a director short of money for a forced purchase may discard privates to the bank for their face value)';
export const RAISE_REF = '1862 rules §2.6 item 7 (forced purchase: treasury shares, refinancing, bankruptcy; rounds.operating.emergencyBuy.raise)';
