/**
 * The title registry: every definition under definitions/, read once at start,
 * compiled per (title, variant) on first use and kept (a compiled Title is
 * immutable and shared by all games of that title and variant).
 *
 * A title whose definition does not compile is logged and left out of `list()`
 * rather than stopping the server: other titles keep working while one is being
 * written. Creating or loading a game of it reports the compile error.
 *
 * `list()` also gives each title's rules summary and its optional rules (the
 * engine's rulesSummary and optionalRules, computed once per compiled title). An
 * engine without them (the API tests' stand-in) gives null for both.
 */
import type * as engine from '../engine';
import type { Definition, EnginePort, Title } from './engine-port';
import { ServiceError } from './errors';
import { playsExport } from '../tools/import/export-format';

export type RulesSummary = engine.RulesSummary;

/** One optional rule, with the rules summary of the title played with it alone (null if that does not compile). */
export interface OptionalRule extends engine.OptionalRuleInfo {
  rulesSummary: RulesSummary | null;
}

export interface TitleInfo {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  variants: { id: string; name: string; description: string }[];
  /**
   * Every variant, as an optional rule. title.json does not tell variants and optional
   * rules apart: each is a set of merge patches; createGame applies one (`variant`),
   * an imported game several, in order. Null when the engine cannot describe them.
   */
  optionalRules: OptionalRule[] | null;
  /** The base game's rules summary; null when the engine has none. */
  rulesSummary: RulesSummary | null;
}

/** What the registry needs from the engine; the summaries are optional (see above). */
export type TitleEngine = Pick<EnginePort, 'compileTitle' | 'applyVariant'> &
  Partial<Pick<typeof engine, 'rulesSummary' | 'optionalRules'>>;

export class TitleRegistry {
  private readonly compiled = new Map<string, Title>();
  private readonly failed = new Map<string, Error>();
  /** Summaries by compiled title (a Title is immutable, so its summary never changes). */
  private readonly summaries = new WeakMap<Title, RulesSummary | null>();

  constructor(
    private readonly definitions: Map<string, Definition>,
    private readonly engine: TitleEngine,
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
        out.push({
          id: t.id,
          name: t.name,
          minPlayers: t.minPlayers,
          maxPlayers: t.maxPlayers,
          variants: t.variants,
          optionalRules: this.optionalRules(id, t),
          rulesSummary: this.summary(t),
        });
      } catch {
        // Already logged by get(); a broken title is simply not offered.
      }
    }
    return out;
  }

  /** The rules summary of a compiled title; null when the engine has none or it fails (logged). */
  summary(title: Title): RulesSummary | null {
    if (!this.engine.rulesSummary) return null;
    if (this.summaries.has(title)) return this.summaries.get(title)!;
    let summary: RulesSummary | null = null;
    try {
      summary = this.engine.rulesSummary(title);
    } catch (err) {
      this.logger.error(`title ${title.id}: no rules summary:`, err);
    }
    this.summaries.set(title, summary);
    return summary;
  }

  /** The title's optional rules, each with the summary of the game played with it alone. */
  private optionalRules(titleId: string, base: Title): OptionalRule[] | null {
    if (!this.engine.optionalRules) return null;
    let rules: engine.OptionalRuleInfo[];
    try {
      rules = this.engine.optionalRules(base);
    } catch (err) {
      this.logger.error(`title ${titleId}: optional rules cannot be described:`, err);
      return null;
    }
    return rules.map((rule) => {
      let summary: RulesSummary | null = null;
      try {
        summary = this.summary(this.get(titleId, rule.id));
      } catch {
        // A variant that does not compile was logged by get(); it simply has no summary.
      }
      return { ...rule, rulesSummary: summary };
    });
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
   * The title an 18xx.games export plays: the one whose id is the export's title, or else the one
   * with a variant of that exportTitle (tools/import/replay.ts importRules applies the variant).
   * Unknown: INVALID_INPUT, as definition().
   */
  definitionForExport(exportTitle: string): Definition {
    if (this.definitions.has(exportTitle)) return this.definition(exportTitle);
    for (const definition of this.definitions.values()) if (playsExport(definition, exportTitle)) return definition;
    return this.definition(exportTitle);
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
