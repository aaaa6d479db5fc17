/**
 * Every migration, oldest first. Listed as classes (not a glob) so that they load
 * the same way from ts sources under jest and from dist/ under node.
 */
import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { GameSetup1764000000000 } from './1764000000000-GameSetup';
import { OpenSeats1764050000000 } from './1764050000000-OpenSeats';
import { Analytics1764300000000 } from './1764300000000-Analytics';
import { EndByAgreement1764400000000 } from './1764400000000-EndByAgreement';
import { ImportHash1764410000000 } from './1764410000000-ImportHash';
import { GameList1764600000000 } from './1764600000000-GameList';
import { GameSnapshot1764700000000 } from './1764700000000-GameSnapshot';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  GameSetup1764000000000,
  OpenSeats1764050000000,
  Analytics1764300000000,
  EndByAgreement1764400000000,
  ImportHash1764410000000,
  GameList1764600000000,
  GameSnapshot1764700000000,
];
