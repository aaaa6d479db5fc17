/**
 * Every repository path the docs name exists: `engine/…`, `api/…`, `tools/…` and the other top-level folders
 * written out in README.md, docs/**.md, engine/mechanisms/README.md and the titles' README.md and NOTES.md, every relative Markdown link, and
 * the engine modules the titles' tables name in short form (`steps/merge`, `mechanisms/loans`).
 * Paths that other work adds are allowed by name below, so that this branch's test does not depend on them.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Paths that need not exist here: those added by other branches (the web client), and the example title
 * docs/adding-a-title.md makes by copying the demo.
 */
const ADDED_ELSEWHERE = [/^web(\/|$)/, /^definitions\/tutorial\//];

function markdownFiles(): string[] {
  const out: string[] = ['README.md', 'engine/mechanisms/README.md'];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  for (const t of fs.readdirSync(path.join(ROOT, 'definitions'))) {
    for (const f of ['README.md', 'NOTES.md']) if (fs.existsSync(path.join(ROOT, 'definitions', t, f))) out.push(`definitions/${t}/${f}`);
  }
  return out;
}

const PATH = /(?<![\w./-])((?:engine|api|tools|test|bench|codegen|schemas|definitions|docs|examples|bin|web)\/[\w./-]*)/g;
const LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const SHORT_MODULE = /`((?:steps|mechanisms|rounds|map|routes|shares|market|state|rules|definition)\/[\w/]+)`/g;

/** A repository path exists as written, or with the extension the docs leave off. */
function exists(rel: string): boolean {
  const p = path.join(ROOT, rel);
  return ['', '.ts', '.json', '.js', '.md'].some((ext) => fs.existsSync(p + ext));
}

/** The paths `text` (the file `file`) names that do not exist. */
export function missingPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  const check = (rel: string): void => {
    const clean = rel.replace(/[.,:;]+$/, '');
    if (clean.endsWith('/') ? fs.existsSync(path.join(ROOT, clean)) : exists(clean)) return;
    if (ADDED_ELSEWHERE.some((r) => r.test(clean))) return;
    missing.push(clean);
  };
  for (const m of text.matchAll(PATH)) check(m[1]!);
  for (const m of text.matchAll(LINK)) {
    const target = m[1]!;
    if (/^[a-z]+:/.test(target)) continue;
    check(path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
  }
  if (/^definitions\/[^/]+\/README\.md$/.test(file)) for (const m of text.matchAll(SHORT_MODULE)) check(`engine/${m[1]!}`);
  return missing;
}

describe('paths named in the docs', () => {
  const files = markdownFiles();

  it('reads the docs, the README and each title\'s README', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/adding-a-title.md', 'engine/mechanisms/README.md', 'definitions/1820/README.md']));
  });

  it.each(files)('%s names only paths that exist', (file) => {
    expect(missingPaths(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('keeps docs/architecture.md an hour\'s read: at most 40 KB (issue 19)', () => {
    expect(fs.statSync(path.join(ROOT, 'docs/architecture.md')).size).toBeLessThanOrEqual(40 * 1024);
  });

  it('reports a path, a link and a short module name that do not exist, and allows the ones added elsewhere', () => {
    const text = 'See `engine/steps/noSuchStep.ts`, [this](../engine/nowhere.md) and `tools/lint/`; `web/src/main.tsx`.\n| x | `steps/noSuchStep` |';
    expect(missingPaths('definitions/demo/README.md', text)).toEqual(['engine/steps/noSuchStep.ts', 'definitions/engine/nowhere.md', 'engine/steps/noSuchStep']);
    expect(missingPaths('docs/x.md', 'engine/apply.ts, engine/mechanisms/README.md and [api](api.md).')).toEqual([]);
  });
});
