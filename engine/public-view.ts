/**
 * The whole public state of a game, shaped for clients: everything a player at the
 * table can see (cash, certificates, market, map, train supply), nothing they cannot
 * (the seed, the random draw state, any hidden pile). The API's `game` query serves
 * it; a client should never need the raw GameState.
 *
 * Derived from the state and the title only; pure.
 */
import { tokenPrices } from './map/tokens';
import type { Title } from './definition/compile';
import { placedTile } from './map/graph';
import { nodeRevenue } from './map/tiles';
import { stopRevenue } from './routes/revenue';
import { limitNow } from './state/trainLimit';
import { concat, merged } from './core/mechanism';
import { distanceStops } from './routes/revenue';
import { netWorth } from './state/end';
import { certPercents, sharePrice } from './shares/holdings';
import { seatOf, type GameState, type Holder, type TableauState } from './state/types';

export interface PublicShareHolding {
  /** 'ipo', 'market' (the bank pool), 'player:<seat>' or 'corp:<id>'; with a solo tableau also 'tableau' and 'deck' (the draw pile). */
  holder: Holder;
  /** Seat for a player holder, else null. */
  seat: number | null;
  percent: number;
  certificates: number;
  /** Holds the president's certificate. */
  president: boolean;
}

export interface PublicCorporation {
  id: string;
  name: string;
  color: string;
  president: number | null;
  /** The cousin directing it (1820 §13.4; `president` is then null): it plays itself. Present, null when none, in titles with cousins only. */
  cousinDirector?: string | null;
  cash: number;
  par: number | null;
  sharePrice: number | null;
  market: { row: number; col: number } | null;
  floated: boolean;
  operated: boolean;
  closed: boolean;
  floatPercent: number;
  home: string;
  /**
   * `variant`, `warranties`, `rustPending`, `rusted`, `marked`, `obsolete`: as in state (a train bought as a variant;
   * trains.json warranties; a certificate from the rusted-train market; the company whose obsolescence ability marked it;
   * the runs an obsolete certificate has left).
   */
  trains: { id: string; type: string; variant?: string; warranties?: number; rustPending?: boolean; rusted?: boolean; marked?: string; obsolete?: { runsLeft: number } }[];
  /** Loans outstanding, in a title with loans (title.json loans); absent otherwise. */
  loans?: number;
  /** Station tokens on the map, in the order placed (the first is home). */
  tokens: { hex: string; city: number }[];
  /** Costs of the station tokens still on the charter, in the order they are placed. */
  tokensLeft: number[];
  shares: PublicShareHolding[];
  companies: string[];
  /** Its company-lifecycle status: "insolvent" (leasing), "receivership" (no president), "bankrupt" (awaiting refloat), "nationalized" (ceased under nationalisation), "private" (a one-share private company on the private track, title.json privateCompanies). */
  status: string[];
}

export interface PublicPlayer {
  seat: number;
  name: string;
  cash: number;
  netWorth: number;
  bankrupt: boolean;
  /** Shares held, by corporation. */
  shares: { corporation: string; percent: number; certificates: number; president: boolean }[];
  companies: string[];
  /** Number of certificates counted against the limit (every certificate, here). */
  certificates: number;
}

export interface PublicCompany {
  id: string;
  name: string;
  value: number;
  revenue: number;
  description: string | null;
  /** 'bank' while unsold, 'player:<seat>' or 'corp:<id>'. */
  owner: Holder;
  closed: boolean;
  /** Offered by the bank at face value (a phase event, or sold back to the bank). */
  forSale: boolean;
}

