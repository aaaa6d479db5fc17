/**
 * V8's code cache for the modules a server start loads (`npm start`: api/main.ts). Node 20 compiles
 * every CommonJS module from its source at each start (about a fifth of a start's CPU: the server,
 * the engine, GraphQL, TypeORM, ...); V8 can instead take the code it compiled last time. Node 22's
 * module.enableCompileCache() does this; on Node 20 this module does it for `.js` files by taking
 * over Module.prototype._compile, as the v8-compile-cache package does.
 *
 * The cache is one file in the temporary folder (per user, Node version and architecture), read
 * once at start and written once after the server is ready (save()). An entry is used only for the
 * same file name and the same source (its SHA-1: V8's own check looks at the length only), and only
 * from a file of this user's that no one else may write (code read from it runs). Anything wrong
 * with the file, or an entry V8 rejects, means compiling from the source, as without the cache.
 * SWITCHYARD_COMPILE_CACHE=off turns it off.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ownFileOthersCannotWrite } from './trusted-file';

interface Stored {
  file: string;
  sha1: string;
  offset: number;
  length: number;
}

interface Compiled {
  file: string;
  sha1: string;
  script: vm.Script | null;
  data: Buffer | null;
}

/** What Module.prototype and the Module class have that @types/node does not declare. */
interface ModuleInternals {
  exports: unknown;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}
interface ModuleStatics {
  wrap(content: string): string;
  _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
  _resolveLookupPaths(request: string, parent: unknown): string[] | null;
  _extensions: unknown;
  _cache: unknown;
}

const MAGIC = 'switchyard-compile-cache-1';

export function defaultCompileCacheFile(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  return path.join(os.tmpdir(), `switchyard-compile-cache-${uid}-${process.version}-${process.arch}.bin`);
}


/** The stored entries and their data: [4-byte header length][header JSON][data...]. */
function read(file: string): { entries: Map<string, Stored>; data: Buffer } {
  const empty = { entries: new Map<string, Stored>(), data: Buffer.alloc(0) };
  if (!ownFileOthersCannotWrite(file)) return empty;
  try {
    const buf = fs.readFileSync(file);
    const headerLength = buf.readUInt32LE(0);
    const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8')) as { magic?: string; entries?: Stored[] };
    if (header.magic !== MAGIC || !Array.isArray(header.entries)) return empty;
    const data = buf.subarray(4 + headerLength);
    const entries = new Map<string, Stored>();
    for (const e of header.entries) if (e.offset + e.length <= data.length) entries.set(e.file, e);
    return { entries, data };
  } catch {
    return empty;
  }
}

export interface CompileCache {
  /** Writes the code compiled since start (functions compiled lazily until now included); once. */
  save(): void;
  /** Modules compiled from their source / taken from the cache so far. */
  readonly stats: { compiled: number; cached: number };
}

export function enableCompileCache(file: string = defaultCompileCacheFile()): CompileCache {
  const { entries, data } = read(file);
  const compiled: Compiled[] = [];
  const stats = { compiled: 0, cached: 0 };
  const M = Module as unknown as ModuleStatics;
  const proto = Module.prototype as unknown as ModuleInternals;
  const original = proto._compile;
  const compile = (mod: ModuleInternals, content: string, filename: string): unknown => {
    // Only plain CommonJS .js files; a hashbang line would not survive the wrapper.
    if (!filename.endsWith('.js') || content.startsWith('#!')) return original.call(mod, content, filename);
    const sha1 = createHash('sha1').update(content).digest('hex');
    const stored = entries.get(filename);
    const cachedData = stored && stored.sha1 === sha1 ? data.subarray(stored.offset, stored.offset + stored.length) : undefined;
    const script = new vm.Script(M.wrap(content), {
      filename,
      ...(cachedData ? { cachedData } : {}),
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const hit = cachedData !== undefined && !script.cachedDataRejected;
    if (hit) stats.cached++;
    else stats.compiled++;
    compiled.push({ file: filename, sha1, script: hit ? null : script, data: hit ? cachedData : null });
    const fn = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    // The module's own require, as Node's loader makes it.
    const require = ((id: string) => mod.require(id)) as NodeJS.Require;
    const resolve = ((request: string, options?: unknown) => M._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
    resolve.paths = (request: string) => M._resolveLookupPaths(request, mod);
    require.resolve = resolve;
    require.main = process.mainModule;
    (require as unknown as { extensions: unknown }).extensions = M._extensions;
    (require as unknown as { cache: unknown }).cache = M._cache;
    return fn.call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  proto._compile = function (this: ModuleInternals, content: string, filename: string): unknown {
    return compile(this, content, filename);
  };
  let saved = false;
  return {
    stats,
    save(): void {
      if (saved) return;
      saved = true;
      // Nothing new: the file is as it should be.
      if (stats.compiled === 0) return;
      try {
        const header: Stored[] = [];
        const chunks: Buffer[] = [];
        let offset = 0;
        for (const c of compiled) {
          const bytes = c.data ?? c.script!.createCachedData();
          header.push({ file: c.file, sha1: c.sha1, offset, length: bytes.length });
          chunks.push(bytes);
          offset += bytes.length;
        }
        const head = Buffer.from(JSON.stringify({ magic: MAGIC, entries: header }), 'utf8');
        const length = Buffer.alloc(4);
        length.writeUInt32LE(head.length, 0);
        // Another name first, then a rename: a concurrent start never reads half a file.
        const partial = `${file}.${process.pid}.${Date.now()}`;
        fs.writeFileSync(partial, Buffer.concat([length, head, ...chunks]), { mode: 0o600 });
        fs.renameSync(partial, file);
      } catch {
        // A cache is a saving, never a need.
      }
      compiled.length = 0;
    },
  };
}
