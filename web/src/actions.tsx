/**
 * The seat's legal actions as controls. Everything offered comes from legalActions: the map highlights
 * the hexes and cities those actions name, the tile chooser offers their tiles and rotations, and every
 * other action is a button (with inputs for its open parameters). A chosen action is first previewed
 * (a dry run), then sent with the action count it was chosen at, so a move made meanwhile refuses it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, request } from './api/client';
import { ActDocument, BestRoutesDocument, PreviewDocument, UndoDocument, type PreviewQuery } from './generated/graphql';
import type { HexMapProps, RouteToDraw, TileCandidates } from './board';
import { ROUTE_COLORS } from './board';
import { describeAction, kindName, type ActionJson } from './words';
import type { GameView, Legal } from './game';

type Route = { train: string; path: string[] };
type Params = Record<string, { min: number; max: number; multipleOf?: number }>;

export interface Pending {
  action: ActionJson;
  label: string;
}

const QUICK_KEY = 'switchyard.quick';

export function useActionState(
  gameId: string,
  token: string | null,
  game: GameView | null,
  legal: Legal[],
  refresh: () => Promise<void>,
  setError: (e: string | null) => void,
) {
  const [selectedHex, setSelectedHex] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [preview, setPreview] = useState<PreviewQuery['preview'] | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [quick, setQuick] = useState(() => localStorage.getItem(QUICK_KEY) === '1');
  const [routes, setRoutes] = useState<Route[] | null>(null);
  const actionCount = game?.actionCount ?? 0;

  // A new position: drop choices made on the old one.
  useEffect(() => {
    setSelectedHex(null);
    setPending(null);
    setPreview(null);
    setPreviewError(null);
    setRoutes(null);
  }, [actionCount, token]);

  const actions = legal.map((l) => ({ ...l, action: l.action as ActionJson, params: (l.params ?? null) as Params | null }));

  // Tile lays by hex, then tile, then rotations.
  const lays = useMemo(() => {
    const byHex = new Map<string, Map<string, number[]>>();
    for (const l of actions) {
      if (l.action.type !== 'lay_tile' || l.params) continue;
      const hex = String(l.action.hex);
      const tiles = byHex.get(hex) ?? new Map<string, number[]>();
      const tile = String(l.action.tile);
      tiles.set(tile, [...(tiles.get(tile) ?? []), Number(l.action.rotation)]);
      byHex.set(hex, tiles);
    }
    return byHex;
  }, [legal]);
  const stations = actions.filter((l) => l.action.type === 'place_token' && typeof l.action.hex === 'string' && !l.params);
  const offeredRun = actions.find((l) => l.action.type === 'run_routes');

  const send = async (action: ActionJson) => {
    if (!token) return;
    setBusy(true);
    try {
      await request(ActDocument, { gameId, action, expectedIndex: actionCount }, token);
      setPending(null);
      setPreview(null);
      await refresh();
    } catch (e) {
      const err = e as ApiError;
      setError(err.code === 'STALE_INDEX' ? 'The game moved on before your action arrived: look again and choose anew.' : err.message);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const choose = async (action: ActionJson, label = describeAction(action)) => {
    if (!token) return;
    setError(null);
    if (quick) return send(action);
    setPending({ action, label });
    setPreview(null);
    setPreviewError(null);
    try {
      const d = await request(PreviewDocument, { gameId, action }, token);
      setPreview(d.preview);
    } catch (e) {
      setPreviewError((e as Error).message);
    }
  };

  const undo = async () => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await request(UndoDocument, { gameId, expectedIndex: actionCount }, token);
      await refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const shownRoutes: Route[] = routes ?? ((offeredRun?.action.routes as Route[] | undefined) ?? []);
  const candidates: TileCandidates | null =
    selectedHex && lays.has(selectedHex)
      ? { hex: selectedHex, options: [...lays.get(selectedHex)!].map(([tile, rotations]) => ({ tile, rotations })) }
      : null;

  const mapProps: Partial<HexMapProps> = {
    highlightHexes: [...lays.keys()],
    highlightCities: stations.map((s) => ({ hex: String(s.action.hex), city: Number(s.action.city ?? 0) })),
    onHexClick: (hex) => setSelectedHex(lays.has(hex) ? hex : null),
    candidates,
    onChooseTile: (hex, tile, rotation) => {
      const l = actions.find((a) => a.action.type === 'lay_tile' && a.action.hex === hex && a.action.tile === tile && Number(a.action.rotation) === rotation);
      if (l) void choose(l.action);
    },
    onCancelTile: () => setSelectedHex(null),
    onCityClick: (hex, city) => {
      const l = stations.find((s) => s.action.hex === hex && Number(s.action.city ?? 0) === city);
      if (l) void choose(l.action);
    },
    routes: offeredRun ? shownRoutes.map((r, i): RouteToDraw => ({ train: r.train, path: r.path, color: ROUTE_COLORS[i % ROUTE_COLORS.length] })) : [],
  };

  return {
    gameId, token, actions, lays, stations, offeredRun, shownRoutes, setRoutes, selectedHex, setSelectedHex,
    pending, preview, previewError, busy, quick,
    setQuick: (q: boolean) => {
      localStorage.setItem(QUICK_KEY, q ? '1' : '0');
      setQuick(q);
    },
    choose, send, undo, mapProps,
    cancel: () => {
      setPending(null);
      setPreview(null);
      setPreviewError(null);
    },
  };
}

export type ActionState = ReturnType<typeof useActionState>;

/** Groups for the buttons: by action kind, then by the corporation or company it concerns. */
function groupsOf(actions: ActionState['actions']) {
  const byKind = new Map<string, Map<string, ActionState['actions']>>();
  for (const l of actions) {
    if (l.action.type === 'lay_tile' && !l.params) continue; // on the map
    if (l.action.type === 'place_token' && !l.params && typeof l.action.hex === 'string') continue; // on the map
    if (l.action.type === 'run_routes') continue; // the routes box
    const kind = l.action.type;
    const sub = String(l.action.corporation ?? l.action.company ?? '');
    const subs = byKind.get(kind) ?? new Map();
    subs.set(sub, [...(subs.get(sub) ?? []), l]);
    byKind.set(kind, subs);
  }
  return byKind;
}

