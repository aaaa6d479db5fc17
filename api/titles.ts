/**
 * The title registry: every definition under definitions/, read once at start,
 * compiled per (title, variant) on first use and kept (a compiled Title is
 * immutable and shared by all games of that title and variant).
 *
 * A title whose definition does not compile is logged and left out of `list()`
 * rather than stopping the server: other titles keep working while one is being
 * written. Creating or loading a game of it reports the compile error.
 */
import type { Definition, EnginePort, Title } from './engine-port';
import { ServiceError } from './errors';

export interface TitleInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  variants: { id: string; name: string; description: string }[];
}

export class TitleRegistry {
  private readonly compiled = new Map<string, Title>();
  private readonly failed = new Map<string, Error>();

  constructor(
    private readonly definitions: Map<string, Definition>,
    private readonly engine: Pick<EnginePort, 'compileTitle' | 'applyVariant'>,
    private readonly logger: Pick<Console, 'error'> = console,
  ) {}

  ids(): string[] {
    return [...this.definitions.keys()].sort();
  }

  has(titleId: string): boolean {
    return this.definitions.has(titleId);
  }

  /** Titles that compile, sorted by id. */
  list(): TitleInfo[] {
    const out: TitleInfo[] = [];
    for (const id of this.ids()) {
      try {
        const t = this.get(id, null);
        out.push({ id: t.id, name: t.name, minPlayers: t.minPlayers, maxPlayers: t.maxPlayers, variants: t.variants });
      } catch {
        // Already logged by get(); a broken title is simply not offered.
      }
    }
    return out;
  }

  /** The title's definition as loaded (no variant applied). Unknown title: INVALID_INPUT. */
  definition(titleId: string): Definition {
    const definition = this.definitions.get(titleId);
    if (!definition) {
      throw new ServiceError(
        'INVALID_INPUT',
        `unknown title ${JSON.stringify(titleId)} (known: ${this.ids().join(', ') || 'none'})`,
      );
    }
    return definition;
  }

  /**
   * The compiled title for a variant (null = base game), with optional rules applied
   * after it, in order (imported games: 18xx.games' optional rules are variants of the
   * same id, as in tools/import/replay.ts titleForExport). Throws ServiceError
   * INVALID_INPUT for an unknown title, the engine's GameError for an unknown variant.
   */
  get(titleId: string, variant: string | null, optionalRules: readonly string[] = []): Title {
    const definition = this.definition(titleId);
    const key = [titleId, variant ?? '', ...optionalRules].join('\u0000');
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const failure = this.failed.get(key);
    if (failure) throw failure;
    // applyVariant throws INVALID_INPUT for an unknown variant: that is the client's
    // mistake, not a broken definition, so it is not remembered as a failure.
    let patched = this.engine.applyVariant(definition, variant);
    for (const rule of optionalRules) patched = this.engine.applyVariant(patched, rule);
    try {
      const title = this.engine.compileTitle(patched);
      this.compiled.set(key, title);
      return title;
    } catch (err) {
      const what = [variant ? `variant ${variant}` : '', ...optionalRules.map((r) => `rule ${r}`)].filter(Boolean).join(', ');
      this.logger.error(`title ${titleId}${what ? ` (${what})` : ''} does not compile:`, err);
      const error = new Error(`title ${titleId} is not available: its definition does not compile`);
      this.failed.set(key, error);
      throw error;
    }
  }
}
