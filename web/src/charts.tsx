/** Share prices and net worth over the game (gameTimeSeries), drawn by the board's Charts when opened. */
import { useEffect, useState } from 'preact/hooks';
import { request } from './api/client';
import { TimeSeriesDocument, type TimeSeriesQuery } from './generated/graphql';
import { Charts, type CorporationStyle } from './board';

export function ChartsPanel({ gameId, players, corporations, actionCount }: {
  gameId: string;
  players: readonly { seat: number; name: string }[];
  corporations: readonly CorporationStyle[];
  actionCount: number;
}) {
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState<TimeSeriesQuery['gameTimeSeries']['rounds'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    request(TimeSeriesDocument, { gameId }).then((d) => setRounds(d.gameTimeSeries.rounds), (e: Error) => setError(e.message));
  }, [open, gameId, actionCount]);
  return (
    <section class="card" data-panel="charts">
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary><h2 class="inline-h">Charts</h2></summary>
        {error && <p class="error">{error}</p>}
        {open && rounds && (rounds.length ? <Charts rounds={rounds} players={players} corporations={corporations} width={520} height={220} /> : <p class="muted">No round has ended yet.</p>)}
      </details>
    </section>
  );
}
