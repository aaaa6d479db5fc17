/** The lobby (`/`): titles and their rules, a new game, joining a seat, the games list and importing. */
import { useEffect, useState } from 'preact/hooks';
import { ApiError, request } from './api/client';
import { CreateGameDocument, ImportGameDocument, JoinGameDocument, TitlesDocument, type TitlesQuery } from './generated/graphql';
import { navigate } from './app';
import { keepSeat, seatLink, type HeldSeat } from './seats';
import { GamesList } from './games-list';

type TitleInfo = TitlesQuery['titles'][number];

export function Lobby() {
  const [titles, setTitles] = useState<TitleInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    request(TitlesDocument, {}).then((d) => setTitles(d.titles), (e: Error) => setError(e.message));
  }, []);
  return (
    <div class="lobby">
      {error && <p class="error">{error}</p>}
      <div class="lobby-columns">
        <section class="card">
          <h2>New game</h2>
          {titles ? <CreateGame titles={titles} /> : <p class="muted">Loading titles…</p>}
        </section>
        <section class="card">
          <h2>Join a game</h2>
          <JoinGame />
          <h2>Import an 18xx.games export</h2>
          <ImportGame />
        </section>
      </div>
      <section class="card">
        <h2>Games</h2>
        <GamesList />
      </section>
      <section class="card">
        <h2>Titles</h2>
        {titles ? <TitleList titles={titles} /> : <p class="muted">Loading…</p>}
      </section>
    </div>
  );
}

