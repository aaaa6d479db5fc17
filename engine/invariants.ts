/**
 * Invariants that must hold after every action, whatever the title. Tests and
 * the fuzzer call this after each step; any message is a bug.
 */
import type { Title } from './definition/title';
import { placedTile } from './map/graph';
import { tokenPrices } from './map/tokens';
import type { GameState } from './state/types';
import { certPercents } from './shares/holdings';
import { concat, every, first, sum } from './core/ask';

export function checkInvariants(title: Title, state: GameState): string[] {
  const errors: string[] = [];
  const seats = state.players.length;
  const validHolder = (h: string, allowed: string[]): boolean => {
    if (allowed.includes(h)) return true;
    if (h.startsWith('player:')) {
      const s = Number(h.slice(7));
      return Number.isInteger(s) && s >= 0 && s < seats;
    }
    if (h.startsWith('corp:')) return title.corporation.has(h.slice(5));
    // A mechanism's holder (an investor other than a player) is valid while it says so.
    return first(title, 'knownHolder', state, h) === true;
  };

  // Money is conserved: it only moves between the bank, players, corporations and the mechanisms' holders.
  const total = state.bank + state.players.reduce((a, p) => a + p.cash, 0) + Object.values(state.corporations).reduce((a, c) => a + c.cash, 0) + sum(title, 'moneyHeldElsewhere', state);
  if (total !== title.definition.title.bank.cash) errors.push(`money not conserved: ${total} in play, ${title.definition.title.bank.cash} at the start`);
  for (const p of state.players) if (p.cash < 0) errors.push(`player ${p.seat} has negative cash ${p.cash}`);
  for (const c of Object.values(state.corporations)) if (c.cash < 0) errors.push(`${c.id} has negative cash ${c.cash}`);
  // Where only the players' money breaks the bank (bank.breaksOn playerCash), or where a mechanism makes
  // it unlimited (nationalisation), the bank's balance may go below zero (company credits are unlimited).
  const bankBreaksOnBalance = title.definition.title.bank.breaksOn !== 'playerCash' && every(title, 'permits', title, state, 'bankBreaks');
  if (state.bank < 0 && !state.bankBroken && bankBreaksOnBalance) errors.push('the bank is below zero but not marked broken');

  // Every certificate is in exactly one valid place; the president's is with the president.
  const unsettled = new Set(concat(title, 'directorsUnsettled', state));
  const certHolders = ['ipo', 'market', ...concat(title, 'certificateHolders', title, state)];
  const presidentCertificate = every(title, 'permits', title, state, 'presidentCertificate');
  for (const def of title.corporations) {
    const c = state.corporations[def.id];
    if (!c) {
      errors.push(`corporation ${def.id} missing from state`);
      continue;
    }
    // A share count chosen at par (CorporationState.equalShares) replaces the definition's list.
    const expected = certPercents(title, c).length;
    if (c.certs.length !== expected) errors.push(`${def.id} has ${c.certs.length} certificates, expected ${expected}`);
    c.certs.forEach((h, i) => {
      if (!validHolder(h, certHolders)) errors.push(`${def.id} certificate ${i} is held by unknown ${h}`);
    });
    // The president's certificate may be in the market only in receivership (stock.presidentCanDumpTo "pool").
    const dumpable = title.rounds.stock.presidentCanDumpTo === 'pool';
    // A procedure under way may settle its companies' directors at its end; where certificate 0 is a
    // plain share there is no president's certificate to check.
    if (unsettled.has(def.id) || !presidentCertificate) continue;
    // A mechanism deciding who directs the company checks its certificate 0 itself.
    const checked = first(title, 'directorCheck', title, state, c);
    if (checked) errors.push(...checked);
    else if (c.president === null) {
      if (c.certs[0] !== 'ipo' && !(dumpable && c.certs[0] === 'market')) errors.push(`${def.id} has no president but its president's certificate is with ${c.certs[0]}`);
    } else if (c.certs[0] !== `player:${c.president}`) {
      errors.push(`${def.id} president is seat ${c.president} but the certificate is with ${c.certs[0]}`);
    }
  }

  // Trains: each owned train is listed by its owner (the limit is the trains mechanism's invariant).
  for (const t of state.trains) {
    if (!validHolder(t.owner, ['depot', 'pool', 'scrap'])) errors.push(`train ${t.id} held by unknown ${t.owner}`);
  }
  for (const c of Object.values(state.corporations)) {
    const owned = state.trains.filter((t) => t.owner === `corp:${c.id}`).map((t) => t.id).sort();
    const listed = [...c.trains].sort();
    if (owned.join() !== listed.join()) errors.push(`${c.id} lists trains ${listed.join(',')} but owns ${owned.join(',')}`);
  }

  // Tokens: map and corporations agree, and no city holds more tokens than slots.
  const markerOwners = concat(title, 'markerOwners', title);
  for (const [hex, hs] of Object.entries(state.hexes)) {
    const pt = placedTile(title, state, hex);
    for (const t of hs.tokens) {
      const node = pt?.tile.cities[t.city];
      if (node === undefined) {
        errors.push(`token of ${t.corporation} on ${hex} city ${t.city} which does not exist`);
        continue;
      }
      if (t.slot >= pt!.tile.nodes[node]!.slots) errors.push(`token of ${t.corporation} on ${hex} in slot ${t.slot} beyond the city's slots`);
      if (t.blocked) continue;
      // A mechanism's markers (a national railway's) have no corporation entry: it checks them in its invariants.
      if (!state.corporations[t.corporation]) {
        if (!markerOwners.includes(t.corporation)) errors.push(`token on ${hex} of unknown ${t.corporation}`);
        continue;
      }
      if (!state.corporations[t.corporation]!.tokens.some((x) => x.hex === hex && x.city === t.city)) errors.push(`token on ${hex} not listed by ${t.corporation}`);
    }
    const slots = new Set(hs.tokens.map((t) => `${t.city}/${t.slot}`));
    if (slots.size !== hs.tokens.length) errors.push(`two tokens share a slot on ${hex}`);
  }
  for (const c of Object.values(state.corporations)) {
    for (const t of c.tokens)
      if (!state.hexes[t.hex]?.tokens.some((x) => x.corporation === c.id && !x.blocked && x.city === t.city)) errors.push(`${c.id} lists a token on ${t.hex} that the map does not have`);
    if (c.tokens.length > tokenPrices(title, c).length) errors.push(`${c.id} placed more tokens than it has`);
  }

  for (const [id, n] of Object.entries(state.tileSupply)) if (n < -1) errors.push(`tile ${id} supply is ${n}`);
  for (const co of Object.values(state.companies)) if (!validHolder(co.owner, ['bank'])) errors.push(`company ${co.id} held by unknown ${co.owner}`);
  // The mechanisms' own state.
  errors.push(...concat(title, 'invariants', title, state));
  return errors;
}
