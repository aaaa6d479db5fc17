/**
 * A corporation's capitalisation: full (the bank sells its shares and pays it its capital at float)
 * or incremental (its unsold shares are its own treasury's). A mechanism may set it (the
 * capitalization hook: 1862's start modes); otherwise corporations.json says.
 */
import type { Title } from '../definition/title';
import { first } from '../core/ask';
import type { CorporationState } from './types';

export function capitalizationOf(title: Title, c: CorporationState): 'full' | 'incremental' {
  return first(title, 'capitalization', title, c) ?? title.corporation.get(c.id)!.capitalization;
}