function shortLabel(a: ActionJson): string {
  switch (a.type) {
    case 'par':
      return String(a.price);
    case 'bid':
      return `Bid ${a.price}`;
    default:
      return describeAction(a);
  }
}

export function ActionPanel({ state, game, seatName }: { state: ActionState; game: GameView; seatName: (s: number) => string }) {
  const { actions, pending, preview, previewError, busy } = state;
  const groups = groupsOf(actions);
  const acting = actions[0]?.action;
  const mapLays = state.lays.size;
  const mapStations = state.stations.length;
  return (
    <section class="card actions" data-legal-count={actions.length}>
      <div class="actions-head">
        <h2>Your move</h2>
        <label class="inline small" title="Send at once, without the dry-run preview">
          <input type="checkbox" name="quick" checked={state.quick} onChange={(e) => state.setQuick((e.target as HTMLInputElement).checked)} /> no preview
        </label>
        <button class="small" data-action="undo" disabled={busy} onClick={() => state.undo()}>Undo my last action</button>
      </div>
      {actions.length === 0 ? (
        <p class="muted">{game.finished ? 'The game is over.' : 'Nothing to do now: waiting for the others.'}</p>
      ) : (
        <p class="acting">
          Acting for{' '}
          <strong>{acting?.entityType === 'player' ? seatName(Number(acting.entity)) : String(acting?.entity)}</strong>
        </p>
      )}
      {pending && (
        <div class="preview" data-preview>
          <h3>{pending.label}?</h3>
          {previewError && <p class="error">{previewError}</p>}
          {!preview && !previewError && <p class="muted">Previewing…</p>}
          {preview && <PreviewView preview={preview} seatName={seatName} />}
          <div class="row">
            <button class="primary" data-action="confirm" disabled={busy || !!previewError} onClick={() => state.send(pending.action)}>Confirm</button>
            <button data-action="cancel" onClick={state.cancel}>Cancel</button>
          </div>
        </div>
      )}
      {mapLays > 0 && (
        <p class="hint" data-hint="lay">
          Lay track: click one of the {mapLays} highlighted hexes on the map, then pick a tile and rotation.
          {state.selectedHex && <> Chosen hex: <strong>{state.selectedHex}</strong>.</>}
        </p>
      )}
      {mapStations > 0 && <p class="hint" data-hint="station">Place a station: click a highlighted city on the map ({state.stations.map((s) => `${s.action.hex}${s.cost != null ? ` for ${s.cost}` : ''}`).join(', ')}).</p>}
      {state.offeredRun && <RoutesBox state={state} />}
      {[...groups].map(([kind, subs]) => (
        <div class="action-group" key={kind} data-kind={kind}>
          <h4>{kindName(kind)}</h4>
          {[...subs].map(([sub, list]) => (
            <div class="action-row" key={sub}>
              {sub && (kind === 'par' || kind === 'bid') && <span class="sub">{sub}</span>}
              {list.map((l) => (l.params ? <ParamChoice key={l.id} legal={l} state={state} /> : (
                <button key={l.id} data-choice={l.id} disabled={busy} onClick={() => state.choose(l.action)}>
                  {shortLabel(l.action)}
                  {l.cost != null && l.action.type !== 'buy_train' ? ` (${l.cost})` : ''}
                </button>
              )))}
            </div>
          ))}
        </div>
      ))}
      <RawAction state={state} />
    </section>
  );
}

