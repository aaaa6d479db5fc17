/** Rule references for the common 18xx stock round, which titles' data switch on. */
export const STOCK = {
  par: 'common 18xx rules, Starting a corporation (par price from the par cells)',
  buy: 'common 18xx rules, Buying shares',
  sell: 'common 18xx rules, Selling shares',
  presidency: 'common 18xx rules, Change of presidency',
  certLimit: 'common 18xx rules, Certificate limit',
  holding: 'common 18xx rules, 60% holding limit',
  pool: 'common 18xx rules, Bank pool limit (50%)',
  company: 'title.json companySale: fixed-price sale of private companies in the stock round',
};
