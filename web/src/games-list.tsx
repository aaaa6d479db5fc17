/** The paged list of games on the server (the `games` query), by status, with a seat to join where one is open. */
import { useEffect, useState } from 'preact/hooks';
import { request } from './api/client';
import { GamesDocument, JoinGameDocument, type GameListStatus, type GamesQuery } from './generated/graphql';
import { navigate } from './app';
import { heldSeats, keepSeat } from './seats';

type Item = GamesQuery['games']['nodes'][number];

const TABS: { label: string; status: GameListStatus | null }[] = [
  { label: 'All', status: null },
  { label: 'Open seats', status: 'OPEN' },
  { label: 'In play', status: 'ACTIVE' },
  { label: 'Finished', status: 'FINISHED' },
];
const PAGE = 10;

export function GamesList() {
  const [status, setStatus] = useState<GameListStatus | null>(null);
  // Cursors of the pages seen so far: the last one is the current page's.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<GamesQuery['games'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const after = cursors[cursors.length - 1];
  useEffect(() => {
    setError(null);
    request(GamesDocument, { status, first: PAGE, after }).then((d) => setPage(d.games), (e: Error) => setError(e.message));
  }, [status, after]);
  return (
    <div class="games-list" data-games-list>
      <div class="tabs">
        {TABS.map((t) => (
          <button key={t.label} aria-pressed={t.status === status} onClick={() => {
            setStatus(t.status);
            setCursors([null]);
          }}>{t.label}</button>
        ))}
      </div>
      {error && <p class="error">{error}</p>}
      {page && page.nodes.length === 0 && <p class="muted">No game here yet.</p>}
      {page && page.nodes.length > 0 && (
        <table class="grid">
          <thead>
            <tr><th>Game</th><th>Players</th><th>Status</th><th class="num">Actions</th><th>Last change</th><th /></tr>
          </thead>
          <tbody>
            {page.nodes.map((g) => <GameRow key={g.id} game={g} />)}
          </tbody>
        </table>
      )}
      <div class="pager">
        <button disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>Newer</button>
        <span class="muted small">page {cursors.length}</span>
        <button disabled={!page?.pageInfo.hasNextPage} onClick={() => page?.pageInfo.endCursor && setCursors([...cursors, page.pageInfo.endCursor])}>Older</button>
      </div>
    </div>
  );
}

function GameRow({ game }: { game: Item }) {
  const [joining, setJoining] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = game.seats.filter((s) => !s.filled);
  const held = heldSeats(game.id).length > 0;
  const href = `/games/${game.id}`;
  const winners = game.result?.winners.map((w) => game.seats.find((s) => s.seat === w)?.name ?? `Seat ${w + 1}`) ?? [];
  const join = async (e: Event) => {
    e.preventDefault();
    try {
      const { joinGame } = await request(JoinGameDocument, { gameId: game.id, name: name.trim(), seat: null });
      keepSeat(game.id, { seat: joinGame.seat, name: joinGame.name, token: joinGame.token });
      navigate(`${href}#seat=${joinGame.seat}`);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <tr data-game-row={game.id}>
      <td>
        <a href={href} onClick={(e) => { e.preventDefault(); navigate(href); }}>{game.titleName}</a>
        {game.variant && <span class="muted small"> ({game.variant})</span>}
        {held && <span class="badge">your seat</span>}
      </td>
      <td class="small">{game.seats.map((s) => (s.filled ? s.name : <em class="muted">open</em>)).reduce<(string | preact.JSX.Element)[]>((acc, x, i) => (i ? [...acc, ', ', x] : [x]), [])}</td>
      <td>
        {game.status === 'finished' ? `finished${game.result?.reason ? ` (${game.result.reason})` : ''}${winners.length ? `: ${winners.join(', ')} won` : ''}` : game.status === 'open' ? `${open.length} open seat${open.length === 1 ? '' : 's'}` : 'in play'}
      </td>
      <td class="num">{game.actionCount}</td>
      <td class="small">{new Date(game.updatedAt).toLocaleString()}</td>
      <td>
        {open.length > 0 && !joining && <button class="small" onClick={() => setJoining(true)}>Join</button>}
        {joining && (
          <form class="inline-form" onSubmit={join}>
            <input name="join-name" placeholder="Your name" required value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
            <button class="small" type="submit">Take a seat</button>
          </form>
        )}
        {error && <div class="error small">{error}</div>}
      </td>
    </tr>
  );
}
