/**
 * Random legal-action bots: creates a game and plays it to its end through the public
 * GraphQL API, every seat choosing at random (with a seeded generator) among the
 * actions `legalActions` lists. See examples/README.md.
 *
 *   npm run example:bots -- --url http://localhost:4000/graphql --title 1870 --players 4 --seed 7
 *
 * Output: the first line is `game <id>` (so that another process can follow it, e.g.
 * examples/follow.ts), then a line every 100 actions, then the result. Exit status 0
 * when the game ended, 1 on an error or when --max-actions is reached first.
 */
import { writeFileSync } from 'node:fs';
import { ApiError, DEFAULT_URL, GraphQLClient, intFlag, parseFlags } from './lib/client';

const USAGE = `Usage: bots [--url URL] [--title ID] [--variant ID] [--players N|NAME,NAME,...] [--seed N]
            [--max-actions N] [--pass-rate P] [--game-id-file FILE] [--every N]

  --url           the GraphQL endpoint (default ${DEFAULT_URL})
  --title         title id (default 1870)
  --variant       variant id (default: the base game)
  --players       a number of players ("Bot 1", "Bot 2", ...) or their names, comma-separated (default 4)
  --seed          seeds both the game (createGame's seed) and the bots' choices (default: random)
  --max-actions   give up (exit 1) after this many actions (default 5000)
  --pass-rate     how often a bot considers passing when it could do something else (default 0.3)
  --game-id-file  also write the game id to this file once the game is created
  --every         print a progress line every N actions (default 100; 0: none)`;

const Q = {
  createGame: `mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId seats { seat name token } } }`,
  status: `query ($id: ID!) { game(id: $id) { actionCount activeSeats finished phase round { description } } }`,
  final: `query ($id: ID!) { game(id: $id) {
    actionCount finished phase round { description } bank result
    players { seat name cash netWorth bankrupt } } }`,
  legalActions: `query ($gameId: ID!, $token: String!) { legalActions(gameId: $gameId, token: $token) { id action params } }`,
  act: `mutation ($gameId: ID!, $token: String!, $action: JSON!, $expectedIndex: Int) {
    act(gameId: $gameId, token: $token, action: $action, expectedIndex: $expectedIndex) { index actionCount finished activeSeats } }`,
};

interface Status {
  actionCount: number;
  activeSeats: number[];
  finished: boolean;
  phase: string;
  round: { description: string };
}

interface LegalAction {
  id: string;
  action: Record<string, unknown>;
  /** Open numeric fields, e.g. { price: { min, max } }. */
  params: Record<string, { min: number; max: number }> | null;
}

interface FinalGame extends Omit<Status, 'activeSeats'> {
  bank: number;
  result: { reason?: string; scores?: Record<string, number>; ranking?: number[] } | null;
  players: { seat: number; name: string; cash: number; netWorth: number; bankrupt: boolean }[];
}

/** mulberry32: a small seeded generator (the bots' own; the game's draws come from its seed). */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random choice: usually something other than passing; never an offer to buy another
 * player's private company (random offers at random prices only shuffle privates around).
 * Open parameters (a price within a range) get their minimum.
 */
function choose(legal: LegalAction[], random: () => number, passRate: number): Record<string, unknown> | null {
  const usable = legal.filter((a) => !a.id.startsWith('offer_company'));
  if (usable.length === 0) return null;
  const nonPass = usable.filter((a) => a.id !== 'pass');
  const pool = nonPass.length > 0 && random() < 1 - passRate ? nonPass : usable;
  const choice = pool[Math.floor(random() * pool.length)]!;
  const action = { ...choice.action };
  for (const [field, range] of Object.entries(choice.params ?? {})) action[field] = range.min;
  return action;
}

