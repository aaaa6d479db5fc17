/** Seat tokens: shown once when a seat is taken; only their hashes are stored. */
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A seat token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');
