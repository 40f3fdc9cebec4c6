import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { promoteToStaff } from '../features/accounts/accounts.repository.ts';

/** `npm run user:staff -- <username>`: gives an existing account the staff role; answers the exit code. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const username = args[0]?.trim();
  if (!username || args.length !== 1) {
    console.error("Usage : npm run user:staff -- <nom d'utilisateur>");
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  try {
    await database.migrate();
    const promoted = await promoteToStaff(database.db, username);
    if (!promoted) {
      console.error(`Aucun utilisateur « ${username} ».`);
      return 1;
    }
    console.log(`« ${promoted} » fait maintenant partie de l'équipe (staff).`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