async function main(): Promise<void> {
  const flags = parseFlags(
    process.argv.slice(2),
    ['url', 'title', 'variant', 'players', 'seed', 'max-actions', 'pass-rate', 'game-id-file', 'every'],
    USAGE,
  );
  // A server restart costs a few failed requests: wait for it for up to a minute.
  const api = new GraphQLClient(flags.get('url') ?? DEFAULT_URL, 60);
  const title = flags.get('title') ?? '1870';
  const seed = intFlag(flags, 'seed', Math.floor(Math.random() * 2 ** 31));
  const maxActions = intFlag(flags, 'max-actions', 5000);
  const every = intFlag(flags, 'every', 100);
  const passRate = Number(flags.get('pass-rate') ?? 0.3);
  const playersFlag = flags.get('players') ?? '4';
  const players = /^\d+$/.test(playersFlag)
    ? Array.from({ length: Number(playersFlag) }, (_, i) => `Bot ${i + 1}`)
    : playersFlag.split(',').map((name) => name.trim());

  const { createGame } = await api.request<{ createGame: { gameId: string; seats: { seat: number; name: string; token: string }[] } }>(
    Q.createGame,
    { input: { title, variant: flags.get('variant') ?? null, players, seed: String(seed) } },
  );
  const gameId = createGame.gameId;
  const tokens = createGame.seats.map((s) => s.token);
  // First line, flushed before anything else, for a follower to pick up.
  console.log(`game ${gameId}`);
  const idFile = flags.get('game-id-file');
  if (idFile) writeFileSync(idFile, `${gameId}\n`);
  console.log(`${title}: ${players.join(', ')}; seed ${seed}`);

  const random = seededRandom(seed);
  const started = Date.now();
  let status = (await api.request<{ game: Status }>(Q.status, { id: gameId })).game;
  let retries = 0;
  while (!status.finished) {
    if (status.actionCount >= maxActions) {
      console.error(`the game did not end within ${maxActions} actions (game ${gameId})`);
      process.exit(1);
    }
    const seat = status.activeSeats[0];
    if (seat === undefined) throw new Error(`nobody may act at action ${status.actionCount}, yet the game is not finished`);
    const token = tokens[seat]!;
    const { legalActions } = await api.withToken<{ legalActions: LegalAction[] }>(Q.legalActions, { gameId, token });
    const action = choose(legalActions, random, passRate);
    if (!action) throw new Error(`seat ${seat} may act at action ${status.actionCount} but has no usable legal action`);
    try {
      const { act } = await api.withToken<{ act: { index: number; actionCount: number; finished: boolean; activeSeats: number[] } }>(Q.act, {
        gameId,
        token,
        action,
        expectedIndex: status.actionCount,
      });
      retries = 0;
      const done = act.index + 1;
      if (every > 0 && done % every === 0) {
        console.log(`action ${String(act.index).padStart(5)}  ${status.round.description}  phase ${status.phase}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
      // act says who moves next: read the whole game only now and then (for the progress line).
      if (!act.finished && (every === 0 || (done + 1) % every !== 0)) {
        status = { ...status, actionCount: act.actionCount, activeSeats: act.activeSeats };
        continue;
      }
    } catch (err) {
      // Someone else acted first (STALE_INDEX), or the turn moved on: look again.
      if (!(err instanceof ApiError) || !['STALE_INDEX', 'NOT_YOUR_TURN'].includes(err.code) || ++retries > 10) throw err;
      console.log(`action ${status.actionCount}: ${err.message}; reading the game again`);
    }
    status = (await api.request<{ game: Status }>(Q.status, { id: gameId })).game;
  }

  const { game } = await api.request<{ game: FinalGame }>(Q.final, { id: gameId });
  const seconds = (Date.now() - started) / 1000;
  console.log(`finished after ${game.actionCount} actions in ${seconds.toFixed(1)} s: ${game.result?.reason ?? 'no reason given'}`);
  const order = game.result?.ranking ?? game.players.map((p) => p.seat);
  for (const [place, seat] of order.entries()) {
    const p = game.players.find((x) => x.seat === seat)!;
    const score = game.result?.scores?.[String(seat)] ?? p.netWorth;
    console.log(`  ${place + 1}. ${p.name.padEnd(12)} ${String(score).padStart(6)}  (cash ${p.cash}${p.bankrupt ? ', bankrupt' : ''})`);
  }
  if (api.rateLimit.refused > 0) {
    console.log(`rate limited ${api.rateLimit.refused} times, ${(api.rateLimit.waitedMs / 1000).toFixed(1)} s spent waiting`);
  }
  console.log(`game ${gameId}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ApiError ? err.message : err);
  process.exit(1);
});
