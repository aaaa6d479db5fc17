/** Rule references for the 1830-family stock round, which titles' data switch on. */
export const STOCK = {
  par: '1830 rules, Starting a corporation (par price from the par cells)',
  buy: '1830 rules, Buying shares',
  sell: '1830 rules, Selling shares',
  presidency: '1830 rules, Change of presidency',
  certLimit: '1830 rules, Certificate limit',
  holding: '1830 rules, 60% holding limit',
  pool: '1830 rules, Bank pool limit (50%)',
  company: 'title.json companySale: fixed-price sale of private companies in the stock round',
};
