/**
 * `game { state }`: the whole public state through GraphQL, read without a token
 * (spectators), on both backends. A recorded 1870 game is imported and its state is
 * checked against a replay of the same export with the engine in this process: every
 * player's cash and certificates, every corporation's shares by holder, market cell,
 * trains and tokens, every laid tile with its rotation and tokens, the train supply
 * and the tile supply.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import * as engine from '../../engine';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { exportFromData, parseJson } from '../../tools/import/export-format';
import { sharedPath } from '../../tools/paths';
import { ok } from './support/client';
import { BACKENDS } from './support/db';
import { serverForSuite } from './support/server';
import { definitionOf } from '../helpers/demo';

const FIXTURE = sharedPath('fixtures', '1870', '1870-game-end-bank.json');

const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId finished matchesRecorded } }`;
const STATE = `query($id: ID!) { game(id: $id) { actionCount state {
  actionCount priority
  phase { id index trainLimit tiles operatingRounds }
  bank { cash broken }
  players { seat name cash netWorth bankrupt certificates companies shares { corporation percent certificates president } }
  corporations { id name color president cash par sharePrice market { row col } floated operated closed floatPercent home
    trains { id type } tokens { hex city } tokensLeft companies shares { holder seat percent certificates president } }
  companies { id name value revenue owner closed }
  market { rows { cells { price par flags } } positions { corporation row col order } }
  map { layout hexes { id name tile shows rotation color label cost tokens { corporation city slot } stops { node kind revenue slots } neighbours }
        markers { hex kind corporation source ownerBonus otherBonus } }
  trains { type distance price depot pool rustsOn onSale }
  tiles { tile color remaining }
} } }`;

describe.each(BACKENDS)('game state (%s)', (backend) => {
  const suite = serverForSuite(backend);

  it('serves the whole public state of an imported 1870 game, equal to a replay in this process', async () => {
    const json = fs.readFileSync(FIXTURE, 'utf8');
    const { importGame } = await ok(suite.url, IMPORT, { json });
    expect(importGame.matchesRecorded).toBe(true);
    const { game } = await ok(suite.url, STATE, { id: importGame.gameId });
    const view = game.state;

    // The same game, replayed here from the export.
    const exported = exportFromData(parseJson(json));
    const report = replayExport(definitionOf('1870'), exported);
    expect(report.error).toBeNull();
    const title: engine.Title = titleForExport(definitionOf('1870'), exported);
    const state: engine.GameState = report.state;

    expect(view.actionCount).toBe(game.actionCount);
    expect(view.bank).toEqual({ cash: state.bank, broken: state.bankBroken });
    expect(view.phase.id).toBe(title.phases[state.phase]!.id);

    for (const p of state.players) {
      const vp = view.players[p.seat];
      expect(vp.cash).toBe(p.cash);
      // Shares held, counted from the raw certificate owners.
      for (const def of title.corporations) {
        const mine = state.corporations[def.id]!.certs.map((h, i) => (h === `player:${p.seat}` ? def.certificates[i]! : 0));
        const percent = mine.reduce((a, b) => a + b, 0);
        const held = vp.shares.find((s: { corporation: string }) => s.corporation === def.id);
        expect(held?.percent ?? 0).toBe(percent);
      }
    }

    for (const def of title.corporations) {
      const c = state.corporations[def.id]!;
      const vc = view.corporations.find((x: { id: string }) => x.id === def.id);
      expect(vc.cash).toBe(c.cash);
      expect(vc.market).toEqual(c.market ? { row: c.market.row, col: c.market.col } : null);
      expect(vc.trains.map((t: { id: string }) => t.id)).toEqual(c.trains);
      expect(vc.tokens).toEqual(c.tokens.map((t) => ({ hex: t.hex, city: t.city })));
      // Every certificate is somewhere: the holdings add up to the whole company.
      const total = vc.shares.reduce((a: number, s: { percent: number }) => a + s.percent, 0);
      expect(total).toBe(def.certificates.reduce((a, b) => a + b, 0));
      if (c.market) {
        const cell = view.market.rows[c.market.row].cells[c.market.col];
        expect(cell.price).toBe(vc.sharePrice);
      }
    }

    const laid = Object.entries(state.hexes).filter(([, h]) => h.tile !== null);
    expect(laid.length).toBeGreaterThan(10);
    for (const [hex, h] of laid) {
      const vh = view.map.hexes.find((x: { id: string }) => x.id === hex);
      expect(vh.tile).toBe(h.tile);
      expect(vh.rotation).toBe(h.rotation);
      expect(vh.tokens).toEqual(h.tokens);
    }
    expect(view.map.hexes).toHaveLength(title.hexIds.length);

    for (const tt of title.trainTypes) {
      const supply = view.trains.find((t: { type: string }) => t.type === tt.id);
      const left = state.trains.filter((t) => t.type === tt.id && t.owner === 'depot').length;
      expect(supply.depot).toBe(tt.count === 'unlimited' ? -1 : left);
      expect(supply.price).toBe(tt.price);
    }
    for (const [tile, remaining] of Object.entries(state.tileSupply)) {
      expect(view.tiles.find((t: { tile: string }) => t.tile === tile).remaining).toBe(remaining);
    }
  }, 60_000);
});
