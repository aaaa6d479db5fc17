/** Rule references of the solo stock round (1862 solo rules, "Stock Rounds"; 1862.md §3.3 S10-S16). */
export const TABLEAU = {
  start: '1862 solo rules, Stock Rounds: buy the first share or block (S11)',
  buy: '1862 solo rules, Stock Rounds: buy a share of a company you have bought (S12)',
  move: '1862 solo rules, Stock Rounds: move a share (S13)',
  deal: '1862 solo rules, Stock Rounds: deal 6 cards onto an empty column (S13)',
  remove: '1862 solo rules, Stock Rounds: remove a share card (S13)',
  mulligan: '1862 solo rules, Setup: mulligan (S7)',
};
