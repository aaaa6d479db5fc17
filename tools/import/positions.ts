/**
 * Rebuilding route positions from an 18xx.games log without running its rules:
 * apply only what shapes the map and the trains (tiles, stations, home
 * stations, train purchases and rusting, bonus and destination markers), and
 * take a snapshot at every `run_routes`. The route benchmark uses these real
 * positions and compares our optimum with the revenue the players recorded.
 *
 * This is deliberately a map-only replay: share dealings, money and rounds are
 * ignored. Its positions are as real as the log, but nothing here checks that
 * the log obeyed the rules; the full importer does that.
 */
import type { Title } from '../../engine';
import { initialState } from '../../engine/state/create';
import { corpHolder, type GameState, type MapMarker } from '../../engine/state/types';
import { effectiveActions, ImportError, type ExportAction, type ExportGame } from './export-format';

export interface RoutePosition {
  /** Index of the run_routes action among the effective actions. */
  index: number;
  actionId: number | undefined;
  corporation: string;
  state: GameState;
  /** Revenue the log recorded for the run (sum over its routes). */
  recorded: number;
  routes: { train: string; revenue: number; connections: string[][]; nodes?: string[] }[];
}

/** "57-0" → "57"; "171K-0" → "171K". */
export const tileOfInstance = (instance: string): string => instance.slice(0, instance.lastIndexOf('-'));

interface AbilityParams {
  token?: string;
  revenueBonus?: { owner: number; others: number };
  replaces?: string;
  removedBy?: string;
}

