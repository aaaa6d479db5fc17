/**
 * Small lookups over a compiled title that the map and route layers use at run time. They live
 * apart from compile.ts so that loading those layers never loads the compiler (and, through it,
 * the mechanism registry).
 */
import type { HexInfo } from './title';

/** The neighbour track on `hex` can run to across `edge` now: none across a closed gate. */
export function linkAt(info: HexInfo, edge: number, phase: number): string | null {
  const gate = info.gates.get(edge);
  return gate !== undefined && phase < gate ? null : info.links[edge]!;
}

/** The running type of a train bought as `variant` of `type` (see Title.runTerms). */
export const variantKey = (type: string, variant: string): string => `${type}:${variant}`;

/** The running type of train `n` (from 1) of a variant with `runs` (trains.schema.json TrainVariant runs). */
export const unitKey = (variantType: string, n: number): string => `${variantType}#${n}`;
