// The operators' tools work on the server's own database: the one its configuration names
// (DATABASE_URL, else the embedded one in DATA_DIR), migrated, and closed when the work is done.
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Database } from '../persistence/database';

export async function withServerDatabase<T>(env: NodeJS.ProcessEnv, work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    return await work(database, config);
  } finally {
    await database.close();
  }
}