export function routePositions(title: Title, game: ExportGame): RoutePosition[] {
  const state = initialState(title, { players: game.players.map((p) => p.name), seed: 0 });
  const instances = new Map<string, string>();
  const out: RoutePosition[] = [];
  const flat: ExportAction[] = [];
  for (const a of effectiveActions(game.actions)) {
    flat.push(a);
    for (const auto of a.auto_actions ?? []) flat.push(auto);
  }
  const ownerOfCompany = new Map<string, string>();

  const ensureHome = (corp: string): void => {
    const c = state.corporations[corp];
    if (!c || c.tokens.length > 0) return;
    const home = title.corporation.get(corp)!.home;
    const city = home.city ?? 0;
    const hs = state.hexes[home.hex]!;
    const slot = [0, 1, 2, 3].find((s) => !hs.tokens.some((t) => t.city === city && t.slot === s))!;
    hs.tokens.push({ corporation: corp, city, slot });
    c.tokens.push({ hex: home.hex, city });
    c.floated = true;
  };

  const onPhase = (type: string): void => {
    const bought = state.trains.filter((t) => t.type === type && t.owner !== 'depot').length;
    if (bought !== 1) return;
    const idx = title.phases.findIndex((p) => p.onTrain === type);
    if (idx > state.phase) {
      state.phase = idx;
      for (const e of title.phases[idx]!.events ?? []) {
        if (e.kind === 'removeTokens') state.markers = state.markers.filter((m) => m.kind !== 'bonus');
        if (e.kind === 'closeCompanies') for (const co of Object.values(state.companies)) co.closed = true;
      }
    }
    for (const tt of title.trainTypes) {
      if (tt.rustsOn !== type) continue;
      for (const t of state.trains) if (t.type === tt.id && t.owner !== 'depot') t.owner = 'scrap';
      for (const t of state.trains) if (t.type === tt.id) t.owner = 'scrap';
    }
    for (const c of Object.values(state.corporations)) c.trains = state.trains.filter((t) => t.owner === corpHolder(c.id)).map((t) => t.id);
  };

  flat.forEach((a, index) => {
    const corp = a.entity_type === 'corporation' ? String(a.entity) : null;
    if (corp && title.corporation.has(corp) && a.type !== 'buy_shares' && a.type !== 'sell_shares') ensureHome(corp);
    switch (a.type) {
      case 'lay_tile': {
        const hex = String(a.hex);
        if (!state.hexes[hex]) throw new ImportError(`action ${a.id}: no hex ${hex}`);
        state.hexes[hex]!.tile = tileOfInstance(String(a.tile));
        state.hexes[hex]!.rotation = Number(a.rotation);
        instances.set(String(a.tile), hex);
        break;
      }
      case 'place_token': {
        const cityId = String(a.city);
        const instance = cityId.slice(0, cityId.lastIndexOf('-'));
        const city = Number(cityId.slice(cityId.lastIndexOf('-') + 1));
        const hex = instances.get(instance) ?? (state.hexes[instance.split('-')[0]!] ? instance.split('-')[0]! : null);
        if (!hex || !corp) throw new ImportError(`action ${a.id}: cannot place token on ${cityId}`);
        state.hexes[hex]!.tokens.push({ corporation: corp, city, slot: Number(a.slot ?? 0) });
        state.corporations[corp]!.tokens.push({ hex, city });
        break;
      }
      case 'buy_train': {
        if (!corp) break;
        let t = state.trains.find((x) => x.id === a.train);
        if (!t) {
          // Unlimited train types are made as they are bought ("12-1" after "12-0").
          const id = String(a.train);
          const type = id.slice(0, id.lastIndexOf('-'));
          if (title.trainType.get(type)?.count !== 'unlimited') throw new ImportError(`action ${a.id}: no train ${id}`);
          t = { id, type, owner: 'depot' };
          state.trains.push(t);
        }
        if (a.exchange) {
          const old = state.trains.find((x) => x.id === a.exchange);
          if (old) old.owner = 'scrap';
        }
        const fromDepot = t.owner === 'depot';
        t.owner = corpHolder(corp);
        if (fromDepot) onPhase(t.type);
        for (const c of Object.values(state.corporations)) c.trains = state.trains.filter((x) => x.owner === corpHolder(c.id)).map((x) => x.id);
        break;
      }
      case 'discard_train': {
        const t = state.trains.find((x) => x.id === a.train);
        if (t) t.owner = 'pool';
        for (const c of Object.values(state.corporations)) c.trains = state.trains.filter((x) => x.owner === corpHolder(c.id)).map((x) => x.id);
        break;
      }
      case 'buy_company':
        if (corp) ownerOfCompany.set(String(a.company), corp);
        break;
      case 'assign': {
        const company = String(a.entity);
        const owner = ownerOfCompany.get(company);
        const def = title.company.get(company);
        if (!owner || !def) break;
        const hex = String(a.target);
        const abilities = (def.abilities ?? []).filter((ab) => ab.kind === 'assignToken').map((ab) => ab.params as AbilityParams);
        // A second token on the same hex replaces the first (the Gulf's open port becoming closed).
        const existing = state.markers.find((m) => m.source === company && m.hex === hex);
        const params = existing ? abilities.find((p) => p.replaces) ?? abilities[0]! : abilities[0]!;
        if (existing) state.markers = state.markers.filter((m) => m !== existing);
        const bonus = params.revenueBonus ?? { owner: 0, others: 0 };
        const marker: MapMarker = { hex, kind: 'bonus', corporation: owner, ownerBonus: bonus.owner, otherBonus: bonus.others, source: company };
        state.markers.push(marker);
        break;
      }
      case 'choose':
        if (corp && a.choice === 'Map') {
          const dest = (title.corporation.get(corp) as { destination?: { hex: string } }).destination;
          if (dest) state.markers.push({ hex: dest.hex, kind: 'doubleAtEnd', corporation: corp, ownerBonus: 0, otherBonus: 0, source: 'destination' });
        }
        break;
      case 'run_routes': {
        if (!corp) break;
        const routes = (a.routes as RoutePosition['routes']) ?? [];
        const recorded = routes.reduce((sum, r) => sum + (r.revenue ?? 0), 0);
        out.push({ index, actionId: a.id, corporation: corp, state: structuredClone(state), recorded, routes });
        break;
      }
      default:
        break;
    }
  });
  return out;
}
