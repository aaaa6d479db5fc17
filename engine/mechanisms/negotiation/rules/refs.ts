/** Rule references for deals by consent (title.json negotiation). */
export const DEAL = {
  negotiation: '1820 rules §10.1 L940-949 (negotiation: deals need the agreement of the players in them)',
  buy: '1820 rules §6.5.2.4 L464-476 (buying a share from a cousin or player with the agreement of its player)',
  turn: '1820 rules §6.5.2 L391-398 (a turn: sales, one action, sales, for one entity)',
  placement: '1820 rules §6.6.2 step 5 L533-535 and §6.5.2.2 step 4 L439-440 (players and cousins who agree buy the 40%)',
  futureTrain: '1820 rules §6.4.3 L355-361 (a future train assigned with the agreement of the company\'s director)',
  train: '1820 rules §7.2.7 L665 (a train from another company for any price agreed upon by the directors of both companies, minimum £1)',
  contribution: '1820 rules §7.2.7 L673-677 (a share sale to raise a contribution that passes control of a company needs its next director\'s agreement)',
};
