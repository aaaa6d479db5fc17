/** The game log in words: the engine's lines for each stored action, newest first. */
import { useState } from 'preact/hooks';

export interface LogEvent {
  index: number;
  seat?: number | null;
  action: unknown;
  log: string[];
}

const SHOWN = 60;

export function GameLog({ events, onShow }: { events: LogEvent[]; seatName: (s: number) => string; onShow: (index: number) => void }) {
  const [all, setAll] = useState(false);
  const newest = [...events].reverse();
  const shown = all ? newest : newest.slice(0, SHOWN);
  return (
    <section class="card" data-panel="log">
      <h2>Log</h2>
      <ol class="log" reversed>
        {shown.map((e) => (
          <li key={e.index} value={e.index + 1} data-log-index={e.index}>
            <button class="link index" title="Show the game after this action" onClick={() => onShow(e.index)}>#{e.index + 1}</button>{' '}
            {e.log.length ? e.log.map((line, i) => <div key={i} class="log-line">{line}</div>) : <span class="muted">{(e.action as { type?: string })?.type ?? 'action'}</span>}
          </li>
        ))}
      </ol>
      {!all && newest.length > SHOWN && <button class="link" onClick={() => setAll(true)}>Show all {newest.length}</button>}
    </section>
  );
}
