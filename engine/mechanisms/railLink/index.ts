/**
 * Rail links (1862 digest §2.6 items 4-5, the London rail link): title.json routes.endsNeedLink names
 * stops a route may begin or end at only when the corporation has a station in a city of one of its
 * linkHexes; rounds.operating.railLinkToken lets a corporation place that station instead of its
 * normal one, when it has laid no tile and placed no station this turn, has no link yet and reaches
 * one of the stops.
 */
import type { Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';
import { parseNodeKey, type Reach } from '../../map/graph';
import type { Mechanism } from '../../core/mechanism';

export const LINK_TOKEN_REF = '1862 rules (digest §2.6 item 4): a London rail link instead of a token, with no track laid and no token placed this turn, one per company, a London node reachable';
export const LINK_ROUTE_REF = '1862 rules (digest §2.6 item 5): a route that starts or ends at a London node needs the company\'s rail link';

interface LinkRule {
  stops: { hex: string; node?: number }[];
  linkHexes: string[];
}

export function linkRule(title: Title): LinkRule | null {
  return (title.definition.title.routes as { endsNeedLink?: LinkRule } | undefined)?.endsNeedLink ?? null;
}

/** Whether a hex holds link stations (routes.endsNeedLink linkHexes). */
export function isLinkHex(title: Title, hex: string): boolean {
  return linkRule(title)?.linkHexes.includes(hex) === true;
}

/** Whether the stop is one that needs a link. */
export function needsLink(title: Title, hex: string, node: number): boolean {
  return linkRule(title)?.stops.some((s) => s.hex === hex && (s.node === undefined || s.node === node)) === true;
}

export function hasLink(title: Title, state: GameState, corp: string): boolean {
  const rule = linkRule(title);
  return rule !== null && state.corporations[corp]!.tokens.some((t) => rule.linkHexes.includes(t.hex));
}

/** Whether a route from `a` to `b` ends at a stop needing a link that `corp` lacks. */
export function linkRefused(title: Title, state: GameState, corp: string, a: { hex: string; node: number }, b: { hex: string; node: number }): boolean {
  if (!linkRule(title)) return false;
  return (needsLink(title, a.hex, a.node) || needsLink(title, b.hex, b.node)) && !hasLink(title, state, corp);
}

/** Why `corp` may not place a link station now, or null when it may (rounds.operating.railLinkToken). */
export function linkTokenRefusal(ctx: Ctx, corp: string, r: Reach): GameError | null {
  const { title, state } = ctx;
  if (!(title.rounds.operating as { railLinkToken?: boolean }).railLinkToken) return illegal('no station may be placed there', LINK_TOKEN_REF);
  const round = state.round;
  if (round.kind === 'operating' && round.turn.tilesLaid.length > 0) return illegal(`${corp} has laid track this turn and may not build a rail link`, LINK_TOKEN_REF);
  if (round.kind === 'operating' && round.turn.tokenPlaced) return illegal(`${corp} has placed a station this turn`, LINK_TOKEN_REF);
  if (hasLink(title, state, corp)) return illegal(`${corp} already has a rail link`, LINK_TOKEN_REF);
  const reached = [...r.nodes].some((key) => {
    const at = parseNodeKey(key);
    return needsLink(title, at.hex, at.node);
  });
  if (!reached) return illegal(`${corp} reaches no stop its rail link would serve`, LINK_TOKEN_REF);
  return null;
}

/** routes.endsNeedLink linkHexes take only rail-link stations (1862 §2.6 item 4), with no connection needed. */
export const mechanism: Mechanism = {
  id: 'railLink',
  block: 'title.routes.endsNeedLink',
  appliesTo: (d) => (d.title.routes as { endsNeedLink?: unknown } | undefined)?.endsNeedLink !== undefined,
  hooks: {
    stationReach: (ctx, corp, hex, r) => (isLinkHex(ctx.title, hex) ? (linkTokenRefusal(ctx, corp, r()) ?? 'reached') : null),
    // Without its link, a corporation's routes neither begin nor end at a stop needing one (1862 §2.6 item 5).
    routeLinks: (title, state, corp) => (hasLink(title, state, corp) ? null : { barred: (hex, node) => needsLink(title, hex, node), ref: LINK_ROUTE_REF, lacking: `${corp}'s rail link` }),
  },
};
