/**
 * Reads a request body of announced length (content-length) into one buffer, without joining chunks at the
 * end: the first chunk is kept as it is when it is the whole body, else the chunks are copied into a buffer
 * of the announced size (an act's body is one chunk; an import's is megabytes, and a join would hold them
 * twice). Used by the server's body reader (app.ts) and the direct lane (direct.ts), which answer the same
 * two failures the same way.
 */
import type * as http from 'node:http';

/** Why a body could not be read, as express.raw names it (a 400 nobody reads, not a server error). */
export type BodyError = Error & { status: 400; type: 'request.aborted' | 'request.size.invalid' };

const bodyError = (message: string, type: BodyError['type']): BodyError => Object.assign(new Error(message), { status: 400 as const, type });

/** Calls `done` once with the body, or with the error when the client went away or sent other than `length` bytes. */
export function readAnnouncedBody(req: http.IncomingMessage, length: number, done: (err: BodyError | null, body: Buffer) => void): void {
  let bytes: Buffer | null = null;
  let at = 0;
  req.on('data', (chunk: Buffer) => {
    if (at === 0 && chunk.length === length) bytes = chunk;
    // More than announced: the length check at the end refuses it; nothing is written past the end.
    else if (at + chunk.length <= length) chunk.copy((bytes ??= Buffer.allocUnsafeSlow(length)), at);
    at += chunk.length;
  });
  req.once('error', () => done(bodyError('request aborted', 'request.aborted'), Buffer.alloc(0)));
  req.once('end', () => {
    if (at !== length) return done(bodyError('request size did not match content length', 'request.size.invalid'), Buffer.alloc(0));
    done(null, bytes ?? Buffer.alloc(0));
  });
}