export interface PublicHex {
  id: string;
  name: string | null;
  /** Tile laid, or null when the printed tile (or a blank hex) shows. */
  tile: string | null;
  /** Id of what shows: the laid tile, or "printed:<hex>" / null for a blank hex. */
  shows: string | null;
  rotation: number;
  color: string | null;
  label: string | null;
  /** Terrain cost of the first tile laid here. */
  cost: number;
  /** Paid on every lay and upgrade here, on top of terrain (map.json layCost; 1843's Paris); 0 when none. */
  layCost: number;
  /** `blocked`: the marker a moved station leaves behind (title.json stationMove; 1843's gray phase). */
  tokens: { corporation: string; city: number; slot: number; blocked: boolean }[];
  /** Revenue locations on what shows, with their current value (phase-dependent for off-boards). */
  stops: { node: number; kind: string; revenue: number; slots: number }[];
  /** Neighbour across each edge (0..5), null off the map. */
  neighbours: (string | null)[];
}

export interface PublicTrainSupply {
  type: string;
  distance: number | 'unlimited';
  price: number;
  /** Copies left in the depot (the bank's new trains); -1 when unlimited. */
  depot: number;
  /** Instance ids in the open market (discarded to the bank). */
  pool: string[];
  rustsOn: string | null;
  /** Whether the depot sells this type now (every earlier type is sold out). */
  onSale: boolean;
}

/**
 * The solo tableau (title.json tableau; 1862 solo): every card in the columns is face up, the draw
 * pile is face down (only its size is shown), the permits and order cards are laid out face up.
 */
export interface PublicTableau {
  /** Each column from its first card to its top (the last element, the only one that can be taken). */
  columns: { corporation: string; certificate: number }[][];
  /** Cards left in the draw pile. */
  drawPile: number;
  /** Corporations that may be drawn to leave the game. */
  cup: string[];
  /** Corporations out of the game. */
  out: string[];
  /** Home hexes out of the game: blocked (nothing may be built) or frozen (no upgrade, no station). */
  hexes: { hex: string; state: 'blocked' | 'frozen' }[];
  /** Permits still to be given, the next first. */
  permitQueue: string[];
  /** Order cards still to be turned for the train-removal cycle, the next first. */
  orderCards: number[];
  /** The one mulligan is still available. */
  mulligan: boolean;
}

