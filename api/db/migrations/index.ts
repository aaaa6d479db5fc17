/**
 * Every migration, oldest first. Listed as classes (not a glob) so that they load
 * the same way from ts sources under jest and from dist/ under node.
 */
import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { GameSetup1764000000000 } from './1764000000000-GameSetup';
import { OpenSeats1764050000000 } from './1764050000000-OpenSeats';
import { Analytics1764300000000 } from './1764300000000-Analytics';
import { GameList1764600000000 } from './1764600000000-GameList';

export const MIGRATIONS = [InitialSchema1763800000000, GameSetup1764000000000, OpenSeats1764050000000, Analytics1764300000000, GameList1764600000000];
