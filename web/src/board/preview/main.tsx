/**
 * A bare page that mounts the board components on one game, for the browser tests of the
 * components (test/e2e/board.test.ts bundles it and serves it beside the API) and for
 * looking at them while working on them. It reads `?game=<id>` and uses only the public API.
 * With a seat's token after `#token=` (never sent to the server in a URL) it offers that
 * seat's tile lays and stations on the map and sends the one chosen; with `&routes=<corporation>`
 * it draws that corporation's best routes now (bestRoutes).
 */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Charts, HexMap, layTargets, stationTargets, StockMarket, Tableau, tileCandidates, type TableauData, type TimeSeriesRound } from '..';
import type { BoardData, CorporationStyle, HexState, MarketData } from '../types';

const GAME = `query($id: ID!) { game(id: $id) {
  title players { seat name }
  board { layout market hexes { id x y name terrain cost label printedTile borders { edge kind cost openFromPhase } partitions { a b kind } icons homes { corporation city } }
          tiles { id color label nodes { kind revenue revenueByColor { color revenue } slots city } paths { a { edge node } b { edge node } } } }
  state { corporations { id color }
          market { rows { cells { price par flags } } positions { corporation row col order } }
          map { hexes { id tile shows rotation label tokens { corporation city slot blocked } stops { node kind revenue slots } } }
          tableau { columns { corporation certificate } drawPile cup out hexes { hex state } permitQueue mulligan } }
} }`;
const LEGAL = `query($id: ID!, $token: String!) { legalActions(gameId: $id, token: $token) { action } }`;
const ACT = `mutation($id: ID!, $token: String!, $action: JSON!) { act(gameId: $id, token: $token, action: $action) { index } }`;
const ROUTES = `query($id: ID!, $corporation: String!) { bestRoutes(gameId: $id, corporation: $corporation, timeBudgetMs: 1000) { routes { train path } } }`;
const SERIES = `query($id: ID!) { gameTimeSeries(gameId: $id) { rounds { label endActionIndex players { seat cash netWorth } sharePrices { corporation sharePrice } } } }`;

interface GameData {
  title: string;
  players: { seat: number; name: string }[];
  board: BoardData;
  state: { corporations: CorporationStyle[]; market: MarketData; map: { hexes: HexState[] }; tableau: TableauData | null };
}

async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

function Preview({ gameId, token, routesOf }: { gameId: string; token: string | null; routesOf: string | null }) {
  const [routes, setRoutes] = useState<{ train: string; path: string[] }[]>([]);
  const [game, setGame] = useState<GameData | null>(null);
  const [rounds, setRounds] = useState<TimeSeriesRound[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [actions, setActions] = useState<unknown[]>([]);
  const [hex, setHex] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    gql<{ game: GameData }>(GAME, { id: gameId }).then((d) => setGame(d.game), (e: Error) => setFailure(e.message));
    gql<{ gameTimeSeries: { rounds: TimeSeriesRound[] } }>(SERIES, { id: gameId }).then((d) => setRounds(d.gameTimeSeries.rounds), () => setRounds([]));
    if (routesOf) {
      gql<{ bestRoutes: { routes: { train: string; path: string[] }[] } }>(ROUTES, { id: gameId, corporation: routesOf }).then((d) => setRoutes(d.bestRoutes.routes), (e: Error) => setFailure(e.message));
    }
    if (token) gql<{ legalActions: { action: unknown }[] }>(LEGAL, { id: gameId, token }).then((d) => setActions(d.legalActions.map((a) => a.action)), (e: Error) => setFailure(e.message));
  }, [gameId, version]);
  const send = (match: (a: Record<string, unknown>) => boolean) => {
    const action = (actions as Record<string, unknown>[]).find(match);
    if (!action || !token) return;
    setHex(null);
    gql(ACT, { id: gameId, token, action }).then(() => setVersion((v) => v + 1), (e: Error) => setFailure(e.message));
  };
  const targets = layTargets(actions);
  if (failure) return <p class="failure">{failure}</p>;
  if (!game) return <p>Loading…</p>;
  return (
    <div data-ready="true" data-version={version}>
      <h1 style={{ fontFamily: 'sans-serif', fontSize: '18px' }}>{game.title}</h1>
      <HexMap board={game.board} hexes={game.state.map.hexes} corporations={game.state.corporations} readOnly={!token}
        routes={routes} highlightHexes={targets} onHexClick={(h) => setHex(targets.includes(h) ? h : null)}
        candidates={hex ? tileCandidates(actions, hex) : null} onCancelTile={() => setHex(null)}
        onChooseTile={(h, tile, rotation) => send((a) => a.type === 'lay_tile' && a.hex === h && a.tile === tile && a.rotation === rotation)}
        highlightCities={stationTargets(actions)} onCityClick={(h, city) => send((a) => a.type === 'place_token' && a.hex === h && a.city === city)} />
      <StockMarket market={game.state.market} shape={game.board.market} corporations={game.state.corporations} />
      {game.state.tableau && <Tableau tableau={game.state.tableau} corporations={game.state.corporations} />}
      <Charts rounds={rounds} players={game.players} corporations={game.state.corporations} />
    </div>
  );
}

const gameId = new URLSearchParams(location.search).get('game') ?? '';
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const routesOf = new URLSearchParams(location.search).get('routes');
render(<Preview gameId={gameId} token={token} routesOf={routesOf} />, document.getElementById('app')!);