export interface PublicState {
  title: string;
  variant: string | null;
  /** `trainCertificateLimit`: phases.json's limit on train certificates (1843), null when certificates are not limited apart. */
  phase: { id: string; index: number; trainLimit: number; trainCertificateLimit: number | null; tiles: string[]; operatingRounds: number };
  bank: { cash: number; broken: boolean };
  priority: number;
  /** Seats in player-card order, card 1 first (title.json turnOrder "playerCards"); null: seating order. */
  playerOrder: number[] | null;
  players: PublicPlayer[];
  corporations: PublicCorporation[];
  companies: PublicCompany[];
  market: { rows: ({ price: number; par: boolean; flags: string[] } | null)[][]; positions: { corporation: string; row: number; col: number; order: number }[] };
  map: { layout: string; hexes: PublicHex[]; markers: { hex: string; kind: string; corporation: string; source: string; ownerBonus: number; otherBonus: number }[] };
  trains: PublicTrainSupply[];
  tiles: { tile: string; color: string; remaining: number }[];
  /** Nationalisation under way (title.json nationalization): the corporations that have ceased to operate; null before it begins. */
  nationalization: { ceased: string[] } | null;
  /** The Cost of Business marker (title.json costOfBusiness): its column (1-based; columns + 1 = END) and that column's values; absent without the track. */
  costOfBusiness?: { column: number; columns: number; phase: string | null; trainLimit: number | null; loanInterestPercent: number | null; maintenance: Record<string, number> };
  /** The part of the stock round under way (title.json rounds.stock.lobbies; 1820 §6.5.1): "A" while lobbies may be funded, "B" after; null outside such a round. */
  stockRoundPart: 'A' | 'B' | null;
  /** The lobbies funded in part A of the stock round under way (1820 §6.5.2.1), in funding order: `seat` the funder, `amount` the money under it (a raise names the lobby by this amount, fund_lobby `lobby`); empty otherwise. */
  lobbies: { seat: number; amount: number }[];
  /** Game events that have happened (title.json gameEvents; 1820 "queenVictoria"), each with the number of stock rounds started then. */
  gameEvents: { name: string; stockRounds: number }[];
  /** The national railway (title.json britishRail; 1820 British Rail) once it has appeared; null before or without one. */
  britishRail: { id: string; price: number; poolShareUnits: number; holdings: { seat: number; units: number }[]; markersLeft: number; lastRevenue: number | null } | null;
  /** The solo tableau; null in games without one. */
  tableau: PublicTableau | null;
  /** Port markers (title.json ports; 1843): each port hex and the corporation holding its marker, null while it is on the map; empty without ports. */
  ports: { hex: string; holder: string | null }[];
  /** The cousins in play (cousins.json; 1820 §14), in the file's order; empty without cousins. */
  cousins: PublicCousin[];
  /** The cousin auction under way (1820 §6.3): standing bids, and after the bidding the offer of unbid cousins; null when none is under way. */
  cousinAuction: { bids: { cousin: string; seat: number; price: number }[]; offer: { queue: number[]; price: number } | null } | null;
  /** Future trains held by players and not yet assigned (trains.json futureTrains; 1820 §6.4), one entry per train. */
  futureTrains: { seat: number; train: string }[];
  /** Deferred future-train bids each seat will have deducted from its next stock-round income (1820 §6.4.2). */
  futureTrainDebts: { seat: number; amount: number }[];
  /** The future-train auction under way: the lot left, the standing bid, the seats out, and the winner taking trains; null when none. */
  futureAuction: {
    lot: string[];
    bid: { seat: number; price: number } | null;
    out: number[];
    winner: { seat: number; price: number; took: number } | null;
    /** Open cry (trains.json futureTrains.bidding "openCry"): the seats that declared done since the last bid and the seats barred; null in seat-order bidding. */
    openCry: { done: number[]; barred: number[] } | null;
  } | null;
  /** The deal proposed and waiting for its counterpart's answer (title.json negotiation), null when none; fields the deal does not use are null. */
  proposal: { from: number; to: number; deal: string; corporation: string | null; cousin: string | null; toCousin: string | null; train: string | null; price: number | null } | null;
  actionCount: number;
}

/** A cousin as the table sees it: its card, its player, treasury and holdings (cousins.json; 1820 §14). */
export interface PublicCousin {
  id: string;
  name: string;
  colour: string;
  price: number;
  /** cousins.json ability kind (what it grants its investments) and kickback kind. */
  ability: string;
  kickback: string;
  /** The seat owning it; null while offered at the auction. */
  owner: number | null;
  cash: number;
  /** "offered", "owned", "discarded", "closed" or "bankrupt". */
  status: string;
  shares: { corporation: string; percent: number; certificates: number }[];
}

const MARKET_FLAGS = ['noCertLimit', 'unlimitedHolding', 'multiBuy', 'closes', 'endsGame', 'belowLedge'] as const;

