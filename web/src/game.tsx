/**
 * A game's page (`/games/<id>`): the map, the market and the table for anyone; the legal actions as
 * controls when this browser holds a seat's token. Follows the game live over graphql-ws from a cursor,
 * and looks back at any earlier action with the history slider (game(at:), read-only).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { onConnectionChange, request, subscribe } from './api/client';
import {
  BoardDocument,
  GameAtDocument,
  GameDocument,
  GameEventsDocument,
  GameLogDocument,
  LegalActionsDocument,
  type BoardQuery,
  type GameViewFragment,
  type LegalActionsQuery,
} from './generated/graphql';
import { HexMap, StockMarket, Tableau } from './board';
import { adoptSeatFromFragment, heldSeats, seatLink, type HeldSeat } from './seats';
import { ActionPanel, useActionState } from './actions';
import { GameTables } from './tables';
import { GameLog, type LogEvent } from './log';
import { ChartsPanel } from './charts';

export type GameView = GameViewFragment;
export type StateView = GameViewFragment['state'];
export type BoardView = BoardQuery['game']['board'];
export type Legal = LegalActionsQuery['legalActions'][number];

export function GamePage({ gameId }: { gameId: string }) {
  const [seats, setSeats] = useState<HeldSeat[]>(() => heldSeats(gameId));
  const [asked] = useState(() => adoptSeatFromFragment(gameId));
  const [viewSeat, setViewSeat] = useState<number | null>(() => {
    const held = heldSeats(gameId);
    return asked !== null && held.some((s) => s.seat === asked) ? asked : held[0]?.seat ?? null;
  });
  // Several seats held and none asked for (one person at the table for all): view whoever must act.
  const [follow, setFollow] = useState(() => asked === null && heldSeats(gameId).length > 1);
  useEffect(() => setSeats(heldSeats(gameId)), [gameId, viewSeat]);
  const token = seats.find((s) => s.seat === viewSeat)?.token ?? null;

  const [game, setGame] = useState<GameView | null>(null);
  const [board, setBoard] = useState<BoardView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [events, setEvents] = useState<LogEvent[]>([]);
  const [legal, setLegal] = useState<Legal[]>([]);
  const [live, setLive] = useState(false);
  const [historyAt, setHistoryAt] = useState<number | null>(null);
  const [past, setPast] = useState<GameView | null>(null);

  // The newest action index this page has seen: the subscription's cursor.
  const cursor = useRef(-1);
  const refreshing = useRef<Promise<void> | null>(null);
  const dirty = useRef(false);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const refresh = useCallback(async () => {
    // One refresh at a time; a move arriving meanwhile asks for one more.
    if (refreshing.current) {
      dirty.current = true;
      return refreshing.current;
    }
    const run = async () => {
      do {
        dirty.current = false;
        const t = tokenRef.current;
        const [g, l] = await Promise.all([
          request(GameDocument, { id: gameId }),
          t ? request(LegalActionsDocument, { gameId }, t).catch((e: Error) => {
            setError(e.message);
            return { legalActions: [] };
          }) : Promise.resolve({ legalActions: [] }),
        ]);
        setGame(g.game);
        setLegal(l.legalActions);
        if (g.game.actionCount - 1 > cursor.current) cursor.current = g.game.actionCount - 1;
      } while (dirty.current);
    };
    refreshing.current = run()
      .catch((e: Error) => setError(e.message))
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [gameId]);

  // First load: the game and its board, then the log, then live events from the cursor on.
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    setError(null);
    (async () => {
      try {
        const [g, b] = await Promise.all([request(GameDocument, { id: gameId }), request(BoardDocument, { id: gameId })]);
        if (stopped) return;
        setGame(g.game);
        setBoard(b.game.board);
        cursor.current = g.game.actionCount - 1;
        stop = subscribe(
          GameEventsDocument,
          () => ({ gameId, after: cursor.current }),
          (d) => {
            const e = d.gameEvents;
            setEvents((old) => (old.length && old[old.length - 1].index >= e.index ? old : [...old, e]));
            if (e.index > cursor.current) {
              cursor.current = e.index;
              void refresh();
            }
          },
          () => setLive(false),
        );
        // The log so far, in pages (the subscription carries everything after the cursor).
        const upTo = g.game.actionCount - 1;
        const older: LogEvent[] = [];
        let after = -1;
        while (after < upTo && !stopped) {
          const page = await request(GameLogDocument, { id: gameId, after, limit: 500 });
          const got = page.game.events.filter((e) => e.index <= upTo);
          if (!got.length) break;
          older.push(...got);
          after = got[got.length - 1].index;
        }
        if (!stopped) setEvents((newer) => [...older, ...newer.filter((e) => e.index > upTo)]);
      } catch (e) {
        if (!stopped) setError((e as Error).message);
      }
    })();
    const off = onConnectionChange(setLive);
    return () => {
      stopped = true;
      stop();
      off();
    };
  }, [gameId]);

  // The seat's choices: again whenever the seat viewed changes.
  useEffect(() => {
    void refresh();
  }, [token]);

  // History: the game as it stood after `historyAt` actions (debounced while the slider moves).
  useEffect(() => {
    if (historyAt === null) {
      setPast(null);
      return;
    }
    const t = setTimeout(() => {
      request(GameAtDocument, { id: gameId, at: historyAt }).then((d) => setPast(d.game), (e: Error) => setError(e.message));
    }, 120);
    return () => clearTimeout(t);
  }, [historyAt, gameId]);

  useEffect(() => {
    if (!follow || !game) return;
    if (viewSeat !== null && game.activeSeats.includes(viewSeat)) return;
    const next = seats.find((s) => game.activeSeats.includes(s.seat));
    if (next) setViewSeat(next.seat);
  }, [follow, game?.actionCount, game?.activeSeats.join(), seats]);

  const actionState = useActionState(gameId, token, game, legal, refresh, setError);

  if (!game || !board)
    return <div class="page-loading">{error ? <p class="error">{error}</p> : <p class="muted">Loading the game…</p>}</div>;

  const looking = historyAt !== null && historyAt < game.actionCount;
  const shown = looking && past ? past : game;
  const state = shown.state;
  const seatName = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const corpStyles = state.corporations.map((c) => ({ id: c.id, color: c.color }));
  const mapProps = looking ? { readOnly: true } : actionState.mapProps;

  return (
    <div class="game" data-game={game.id} data-action-count={game.actionCount}>
      <div class="game-head">
        <h1>{game.titleName}{game.variant ? ` (${game.variant})` : ''}</h1>
        <Status game={shown} seatName={seatName} viewSeat={looking ? null : viewSeat} live={live} />
        <label class="view-as">
          View as
          <select name="view-as" value={viewSeat ?? ''} onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            setFollow(false);
            setViewSeat(v === '' ? null : Number(v));
            history.replaceState(null, '', v === '' ? location.pathname : `${location.pathname}#seat=${v}`);
          }}>
            <option value="">Spectator</option>
            {seats.map((s) => (
              <option value={s.seat} key={s.seat}>Seat {s.seat + 1}: {seatName(s.seat)}</option>
            ))}
          </select>
        </label>
        {seats.length > 1 && (
          <label class="inline small" title="Switch to whichever of this browser's seats must act">
            <input type="checkbox" name="follow" checked={follow} onChange={(e) => setFollow((e.target as HTMLInputElement).checked)} /> follow the turn
          </label>
        )}
      </div>
      {error && (
        <p class="error" role="alert">
          {error} <button class="link" onClick={() => setError(null)}>dismiss</button>
        </p>
      )}
      {game.status === 'open' && <OpenSeats game={game} seats={seats} />}
      {game.finished && <Result game={game} seatName={seatName} />}
      <div class="game-grid">
        <div class="board-col">
          <section class="card map-card">
            <HistorySlider count={game.actionCount} at={historyAt} onChange={setHistoryAt} looking={looking} loaded={!!past} />
            <div class={`map-wrap${looking ? ' past' : ''}`} data-map-at={looking ? historyAt : 'now'}>
              <HexMap board={board} hexes={state.map.hexes} corporations={corpStyles} {...mapProps} />
            </div>
          </section>
          <section class="card">
            <h2>Stock market</h2>
            <div class="market-wrap" data-market-at={looking ? historyAt : 'now'}>
              <StockMarket market={state.market} shape={board.market} corporations={corpStyles} />
            </div>
          </section>
          {state.tableau && (
            <section class="card">
              <h2>Tableau</h2>
              <Tableau tableau={state.tableau} corporations={corpStyles} />
            </section>
          )}
        </div>
        <div class="side-col">
          {token && !looking && <ActionPanel state={actionState} game={game} seatName={seatName} />}
          {!token && <p class="card muted">You are watching. Open a seat's link, or join an open seat, to play.</p>}
          <GameTables state={state} game={shown} seatName={seatName} />
          <GameLog events={events} seatName={seatName} onShow={(i) => setHistoryAt(i + 1)} />
          <ChartsPanel gameId={gameId} players={state.players} corporations={corpStyles} actionCount={game.actionCount} />
        </div>
      </div>
    </div>
  );
}

function Status({ game, seatName, viewSeat, live }: { game: GameView; seatName: (s: number) => string; viewSeat: number | null; live: boolean }) {
  const r = game.round;
  const round = r.kind === 'operating' ? `OR ${r.number}${r.index ? `.${r.index}` : ''}` : r.kind === 'stock' ? `SR ${r.number}` : `${r.kind} ${r.number}`;
  const active = game.active;
  const who = active ? (active.entityType === 'player' ? seatName(active.seat) : `${String(active.entity)} (${seatName(active.seat)})`) : null;
  const yours = viewSeat !== null && game.activeSeats.includes(viewSeat);
  return (
    <div class="status" data-active-seats={game.activeSeats.join(',')}>
      <span class="pill">{round}</span>
      <span class="pill">Phase {game.phase}</span>
      <span class="round-desc">{r.description}</span>
      {!game.finished && who && (
        <span class={`pill ${yours ? 'your-turn' : ''}`} data-acting={String(active?.entity)}>
          {yours ? 'Your turn: ' : 'Now: '}
          {who}
        </span>
      )}
      <span class={`pill live ${live ? 'on' : 'off'}`} title="Live updates over graphql-ws" data-live={live ? 'on' : 'off'}>
        {live ? 'live' : 'reconnecting…'}
      </span>
    </div>
  );
}

function HistorySlider({ count, at, onChange, looking, loaded }: { count: number; at: number | null; onChange: (at: number | null) => void; looking: boolean; loaded: boolean }) {
  const value = at ?? count;
  return (
    <div class="history">
      <label>
        History
        <input type="range" name="history" min={0} max={count} value={value}
          onInput={(e) => {
            const v = Number((e.target as HTMLInputElement).value);
            onChange(v >= count ? null : v);
          }} />
      </label>
      <span class="muted" data-history-label>
        {looking ? `after action ${value} of ${count} (read-only)${loaded ? '' : ', loading…'}` : `now (${count} actions)`}
      </span>
      {looking && <button class="small" onClick={() => onChange(null)}>Back to now</button>}
    </div>
  );
}

function OpenSeats({ game, seats }: { game: GameView; seats: HeldSeat[] }) {
  return (
    <div class="card notice">
      <p>
        Waiting for players: seat{game.openSeats.length > 1 ? 's' : ''} {game.openSeats.map((s) => s + 1).join(', ')} open. Others join
        from the lobby with this game's id: <code>{game.id}</code>
      </p>
      {seats.length > 0 && (
        <p class="muted">
          Seat links held here:{' '}
          {seats.map((s) => (
            <a key={s.seat} href={seatLink(game.id, s)} class="seat-chip">Seat {s.seat + 1}</a>
          ))}
        </p>
      )}
    </div>
  );
}

function Result({ game, seatName }: { game: GameView; seatName: (s: number) => string }) {
  const result = (game.result ?? {}) as { reason?: string; scores?: Record<string, number>; ranking?: number[] };
  return (
    <div class="card notice result" data-finished>
      <h2>Game over{result.reason ? `: ${result.reason}` : ''}</h2>
      <ol>
        {(result.ranking ?? []).map((seat) => (
          <li key={seat}>
            {seatName(seat)}: {result.scores?.[String(seat)] ?? ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

