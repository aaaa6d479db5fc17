/**
 * The engine's import graph, read from the source text: which files import which, the import
 * circles (strongly connected components of more than one file), and the core files that import a
 * mechanism. `test/engine/core-imports.test.ts` holds the core to its boundary with it; run it
 * directly (`node dist/tools/import-graph.js`) to print the circles.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts file under `dir`, as paths relative to `root`, with forward slashes. */
export function tsFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) out.push(...tsFiles(root, rel));
    else if (name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

const IMPORT = /(?:^|\n)\s*((?:import|export)\s[^'";]*?)from\s+['"]([^'"]+)['"]/g;

/** `import type {…}`, or braces whose every name is marked `type`: erased when compiled. */
function typeOnly(clause: string): boolean {
  if (/^(?:import|export)\s+type\s/.test(clause)) return true;
  const braces = /^import\s*\{([^}]*)\}\s*$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!.split(',').map((n) => n.trim()).filter((n) => n !== '');
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/**
 * file → the engine files it imports. `runtime` leaves out imports erased by the compiler (types
 * only): those tie no module's loading to another's.
 */
export function importGraph(root: string, dir = 'engine', runtime = false): Map<string, string[]> {
  const files = new Set(tsFiles(root, dir));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[2]!;
      if (!spec.startsWith('.') || (runtime && typeOnly(m[1]!))) continue;
      const base = relative(root, resolve(root, dirname(file), spec)).split('\\').join('/');
      const hit = [`${base}.ts`, `${base}/index.ts`].find((c) => files.has(c));
      if (hit !== undefined && !targets.includes(hit)) targets.push(hit);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles: Tarjan's strongly connected components with more than one file, largest first. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

/** The core: every engine file outside `engine/mechanisms/` (each mechanism with its own rules) and the generated types. */
export const isCore = (file: string): boolean =>
  file.startsWith('engine/') && !/^engine\/(mechanisms|generated)\//.test(file);

/** The registry's entry point: the one place the core may reach the mechanisms through. */
export const REGISTRY = 'engine/mechanisms/registry.ts';

/** Core files importing a mechanism other than through the registry, with what they import. */
export function coreMechanismImports(graph: Map<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    if (!isCore(file)) continue;
    const mech = targets.filter((t) => t.startsWith('engine/mechanisms/') && t !== REGISTRY);
    if (mech.length > 0) out.set(file, mech);
  }
  return out;
}

if (require.main === module) {
  const root = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? resolve(__dirname, '..', '..');
  const graph = importGraph(root);
  for (const [label, g] of [['all imports', graph], ['runtime imports (types left out)', importGraph(root, 'engine', true)]] as const) {
    const circles = importCircles(g);
    console.log(`import circles, ${label}: ${circles.length}${circles.length > 0 ? ` (${circles.map((c) => c.length).join(', ')} files)` : ''}`);
    if (process.argv.includes('--list')) for (const c of circles) console.log(`  ${c.length}: ${c.join(' ')}`);
  }
  const core = coreMechanismImports(graph);
  console.log(`core files importing mechanisms: ${core.size}`);
  for (const [f, t] of core) console.log(`  ${f} → ${t.length}`);
}
