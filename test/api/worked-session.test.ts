/**
 * The worked session in docs/api.md, executed: every step marked
 * `<!-- session: NAME ... -->` is sent to a real server on PostgreSQL in document
 * order, with its variables (placeholders "{{name}}" filled from earlier steps'
 * results), and its documented response must be true of the real one. So the guide
 * cannot drift from the API.
 *
 * Step markers:
 *   <!-- session: NAME [save KEY=PATH ...] -->   a query or mutation; then a ```graphql
 *                                                block, an optional ```json variables
 *                                                block, and an optional documented
 *                                                response (a ```json block starting {"data")
 *   <!-- session: NAME subscribe -->             starts a subscription (graphql + variables)
 *   <!-- session: NAME receive FROM COUNT -->    waits until subscription FROM has COUNT
 *                                                events; its documented response is the
 *                                                list of events received
 * A documented response matches when every key it shows is in the real one with a
 * matching value: "…" inside a string matches anything, an array ending in "…" only
 * constrains its first elements.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../tools/paths';
import { startServer, type StartedServer } from '../../api/server';
import { gql, wsClient } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/db';

interface Step {
  name: string;
  kind: 'request' | 'subscribe' | 'receive';
  saves: [string, string][];
  from?: string;
  count?: number;
  query?: string;
  variables?: string;
  response?: unknown;
}

export function parseSession(markdown: string): Step[] {
  const steps: Step[] = [];
  const marker = /<!-- session: (\S+)(.*?)-->/g;
  const positions: { index: number; end: number; name: string; rest: string }[] = [];
  for (let m = marker.exec(markdown); m; m = marker.exec(markdown)) {
    positions.push({ index: m.index, end: m.index + m[0].length, name: m[1]!, rest: m[2]!.trim() });
  }
  positions.forEach((p, i) => {
    const body = markdown.slice(p.end, positions[i + 1]?.index ?? markdown.length);
    const blocks = [...body.matchAll(/```(graphql|json)\n([\s\S]*?)```/g)].map((b) => ({ lang: b[1]!, text: b[2]! }));
    const words = p.rest.split(/\s+/).filter(Boolean);
    const step: Step = { name: p.name, kind: 'request', saves: [] };
    if (words[0] === 'subscribe') step.kind = 'subscribe';
    if (words[0] === 'receive') {
      step.kind = 'receive';
      step.from = words[1];
      step.count = Number(words[2]);
    }
    if (words[0] === 'save') for (const w of words.slice(1)) step.saves.push(w.split('=') as [string, string]);
    let k = 0;
    if (step.kind !== 'receive') {
      if (blocks[k]?.lang !== 'graphql') throw new Error(`session step ${p.name}: no graphql block`);
      step.query = blocks[k++]!.text;
      if (blocks[k]?.lang === 'json' && !blocks[k]!.text.trimStart().startsWith('{ "data"') && !blocks[k]!.text.trimStart().startsWith('{"data"')) {
        step.variables = blocks[k++]!.text;
      }
    }
    if (blocks[k]?.lang === 'json') step.response = JSON.parse(blocks[k]!.text);
    steps.push(step);
  });
  return steps;
}

function at(value: unknown, pathText: string): unknown {
  let v: unknown = value;
  for (const key of pathText.split('.')) v = (v as Record<string, unknown> | undefined)?.[key];
  return v;
}

/** Problems found comparing a documented value with the real one (empty: it matches). */
export function mismatches(documented: unknown, actual: unknown, where = '$'): string[] {
  if (documented === '…') return []; // stands for any value
  if (typeof documented === 'string' && documented.includes('…')) {
    const [head, tail] = documented.split('…') as [string, string];
    return typeof actual === 'string' && actual.startsWith(head) && actual.endsWith(tail) ? [] : [`${where}: ${JSON.stringify(actual)} is not like ${JSON.stringify(documented)}`];
  }
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) return [`${where}: not a list`];
    const open = documented[documented.length - 1] === '…';
    const shown = open ? documented.slice(0, -1) : documented;
    if (!open && shown.length !== actual.length) return [`${where}: ${actual.length} items, documented ${shown.length}`];
    if (open && actual.length < shown.length) return [`${where}: ${actual.length} items, documented at least ${shown.length}`];
    return shown.flatMap((d, i) => mismatches(d, actual[i], `${where}[${i}]`));
  }
  if (documented !== null && typeof documented === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${where}: ${JSON.stringify(actual)} is not an object`];
    return Object.entries(documented).flatMap(([k, d]) =>
      k in (actual as object) ? mismatches(d, (actual as Record<string, unknown>)[k], `${where}.${k}`) : [`${where}.${k}: missing`],
    );
  }
  return documented === actual ? [] : [`${where}: ${JSON.stringify(actual)}, documented ${JSON.stringify(documented)}`];
}

const DOC = fs.readFileSync(path.join(findRepoRoot(), 'docs', 'api.md'), 'utf8');

describe('the worked session in docs/api.md', () => {
  it('has steps to run, and the matcher can fail', () => {
    const steps = parseSession(DOC);
    expect(steps.length).toBeGreaterThanOrEqual(8);
    for (const kind of ['request', 'subscribe', 'receive']) expect(steps.some((s) => s.kind === kind)).toBe(true);
    expect(mismatches({ a: [1, '…'], b: 'x…' }, { a: [1, 2], b: 'xyz', c: 0 })).toEqual([]);
    expect(mismatches({ a: [1] }, { a: [1, 2] })).toHaveLength(1);
    expect(mismatches({ b: 'x…' }, { b: 'yx' })).toHaveLength(1);
  });

  describe('run against PostgreSQL', () => {
    let db: TestDatabase;
    let server: StartedServer;

    beforeAll(async () => {
      db = await openTestDatabase('postgres');
      server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false });
    });

    afterAll(async () => {
      await server?.stop();
      await db?.close();
    });

    it('runs every step with the documented results', async () => {
      const saved = new Map<string, unknown>();
      const subscriptions = new Map<string, { events: unknown[]; close: () => void }>();
      const client = wsClient(server.url);
      const fill = (text: string) => text.replace(/"\{\{(\w+)\}\}"/g, (_, key: string) => {
        if (!saved.has(key)) throw new Error(`placeholder {{${key}}} is not saved by an earlier step`);
        return JSON.stringify(saved.get(key));
      });
      try {
        for (const step of parseSession(DOC)) {
          const variables = step.variables ? (JSON.parse(fill(step.variables)) as Record<string, unknown>) : {};
          let result: unknown;
          if (step.kind === 'subscribe') {
            const events: unknown[] = [];
            const close = client.subscribe({ query: step.query!, variables }, {
              next: (m) => events.push(m.data),
              error: (e) => events.push({ error: e }),
              complete: () => {},
            });
            subscriptions.set(step.name, { events, close });
            // Let the subscription reach the server before the next step acts.
            await new Promise((r) => setTimeout(r, 300));
            continue;
          }
          if (step.kind === 'receive') {
            const sub = subscriptions.get(step.from!);
            if (!sub) throw new Error(`step ${step.name}: no subscription ${step.from}`);
            const deadline = Date.now() + 10_000;
            while (sub.events.length < step.count! && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
            result = sub.events.slice(0, step.count);
          } else {
            const r = await gql(server.url, step.query!, variables);
            if (r.errors) throw new Error(`step ${step.name}: ${JSON.stringify(r.errors)}`);
            result = r;
          }
          for (const [key, p] of step.saves) saved.set(key, at(result, p));
          if (step.response !== undefined) expect({ step: step.name, problems: mismatches(step.response, result) }).toEqual({ step: step.name, problems: [] });
        }
      } finally {
        for (const s of subscriptions.values()) s.close();
        await client.dispose();
      }
    }, 60_000);
  });
});
