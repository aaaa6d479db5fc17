/**
 * A bare page that mounts the board components on one game, for the browser tests of the
 * components (test/e2e/board.test.ts bundles it and serves it beside the API) and for
 * looking at them while working on them. It reads `?game=<id>` and uses only the public API.
 */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Charts, HexMap, StockMarket, Tableau, type TableauData, type TimeSeriesRound } from '..';
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

function Preview({ gameId }: { gameId: string }) {
  const [game, setGame] = useState<GameData | null>(null);
  const [rounds, setRounds] = useState<TimeSeriesRound[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    gql<{ game: GameData }>(GAME, { id: gameId }).then((d) => setGame(d.game), (e: Error) => setFailure(e.message));
    gql<{ gameTimeSeries: { rounds: TimeSeriesRound[] } }>(SERIES, { id: gameId }).then((d) => setRounds(d.gameTimeSeries.rounds), () => setRounds([]));
  }, [gameId]);
  if (failure) return <p class="failure">{failure}</p>;
  if (!game) return <p>Loading…</p>;
  return (
    <div data-ready="true">
      <h1 style={{ fontFamily: 'sans-serif', fontSize: '18px' }}>{game.title}</h1>
      <HexMap board={game.board} hexes={game.state.map.hexes} corporations={game.state.corporations} readOnly />
      <StockMarket market={game.state.market} shape={game.board.market} corporations={game.state.corporations} />
      {game.state.tableau && <Tableau tableau={game.state.tableau} corporations={game.state.corporations} />}
      <Charts rounds={rounds} players={game.players} corporations={game.state.corporations} />
    </div>
  );
}

const gameId = new URLSearchParams(location.search).get('game') ?? '';
render(<Preview gameId={gameId} />, document.getElementById('app')!);
