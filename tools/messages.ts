/**
 * Validation messages: where (file and JSON Pointer into it) and what. Shared by the schema
 * step, the lint rules and the CLI so that every message prints the same way.
 */
import * as path from 'path';

export interface ValidationMessage {
  /** Absolute path of the file the message is about. */
  file: string;
  /** RFC 6901 JSON Pointer into that file's content ("" = the whole file). */
  pointer: string;
  message: string;
}

/** Builds a JSON Pointer from path segments, escaping "~" and "/" as RFC 6901 requires. */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** `file: /json/pointer: message`, the file relative to `cwd`; the whole file prints as "/". */
export function formatMessage(m: ValidationMessage, cwd: string = process.cwd()): string {
  return `${path.relative(cwd, m.file) || path.basename(m.file)}: ${m.pointer || '/'}: ${m.message}`;
}
