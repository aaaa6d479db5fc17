/**
 * A process that opens the embedded database in the folder given as its argument, as a
 * server does (api/db/datasource.ts openDatabase), prints "held", and closes it on SIGTERM.
 * Lighter to start than a whole server: test/api/pglite-lock.test.ts uses it as the holder.
 */
import 'reflect-metadata';
import { openDatabase } from '../../../api/db/datasource';

openDatabase({ dataDir: process.argv[2]! }).then(
  ({ dataSource }) => {
    // The embedded database keeps no handle open: hold the process (and the folder) until told.
    const hold = setInterval(() => undefined, 60_000);
    process.on('SIGTERM', () => {
      clearInterval(hold);
      dataSource.destroy().then(() => process.exit(0), () => process.exit(2));
    });
    // Only now: a SIGTERM sent on reading "held" before the listener existed met the default
    // action and killed the process with its lock in place.
    console.log('held');
  },
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
