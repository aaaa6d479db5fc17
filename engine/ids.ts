/** Stable ids for legal choices, derived from the action's content alone. */
import type { Action } from './generated/actions';
import { hashSeed } from './rng';

/** "buy_shares:NR:ipo:10": the type, then every other field in key order (nested values hashed). */
export function actionId(action: Action): string {
  const a = action as unknown as Record<string, unknown>;
  const parts = [String(a.type)];
  for (const key of Object.keys(a).sort()) {
    if (key === 'type' || key === 'entity' || key === 'entityType') continue;
    const v = a[key];
    parts.push(typeof v === 'object' && v !== null ? hashSeed(JSON.stringify(v)).toString(16) : String(v));
  }
  return parts.join(':');
}
