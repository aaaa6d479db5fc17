/**
 * A statement sent often with the same text, run as a named prepared statement on PostgreSQL: each
 * pooled connection parses and plans it once, and later runs send only its parameters (node-postgres
 * prepares a name on a connection the first time that connection sees it). On the embedded PGlite,
 * or once MAX_NAMED texts have been named in this process, it runs as a plain query.
 */
import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** Most statement texts named per process (each connection keeps a prepared statement per name it has run). */
const MAX_NAMED = 64;

const names = new Map<string, string>();

function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED) return null;
    name = `sy_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** node-postgres' pool under a DataSource on a PostgreSQL server (TypeORM's driver keeps it as `master`), or null. */
function poolOf(ds: DataSource): Pool | null {
  const master = (ds.driver as { master?: unknown }).master;
  return master instanceof Pool ? master : null;
}

/**
 * The rows of `text` run with `params`, outside any transaction (autocommit), as a prepared
 * statement where it can be. Errors are the driver's own (a unique violation has `code` 23505).
 */
export async function queryPrepared<T>(ds: DataSource, em: EntityManager, text: string, params: unknown[]): Promise<T[]> {
  const pool = em.queryRunner ? null : poolOf(ds);
  const name = pool ? nameOf(text) : null;
  if (!pool || name === null) return (await em.query(text, params)) as T[];
  return (await pool.query({ name, text, values: params })).rows as T[];
}
