/**
 * The whole public state of a game, shaped for clients: everything a player at the
 * table can see (cash, certificates, market, map, train supply), nothing they cannot
 * (the seed, the random draw state, any hidden pile). The API's `game` query serves
 * it; a client should never need the raw GameState.
 *
 * Derived from the state and the title only; pure.
 */
import { tokenPrices } from './map/tokens';
import type { Title } from './definition/title';
import { placedTile } from './map/graph';
import { nodeRevenue } from './map/tiles';
import { stopRevenue } from './routes/revenue';
import { limitNow } from './state/trainLimit';
import { companyRevenue } from './state/companyRevenue';
import { concat, every, merged } from './core/ask';
import { distanceStops } from './routes/revenue';
import { netWorth } from './state/end';
import { certPercents, sharePrice } from './shares/holdings';
import { seatOf, type GameState, type Holder } from './state/types';

// The shapes come from schemas/public-view.schema.json (npm run codegen), which also gives the
// API's GraphQL types: a field is added there once, and appears here, in schema.graphql and in the docs.
import type {
  PublicCompanyState,
  PublicCorporationState,
  PublicGameState,
  PublicHexState,
  PublicPlayerState,
  PublicShareHolding,
  PublicTrainSupply,
} from './generated/public-view';

export type { PublicShareHolding, PublicTrainSupply };
export type PublicState = PublicGameState;
export type PublicCorporation = PublicCorporationState;
export type PublicPlayer = PublicPlayerState;
export type PublicCompany = PublicCompanyState;
export type PublicHex = PublicHexState;

const MARKET_FLAGS = ['noCertLimit', 'unlimitedHolding', 'multiBuy', 'closes', 'endsGame', 'belowLedge'] as const;

export function publicState(title: Title, state: GameState): PublicState {
  const phase = title.phases[state.phase]!;
  const presidentCert = every(title, 'permits', title, state, 'presidentCertificate');
  const corporations: PublicCorporation[] = title.corporations.map((def) => {
    const c = state.corporations[def.id]!;
    const byHolder = new Map<Holder, PublicShareHolding>();
    c.certs.forEach((holder, i) => {
      const h = byHolder.get(holder) ?? { holder, seat: seatOf(holder), percent: 0, certificates: 0, president: false };
      h.percent += certPercents(title, c)[i] ?? 0;
      h.certificates += 1;
      if (i === 0 && presidentCert) h.president = true;
      byHolder.set(holder, h);
    });
    const placedTokens = c.tokens.length;
    const stationPrices = title.definition.title.stationPrices;
    return {
      id: def.id,
      name: def.name,
      color: def.color,
      president: c.president,
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
        ...concat(title, 'corporationStatus', title, state, def.id),
        ...(c.bankrupt ? ['bankrupt'] : []),
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
        if (i === 0 && presidentCert) president = true;
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
      revenue: companyRevenue(title, state, def.id),
      description: def.description ?? null,
      owner: co.owner,
      closed: co.closed,
      forSale: co.forSale === true,
    };
  });

  const market = {
    rows: title.market.rows.map((row) => ({
      cells: row.map((cell) => (cell ? { price: cell.price, par: cell.par, flags: MARKET_FLAGS.filter((f) => cell[f]) as string[] } : null)),
    })),
    positions: title.corporations
      .map((def) => state.corporations[def.id]!)
      .filter((c) => c.market !== null && !c.closed)
      .map((c) => ({ corporation: c.id, row: c.market!.row, col: c.market!.col, order: c.marketSeq }))
      .concat(concat(title, 'marketPositions', title, state)),
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

  // The depot sells a type once every earlier type is sold out (the usual 18xx order).
  let earlierLeft = false;
  const trains: PublicTrainSupply[] = title.trainTypes.map((tt) => {
    const depot = tt.count === 'unlimited' ? -1 : state.trains.filter((t) => t.type === tt.id && t.owner === 'depot').length;
    const pool = state.trains.filter((t) => t.type === tt.id && t.owner === 'pool').map((t) => t.id);
    const onSale = !earlierLeft && depot !== 0;
    if (depot !== 0) earlierLeft = true;
    return { type: tt.id, distance: distanceStops(tt.distance) ?? null, price: tt.price, depot, pool, rustsOn: tt.rustsOn ?? null, onSale };
  });

  // The mechanisms' fields are typed Partial by their hooks; with viewWhenOff every one is present.
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
    // The mechanisms' slices (engine/state/slices.ts): their empty fields where they are off, their views where on.
    ...structuredClone(title.mechanisms.viewWhenOff),
    ...merged(title, 'publicView', title, state),
    actionCount: state.actionCount,
  } as PublicState;
}