function TitleList({ titles }: { titles: TitleInfo[] }) {
  return (
    <div class="titles">
      {titles.map((t) => (
        <details class="title" key={t.id} data-title={t.id}>
          <summary>
            <strong>{t.name}</strong> <span class="muted">({t.id}, {t.minPlayers}–{t.maxPlayers} players{t.variants.length ? `, ${t.variants.length} variant${t.variants.length > 1 ? 's' : ''}` : ''})</span>
          </summary>
          {t.variants.length > 0 && (
            <>
              <h4>Variants</h4>
              <ul>
                {t.variants.map((v) => (
                  <li key={v.id}>
                    <strong>{v.name}</strong> <span class="muted">({v.id})</span>: {v.description}
                  </li>
                ))}
              </ul>
            </>
          )}
          {t.rulesSummary && (
            <>
              <h4>Rules summary</h4>
              <ul class="rules">
                {t.rulesSummary.text.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </details>
      ))}
    </div>
  );
}

function CreateGame({ titles }: { titles: TitleInfo[] }) {
  const [titleId, setTitleId] = useState(titles.find((t) => t.id === 'demo')?.id ?? titles[0]?.id ?? '');
  const title = titles.find((t) => t.id === titleId);
  const [variant, setVariant] = useState('');
  const [names, setNames] = useState<string[]>(['Ann', 'Bob']);
  const [openSeats, setOpenSeats] = useState(0);
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ gameId: string; seats: HeldSeat[] } | null>(null);

  const min = title?.minPlayers ?? 1;
  const max = title?.maxPlayers ?? 6;
  const count = names.length + openSeats;
  const setCount = (n: number) => {
    const next = names.slice(0, n);
    while (next.length < n) next.push(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'][next.length] ?? `Player ${next.length + 1}`);
    setNames(next);
    setOpenSeats(0);
  };
  useEffect(() => {
    if (count < min) setCount(min);
    else if (count > max) setCount(max);
    setVariant('');
  }, [titleId]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { createGame } = await request(CreateGameDocument, {
        input: { title: titleId, variant: variant || null, players: names.map((n) => n.trim()), openSeats: openSeats || null, seed: seed.trim() || null },
      });
      for (const s of createGame.seats) keepSeat(createGame.gameId, s);
      setCreated({ gameId: createGame.gameId, seats: createGame.seats });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <div class="created" data-created-game={created.gameId}>
        <p>
          Game created. Each link below hands one seat to one player (the seat's secret token is in the part after
          “#”, which browsers never send to a server). This browser keeps every seat; open a link in another browser
          to give that seat away.
        </p>
        <ul class="seat-links">
          {created.seats.map((s) => (
            <li key={s.seat}>
              <a href={seatLink(created.gameId, s)} data-seat-link={s.seat} target="_blank" rel="noopener">
                Seat {s.seat + 1}: {s.name}
              </a>
            </li>
          ))}
        </ul>
        <div class="row">
          <button class="primary" onClick={() => navigate(`/games/${created.gameId}`)}>Open the game</button>
          <button onClick={() => setCreated(null)}>Create another</button>
        </div>
      </div>
    );

  return (
    <form onSubmit={submit} class="form" data-form="create">
      <label>
        Title
        <select name="title" value={titleId} onChange={(e) => setTitleId((e.target as HTMLSelectElement).value)}>
          {titles.map((t) => (
            <option value={t.id} key={t.id}>{t.name}</option>
          ))}
        </select>
      </label>
      {title && title.variants.length > 0 && (
        <label>
          Variant
          <select name="variant" value={variant} onChange={(e) => setVariant((e.target as HTMLSelectElement).value)}>
            <option value="">Base game</option>
            {title.variants.map((v) => (
              <option value={v.id} key={v.id}>{v.name}</option>
            ))}
          </select>
        </label>
      )}
      <label>
        Players
        <input type="number" name="players" min={min} max={max} value={count} onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))} />
      </label>
      <fieldset>
        <legend>Seats</legend>
        {names.map((n, i) => (
          <label class="inline" key={i}>
            Seat {i + 1}
            <input name={`seat-${i}`} value={n} required onInput={(e) => setNames(names.map((x, j) => (j === i ? (e.target as HTMLInputElement).value : x)))} />
          </label>
        ))}
        <label class="inline">
          Of these, leave open for others to join
          <input type="number" min={0} max={count} value={openSeats}
            onInput={(e) => {
              const open = Math.max(0, Math.min(count, Number((e.target as HTMLInputElement).value)));
              setNames(names.concat(Array(openSeats).fill('')).slice(0, count - open).map((x, i) => x || `Player ${i + 1}`));
              setOpenSeats(open);
            }} />
        </label>
      </fieldset>
      <label>
        Seed <span class="muted">(optional: the same seed deals the same game)</span>
        <input name="seed" value={seed} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
      </label>
      {error && <p class="error">{error}</p>}
      <button class="primary" type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create game'}</button>
    </form>
  );
}

function JoinGame() {
  const [gameId, setGameId] = useState('');
  const [name, setName] = useState('');
  const [seat, setSeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const id = gameId.trim().replace(/^.*\/games\//, '').replace(/[#?].*$/, '');
      const { joinGame } = await request(JoinGameDocument, { gameId: id, name: name.trim(), seat: seat === '' ? null : Number(seat) - 1 });
      keepSeat(joinGame.gameId, { seat: joinGame.seat, name: joinGame.name, token: joinGame.token });
      navigate(`/games/${joinGame.gameId}#seat=${joinGame.seat}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <form onSubmit={submit} class="form" data-form="join">
      <label>
        Game id or link
        <input name="gameId" required value={gameId} onInput={(e) => setGameId((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        Your name
        <input name="name" required value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <label>
        Seat <span class="muted">(optional: the first open one)</span>
        <input name="seat" type="number" min={1} value={seat} onInput={(e) => setSeat((e.target as HTMLInputElement).value)} />
      </label>
      {error && <p class="error">{error}</p>}
      <button type="submit">Join</button>
    </form>
  );
}

function ImportGame() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { importGame } = await request(ImportGameDocument, { json: await file.text() });
      for (const s of importGame.seats) keepSeat(importGame.gameId, s);
      navigate(`/games/${importGame.gameId}`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="form" data-form="import">
      <label>
        Export file (.json)
        <input type="file" name="import" accept=".json,application/json" disabled={busy} onChange={onFile} />
      </label>
      {busy && <p class="muted">Importing and replaying…</p>}
      {error && <p class="error">{error}</p>}
    </div>
  );
}
