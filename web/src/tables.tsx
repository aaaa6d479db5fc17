/** The table: players, corporations, private companies, bank, phase and train depot. */
import type { GameView, StateView } from './game';

export function GameTables({ state, game, seatName }: { state: StateView; game: GameView; seatName: (s: number) => string }) {
  const holder = (h: string) => (h.startsWith('player:') ? seatName(Number(h.slice(7))) : h.startsWith('corp:') ? h.slice(5) : h === 'ipo' ? 'IPO' : h === 'market' ? 'Market' : h === 'removed' ? 'Removed from the game' : h);
  const corps = state.corporations.filter((c) => c.par !== null || c.floated || c.cash > 0);
  const unstarted = state.corporations.filter((c) => !corps.includes(c));
  const companies = state.companies.filter((c) => !c.closed);
  return (
    <>
      <section class="card" data-panel="players">
        <h2>Players</h2>
        <table class="grid">
          <thead>
            <tr><th>Player</th><th class="num">Cash</th><th class="num">Certs</th><th>Shares</th><th class="num">Worth</th></tr>
          </thead>
          <tbody>
            {state.players.map((p) => (
              <tr key={p.seat} data-seat={p.seat} class={game.activeSeats.includes(p.seat) ? 'acting' : ''}>
                <td>
                  {p.name}
                  {state.priority === p.seat && <span class="badge" title="Priority deal">P</span>}
                  {p.bankrupt && <span class="badge warn">bankrupt</span>}
                </td>
                <td class="num">{p.cash}</td>
                <td class="num">{p.certificates}</td>
                <td class="small">
                  {p.shares.map((s) => `${s.corporation} ${s.percent}%${s.president ? '*' : ''}`).join(', ')}
                  {p.companies.length > 0 && <div class="muted">{p.companies.join(', ')}</div>}
                </td>
                <td class="num">{p.netWorth}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="card" data-panel="corporations">
        <h2>Corporations</h2>
        <table class="grid">
          <thead>
            <tr><th>Corp.</th><th class="num">Price</th><th class="num">Treasury</th><th>Trains</th><th class="num">Tokens left</th><th>Shareholders</th></tr>
          </thead>
          <tbody>
            {corps.map((c) => (
              <tr key={c.id} data-corporation={c.id} class={c.closed ? 'closed' : ''}>
                <td>
                  <span class="swatch" style={{ background: c.color }} /> <strong title={c.name}>{c.id}</strong>
                  {c.president !== null && <div class="muted small">pres. {seatName(c.president)}</div>}
                  {!c.floated && <div class="muted small">not floated</div>}
                  {c.status.map((s) => <span key={s} class="badge warn">{s}</span>)}
                </td>
                <td class="num">{c.sharePrice ?? '–'}{c.par !== null && <div class="muted small">par {c.par}</div>}</td>
                <td class="num">{c.cash}</td>
                <td>{c.trains.map((t) => t.type + (t.obsolete ? '†' : '')).join(' ') || <span class="muted">none</span>}</td>
                <td class="num" title={c.tokensLeft.join(', ')}>{c.tokensLeft.length}</td>
                <td class="small">{c.shares.map((s) => `${holder(s.holder)} ${s.percent}%`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {unstarted.length > 0 && <p class="muted small">Not started: {unstarted.map((c) => c.id).join(', ')}</p>}
      </section>
      {companies.length > 0 && (
        <section class="card" data-panel="companies">
          <h2>Private companies</h2>
          <table class="grid">
            <thead><tr><th>Company</th><th>Owner</th><th class="num">Value</th><th class="num">Revenue</th></tr></thead>
            <tbody>
              {companies.map((c) => (
                <tr key={c.id} title={c.description ?? ''}>
                  <td><strong>{c.id}</strong> <span class="muted small">{c.name}</span></td>
                  <td>{c.owner === 'bank' ? (c.forSale ? 'bank (for sale)' : 'bank') : holder(c.owner)}</td>
                  <td class="num">{c.value}</td>
                  <td class="num">{c.revenue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section class="card" data-panel="bank">
        <h2>Bank, phase and depot</h2>
        <p>
          Bank: <strong data-bank>{state.bank.cash}</strong>{state.bank.broken && <span class="badge warn">broken</span>} · Phase{' '}
          <strong>{state.phase.id}</strong> (tiles {state.phase.tiles.join(', ')}; train limit {state.phase.trainLimit}; {state.phase.operatingRounds} OR
          {state.phase.operatingRounds === 1 ? '' : 's'} per set)
        </p>
        <table class="grid">
          <thead><tr><th>Train</th><th class="num">Price</th><th class="num">Left</th><th>Pool</th><th>Rusts on</th></tr></thead>
          <tbody>
            {state.trains.filter((t) => t.depot !== 0 || t.pool.length > 0).map((t) => (
              <tr key={t.type} class={t.onSale ? 'on-sale' : ''} data-train={t.type}>
                <td>{t.type}{t.onSale && <span class="badge">on sale</span>}</td>
                <td class="num">{t.price}</td>
                <td class="num">{t.depot < 0 ? '∞' : t.depot}</td>
                <td>{t.pool.join(' ')}</td>
                <td>{t.rustsOn ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