export function publicState(title: Title, state: GameState): PublicState {
  const phase = title.phases[state.phase]!;
  const corporations: PublicCorporation[] = title.corporations.map((def) => {
    const c = state.corporations[def.id]!;
    const byHolder = new Map<Holder, PublicShareHolding>();
    c.certs.forEach((holder, i) => {
      const h = byHolder.get(holder) ?? { holder, seat: seatOf(holder), percent: 0, certificates: 0, president: false };
      h.percent += certPercents(title, c)[i] ?? 0;
      h.certificates += 1;
      if (i === 0 && !state.tableau) h.president = true;
      byHolder.set(holder, h);
    });
    const placedTokens = c.tokens.length;
    const stationPrices = title.definition.title.stationPrices;
    return {
      id: def.id,
      name: def.name,
      color: def.color,
      president: c.president,
      ...(title.cousins.length > 0 ? { cousinDirector: c.cousinDirector ?? null } : {}),
      cash: c.cash,
      par: c.par,
      sharePrice: sharePrice(title, c),
      market: c.market ? { row: c.market.row, col: c.market.col } : null,
      floated: c.floated,
      operated: c.operated,
      closed: c.closed,
      floatPercent: def.floatPercent,
      // Empty: no fixed home (title.json floatStations; 1820).
      home: def.home?.hex ?? '',
      trains: c.trains.map((id) => {
        const t = state.trains.find((x) => x.id === id);
        return { id, type: t?.type ?? id.split('-')[0]!, ...(t?.variant !== undefined ? { variant: t.variant } : {}), ...(t?.warranties !== undefined ? { warranties: t.warranties } : {}), ...(t?.rustPending ? { rustPending: true } : {}), ...(t?.rusted ? { rusted: true } : {}), ...(t?.marked !== undefined ? { marked: t.marked } : {}), ...(t?.obsolete ? { obsolete: { runsLeft: t.obsolete.runsLeft } } : {}) };
      }),
      ...merged(title, 'corporationView', title, state, c),
      tokens: c.tokens.map((t) => ({ hex: t.hex, city: t.city })),
      // Tokens bought at float or gathered by a merger (tokensBought) replace the charter's (map/tokens.tokenPrices).
      // title.json stationPrices (1820 §7.2.2 L603): every marker costs the phase's price, whatever the charter prints.
      tokensLeft: tokenPrices(title, c)
        .slice(placedTokens)
        .map((price) => (stationPrices ? (stationPrices.byPhase?.[title.phases[state.phase]!.id] ?? stationPrices.default) : price)),
      shares: [...byHolder.values()],
      companies: Object.values(state.companies)
        .filter((co) => co.owner === `corp:${def.id}` && !co.closed)
        .map((co) => co.id),
      status: [
        ...(c.insolvent ? ['insolvent'] : []),
        ...concat(title, 'corporationStatus', title, state, def.id),
        ...(c.bankrupt ? ['bankrupt'] : []),
        ...(state.nationalization?.ceased.includes(def.id) ? ['nationalized'] : []),
        ...(c.privateTrack ? ['private'] : []),
      ],
    };
  });

  const players: PublicPlayer[] = state.players.map((p) => {
    const shares: PublicPlayer['shares'] = [];
    let certificates = 0;
    for (const def of title.corporations) {
      const c = state.corporations[def.id]!;
      let percent = 0;
      let count = 0;
      let president = false;
      c.certs.forEach((holder, i) => {
        if (seatOf(holder) !== p.seat) return;
        percent += certPercents(title, c)[i] ?? 0;
        count += 1;
        // A game with a tableau has no president's certificate (1862 solo S1).
        if (i === 0 && !state.tableau) president = true;
      });
      if (count > 0) shares.push({ corporation: def.id, percent, certificates: count, president });
      certificates += count;
    }
    const companies = Object.values(state.companies)
      .filter((co) => seatOf(co.owner) === p.seat && !co.closed)
      .map((co) => co.id);
    return {
      seat: p.seat,
      name: p.name,
      cash: p.cash,
      netWorth: netWorth(title, state, p.seat),
      bankrupt: p.bankrupt,
      shares,
      companies,
      certificates: certificates + companies.length,
    };
  });

  const companies: PublicCompany[] = title.companies.map((def) => {
    const co = state.companies[def.id]!;
    return {
      id: def.id,
      name: def.name,
      value: def.value,
      revenue: def.revenue,
      description: def.description ?? null,
      owner: co.owner,
      closed: co.closed,
      forSale: co.forSale === true,
    };
  });

  const market = {
    rows: title.market.rows.map((row) =>
      row.map((cell) => (cell ? { price: cell.price, par: cell.par, flags: MARKET_FLAGS.filter((f) => cell[f]) as string[] } : null)),
    ),
    positions: title.corporations
      .map((def) => state.corporations[def.id]!)
      .filter((c) => c.market !== null && !c.closed)
      .map((c) => ({ corporation: c.id, row: c.market!.row, col: c.market!.col, order: c.marketSeq }))
      // The national railway's marker stacks with the companies' (title.json britishRail; 1820 §7.1 L557).
      .concat(state.britishRail ? [{ corporation: title.definition.title.britishRail!.id, row: state.britishRail.market.row, col: state.britishRail.market.col, order: state.britishRail.marketSeq }] : []),
  };

  const hexes: PublicHex[] = title.hexIds.map((id) => {
    const info = title.hexes.get(id)!;
    const hs = state.hexes[id]!;
    const pt = placedTile(title, state, id);
    return {
      id,
      name: info.name,
      tile: hs.tile,
      shows: pt ? pt.tile.id : null,
      rotation: pt ? pt.rotation : 0,
      color: pt ? pt.tile.color : null,
      label: pt?.tile.label ?? info.label,
      cost: info.cost,
      layCost: info.def.layCost ?? 0,
      tokens: hs.tokens.map((t) => ({ ...t, blocked: t.blocked === true })),
      stops: pt
        ? pt.tile.nodes
            .map((n, node) => ({ node, kind: n.kind, revenue: n.kind === 'junction' ? nodeRevenue(n, phase.color) : stopRevenue(title, state, { hex: id, node }), slots: n.slots }))
            .filter((s) => s.kind !== 'junction')
        : [],
      neighbours: [...info.neighbours],
    };
  });

  // The depot sells a type once every earlier type is sold out (1830 family order).
  let earlierLeft = false;
  const trains: PublicTrainSupply[] = title.trainTypes.map((tt) => {
    const depot = tt.count === 'unlimited' ? -1 : state.trains.filter((t) => t.type === tt.id && t.owner === 'depot').length;
    const pool = state.trains.filter((t) => t.type === tt.id && t.owner === 'pool').map((t) => t.id);
    const onSale = !earlierLeft && depot !== 0;
    if (depot !== 0) earlierLeft = true;
    return { type: tt.id, distance: distanceStops(tt.distance) ?? 'unlimited', price: tt.price, depot, pool, rustsOn: tt.rustsOn ?? null, onSale };
  });

  return {
    title: title.id,
    variant: state.variant,
    phase: { id: phase.id, index: state.phase, trainLimit: limitNow(title, state), trainCertificateLimit: phase.trainCertificateLimit ?? null, tiles: [...phase.tiles], operatingRounds: phase.operatingRounds },
    bank: { cash: state.bank, broken: state.bankBroken },
    priority: state.priority,
    playerOrder: state.playerOrder ? [...state.playerOrder] : null,
    players,
    corporations,
    companies,
    market,
    map: {
      layout: String(title.layout),
      hexes,
      markers: state.markers.map((m) => ({ hex: m.hex, kind: m.kind, corporation: m.corporation, source: m.source, ownerBonus: m.ownerBonus, otherBonus: m.otherBonus })),
    },
    trains,
    tiles: Object.entries(state.tileSupply).map(([tile, remaining]) => ({ tile, color: title.tiles.get(tile)?.color ?? 'unknown', remaining })),
    nationalization: state.nationalization ? { ceased: [...state.nationalization.ceased] } : null,
    ...merged(title, 'publicView', title, state),
    stockRoundPart: state.round.kind === 'stock' ? (state.round.part ?? null) : null,
    lobbies: state.round.kind === 'stock' ? (state.round.lobbies ?? []).map((l) => ({ seat: l.owner, amount: l.amount })) : [],
    gameEvents: Object.entries(state.gameEvents ?? {}).map(([name, stockRounds]) => ({ name, stockRounds })),
    britishRail: britishRailView(title, state),
    tableau: state.tableau ? publicTableau(state.tableau) : null,
    ports: Object.entries(state.ports ?? {}).map(([hex, holder]) => ({ hex, holder })),
    cousins: publicCousins(title, state),
    cousinAuction: state.round.kind === 'stock' && state.round.cousinAuction
      ? {
          bids: Object.entries(state.round.cousinAuction.bids).map(([cousin, b]) => ({ cousin, seat: b.seat, price: b.price })),
          offer: state.round.cousinAuction.offer ? { queue: [...state.round.cousinAuction.offer.queue], price: state.round.cousinAuction.offer.price } : null,
        }
      : null,
    futureTrains: (state.futureTrains?.held ?? []).map((h) => ({ seat: h.seat, train: h.type })),
    futureTrainDebts: Object.entries(state.futureTrains?.debts ?? {}).map(([seat, amount]) => ({ seat: Number(seat), amount })),
    futureAuction: state.round.kind === 'stock' && state.round.futureAuction
      ? {
          lot: [...state.round.futureAuction.lot],
          bid: state.round.futureAuction.bid ? { ...state.round.futureAuction.bid } : null,
          out: [...state.round.futureAuction.out],
          winner: state.round.futureAuction.winner ? { ...state.round.futureAuction.winner } : null,
          openCry: state.round.futureAuction.openCry ? { done: [...state.round.futureAuction.openCry.done], barred: [...state.round.futureAuction.openCry.barred] } : null,
        }
      : null,
    proposal: state.proposal
      ? {
          from: state.proposal.from,
          to: state.proposal.to,
          deal: state.proposal.deal,
          corporation: state.proposal.corporation ?? null,
          cousin: state.proposal.cousin ?? null,
          toCousin: state.proposal.toCousin ?? null,
          train: state.proposal.train ?? null,
          price: state.proposal.price ?? null,
        }
      : null,
    actionCount: state.actionCount,
  };
}

