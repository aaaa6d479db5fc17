/**
 * How the core asks the mechanisms a compiled title switches on (engine/core/mechanism.ts): the answers of every
 * hook combined, in registry order. The hook types are read from the title's dispatcher, so this module imports
 * none of the core modules those types name, and they import it freely without closing an import circle.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import type { Action } from '../generated/actions';
import type { Actor, LegalAction } from '../steps/step';

/** The dispatcher a compiled title carries (declared in engine/core/mechanism.ts, onto the title's type). */
type Table = Title['mechanisms'];
/** The hooks: the dispatcher's fields that list functions. */
export type HookName = { [K in keyof Table]: Table[K] extends readonly ((...args: never[]) => unknown)[] ? K : never }[keyof Table];
/** One mechanism's answer to `K`. */
type Hook<K extends HookName> = Table[K] extends readonly (infer F extends (...args: never[]) => unknown)[] ? F : never;
type Args<K extends HookName> = Parameters<Hook<K>>;
type Result<K extends HookName> = ReturnType<Hook<K>>;
type Interruption = Table['interruptions'][string][number];

const table = (title: Title): Table => title.mechanisms;

/**
 * The first answer that is not null (a refusal, an override), or null. Most hooks are answered by no mechanism of a
 * title, and the core asks some of them several times per action: those return at once.
 */
export function first<K extends HookName>(title: Title, hook: K, ...args: Args<K>): NonNullable<Result<K>> | null {
  const fns = table(title)[hook];
  if (fns.length === 0) return null;
  for (const fn of fns) {
    const r = (fn as unknown as (...a: Args<K>) => Result<K>)(...args);
    if (r !== null && r !== undefined && (r as unknown) !== false) return r as NonNullable<Result<K>>;
  }
  return null;
}

/** Every mechanism's hook, in order (notifications); nothing to do when none answers it (as in first). */
export function each<K extends HookName>(title: Title, hook: K, ...args: Args<K>): void {
  const fns = table(title)[hook];
  if (fns.length === 0) return;
  for (const fn of fns) (fn as unknown as (...a: Args<K>) => void)(...args);
}

/** True unless some mechanism answers false (permissions). */
export function every<K extends HookName>(title: Title, hook: K, ...args: Args<K>): boolean {
  const fns = table(title)[hook];
  if (fns.length === 0) return true;
  for (const fn of fns) if ((fn as unknown as (...a: Args<K>) => boolean)(...args) === false) return false;
  return true;
}

/** The answers concatenated (lists). */
export function concat<K extends HookName>(title: Title, hook: K, ...args: Args<K>): Result<K> {
  const out: unknown[] = [];
  for (const fn of table(title)[hook]) out.push(...((fn as unknown as (...a: Args<K>) => unknown[])(...args)));
  return out as Result<K>;
}

/** The answers merged into one object, later keys over earlier ones (view fields). */
export function merged<K extends HookName>(title: Title, hook: K, ...args: Args<K>): Result<K> {
  const out: Record<string, unknown> = {};
  for (const fn of table(title)[hook]) Object.assign(out, (fn as unknown as (...a: Args<K>) => object)(...args));
  return out as Result<K>;
}

/** The answers added up (amounts). */
export function sum<K extends HookName>(title: Title, hook: K, ...args: Args<K>): number {
  let total = 0;
  for (const fn of table(title)[hook]) total += (fn as unknown as (...a: Args<K>) => number)(...args);
  return total;
}

/** The first interruption of a `kind` round that has someone to act now, with that actor. */
export function pendingInterruption(title: Title, ctx: Ctx, kind: string): { interruption: Interruption; actor: Actor } | null {
  for (const interruption of title.mechanisms.interruptions[kind] ?? []) {
    const actor = interruption.actor(ctx);
    if (actor) return { interruption, actor };
  }
  return null;
}

/** The any-time actions of a `kind` round that `actor` may take now (every mechanism's, in order). */
export const anytimeLegal = (title: Title, ctx: Ctx, kind: string, actor: Actor): LegalAction[] =>
  (title.mechanisms.anytime[kind] ?? []).flatMap((source) => source.legal(ctx, actor));

/** Applies `action` through the first any-time source of a `kind` round that takes it; false when none does. */
export function anytimeProcess(title: Title, ctx: Ctx, kind: string, actor: Actor, action: Action): boolean {
  for (const source of title.mechanisms.anytime[kind] ?? []) if (source.process(ctx, actor, action)) return true;
  return false;
}

/** Whether any switched-on mechanism answers `hook`. */
export const answers = (title: Title, hook: HookName): boolean => table(title)[hook].length > 0;