/** A choice with open parameters: one number input per parameter, within its range. */
function ParamChoice({ legal, state }: { legal: ActionState['actions'][number]; state: ActionState }) {
  const params = legal.params ?? {};
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries(Object.entries(params).map(([k, r]) => [k, typeof legal.action[k] === 'number' && (legal.action[k] as number) >= r.min && (legal.action[k] as number) <= r.max ? (legal.action[k] as number) : r.min])),
  );
  const action = { ...legal.action, ...values } as ActionJson;
  return (
    <form class="param-choice" data-choice={legal.id} onSubmit={(e) => {
      e.preventDefault();
      void state.choose(action);
    }}>
      <span>{describeAction(action)}</span>
      {Object.entries(params).map(([k, r]) => (
        <label class="inline" key={k}>
          {k} ({r.min}–{r.max})
          <input type="number" name={k} min={r.min} max={r.max} step={r.multipleOf ?? 1} value={values[k]}
            onInput={(e) => setValues({ ...values, [k]: Number((e.target as HTMLInputElement).value) })} />
        </label>
      ))}
      <button type="submit" disabled={state.busy}>Choose</button>
    </form>
  );
}

function RoutesBox({ state }: { state: ActionState }) {
  const offered = state.offeredRun!;
  const [text, setText] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const routes = state.shownRoutes;
  const asText = (rs: Route[]) => rs.map((r) => `${r.train}: ${r.path.join(' ')}`).join('\n');
  const parse = (t: string): Route[] =>
    t.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
      const m = /^([^:]+):\s*(.*)$/.exec(line);
      if (!m) throw new Error(`"${line}": write a route as <train>: <stop> <stop> …`);
      return { train: m[1].trim(), path: m[2].split(/\s+/).filter(Boolean) };
    });
  const corporation = String(offered.action.entity);
  return (
    <div class="routes" data-routes>
      <h4>Run routes for {corporation}</h4>
      {routes.length === 0 ? <p class="muted">No route to run.</p> : (
        <ol class="route-list">
          {routes.map((r, i) => (
            <li key={i} style={{ borderLeftColor: ROUTE_COLORS[i % ROUTE_COLORS.length] }}>
              <strong>{r.train}</strong>: {r.path.join(' → ')}
            </li>
          ))}
        </ol>
      )}
      <div class="row">
        <button class="primary" data-action="run-routes" disabled={state.busy}
          onClick={() => state.choose({ ...offered.action, routes } as ActionJson, `Run ${routes.length} route${routes.length === 1 ? '' : 's'}`)}>
          {state.shownRoutes === offered.action.routes ? 'Run the suggested routes' : 'Run these routes'}
        </button>
        <button disabled={finding} onClick={async () => {
          setFinding(true);
          setNote(null);
          try {
            const d = await request(BestRoutesDocument, { gameId: state.gameId, corporation, timeBudgetMs: 3000 });
            state.setRoutes(d.bestRoutes.routes.map((r) => ({ train: r.train, path: r.path })));
            setNote(`Best routes: ${d.bestRoutes.revenue}${d.bestRoutes.proven ? ' (proven best)' : ` (search stopped; at most ${d.bestRoutes.upperBound})`}`);
          } catch (e) {
            setNote((e as Error).message);
          } finally {
            setFinding(false);
          }
        }}>{finding ? 'Searching…' : 'Best routes'}</button>
        <button onClick={() => setText(text === null ? asText(routes) : null)}>{text === null ? 'Change…' : 'Close editor'}</button>
      </div>
      {note && <p class="muted">{note}</p>}
      {text !== null && (
        <div class="route-editor">
          <p class="muted small">One route a line: <code>train: stop stop …</code> with stops as hex.node (e.g. <code>C3.0</code>) and plain track as the hex.</p>
          <textarea name="routes" rows={Math.max(3, routes.length + 1)} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
          <button onClick={() => {
            try {
              state.setRoutes(parse(text));
              setText(null);
            } catch (e) {
              setNote((e as Error).message);
            }
          }}>Use these routes</button>
        </div>
      )}
    </div>
  );
}