function publicCousins(title: Title, state: GameState): PublicCousin[] {
  return title.cousins
    .filter((def) => state.cousins?.[def.id])
    .map((def) => {
      const k = state.cousins![def.id]!;
      const holder = `cousin:${def.id}`;
      const shares: PublicCousin['shares'] = [];
      for (const cdef of title.corporations) {
        const c = state.corporations[cdef.id]!;
        const pct = certPercents(title, c);
        let percent = 0;
        let certificates = 0;
        c.certs.forEach((h, i) => {
          if (h !== holder) return;
          percent += pct[i] ?? 0;
          certificates += 1;
        });
        if (certificates > 0) shares.push({ corporation: cdef.id, percent, certificates });
      }
      return { id: def.id, name: def.name, colour: def.colour, price: def.price, ability: def.ability.kind, kickback: def.kickback.kind, owner: k.owner, cash: k.cash, status: k.status, shares };
    });
}

/** The national railway for the public view (its markers on the map are hex tokens of its id). */
function britishRailView(title: Title, state: GameState): PublicState['britishRail'] {
  const rule = title.definition.title.britishRail;
  const br = state.britishRail;
  if (!rule || !br) return null;
  return { id: rule.id, price: br.price, poolShareUnits: br.poolShareUnits, holdings: br.holdings.map((units, seat) => ({ seat, units })).filter((h) => h.units > 0), markersLeft: br.markersLeft, lastRevenue: br.lastRevenue };
}

/** The tableau as the player sees it: the draw pile's order and the generator streams stay hidden. */
function publicTableau(t: TableauState): PublicTableau {
  const card = (id: string) => {
    const at = id.lastIndexOf('/');
    return { corporation: id.slice(0, at), certificate: Number(id.slice(at + 1)) };
  };
  return {
    columns: t.columns.map((col) => col.map(card)),
    drawPile: t.drawPile.length,
    cup: [...t.cup].sort(),
    out: [...t.out],
    hexes: Object.entries(t.hexes).map(([hex, st]) => ({ hex, state: st })),
    permitQueue: [...t.permitQueue],
    orderCards: [...t.orderCards],
    mulligan: t.mulligan,
  };
}
