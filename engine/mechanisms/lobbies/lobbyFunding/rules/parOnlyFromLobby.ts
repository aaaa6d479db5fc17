import { illegal } from '../../../../errors';
import type { ParAction } from '../../../../generated/actions';
import { LOBBY_REF, parOutsideLobby } from '../..';
import type { Rule } from '../../../../steps/step';

/** With rounds.stock.lobbies a company is started only by a lobby's funder as the lobbies are resolved (1820 §6.6). */
export const parOnlyFromLobby: Rule<ParAction> = (ctx) =>
  parOutsideLobby(ctx) ? illegal('companies are started only from lobbies, when they are resolved', LOBBY_REF) : null;