/** Any action as JSON, for kinds the controls above do not cover; the server checks it like any other. */
function RawAction({ state }: { state: ActionState }) {
  const [text, setText] = useState('');
  const [err, setErr] = useState<string | null>(null);
  return (
    <details class="raw-action">
      <summary>Other action (JSON)</summary>
      <p class="muted small">Any action the server accepts, e.g. one of the choices above with other values. It is previewed first.</p>
      <select onChange={(e) => {
        const id = (e.target as HTMLSelectElement).value;
        const l = state.actions.find((a) => a.id === id);
        if (l) setText(JSON.stringify(l.action, null, 1));
      }}>
        <option value="">Start from a legal choice…</option>
        {state.actions.map((a) => <option key={a.id} value={a.id}>{a.id}</option>)}
      </select>
      <textarea name="raw-action" rows={5} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      {err && <p class="error">{err}</p>}
      <button onClick={() => {
        try {
          const action = JSON.parse(text) as ActionJson;
          if (!action || typeof action.type !== 'string') throw new Error('an action is an object with a "type"');
          setErr(null);
          void state.choose(action);
        } catch (e) {
          setErr((e as Error).message);
        }
      }}>Preview and send</button>
    </details>
  );
}

function PreviewView({ preview, seatName }: { preview: PreviewQuery['preview']; seatName: (s: number) => string }) {
  const delta = (a: number, b: number) => (b === a ? `${a}` : `${a} → ${b}`);
  return (
    <div class="preview-body">
      <ul class="log-lines">
        {preview.log.map((line, i) => <li key={i}>{line}</li>)}
      </ul>
      <ul class="changes">
        {preview.players.map((p) => <li key={`p${p.seat}`}>{seatName(p.seat)}: cash {delta(p.cashBefore, p.cashAfter)}</li>)}
        {preview.corporations.map((c) => (
          <li key={c.id}>
            {c.id}: cash {delta(c.cashBefore, c.cashAfter)}
            {c.sharePriceBefore !== c.sharePriceAfter && `, price ${c.sharePriceBefore ?? '–'} → ${c.sharePriceAfter ?? '–'}`}
            {c.trainsBefore.join() !== c.trainsAfter.join() && `, trains ${c.trainsAfter.join(' ') || 'none'}`}
          </li>
        ))}
        {preview.bankBefore !== preview.bankAfter && <li>Bank: {delta(preview.bankBefore, preview.bankAfter)}</li>}
        {preview.phaseBefore !== preview.phaseAfter && <li>Phase {preview.phaseBefore} → {preview.phaseAfter}</li>}
        {preview.trainsRemoved.length > 0 && <li>Trains removed: {preview.trainsRemoved.join(', ')}</li>}
        {preview.nextActive && <li>Next: {preview.nextActive.entityType === 'player' ? seatName(preview.nextActive.seat) : String(preview.nextActive.entity)}</li>}
        {preview.finished && <li><strong>This ends the game.</strong></li>}
      </ul>
    </div>
  );
}
