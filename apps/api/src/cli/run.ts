import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  claimDataDir,
  DataDirBusyError,
  dataDirBusyMessage,
  type OwnerCommand,
  type OwnerReply,
  sendToOwner,
} from '../db/owner.ts';
import { runCommand } from './commands.ts';

/**
 * Runs a data-changing command where it is safe: on PostgreSQL directly (it has many writers); on the
 * embedded database, through the running server when there is one (it owns the files), otherwise on the
 * files while holding them, so a server started meanwhile refuses to open them. Answers the exit code.
 */
export async function runCli(command: OwnerCommand, env: NodeJS.ProcessEnv = process.env): Promise<number> {
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
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      await database.migrate();
      return print(await runCommand(database.db, command));
    } finally {
      await database.close();
    }
  }

  let claim: Awaited<ReturnType<typeof claimDataDir>>;
  try {
    claim = await claimDataDir(config.dataDir, { kind: 'cli' });
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    if (err.holder?.kind !== 'server') {
      console.error(dataDirBusyMessage(err));
      return 1;
    }
    try {
      return print(await sendToOwner(config.dataDir, command));
    } catch {
      console.error(
        `Le serveur Sanza (pid ${err.holder.pid}) utilise DATA_DIR=« ${config.dataDir} » mais n'a pas pris la commande : réessayez dans un instant, ou arrêtez le serveur puis relancez-la.`,
      );
      return 1;
    }
  }
  const database = await openDatabase({ dataDir: `${config.dataDir}/db` });
  try {
    await database.migrate();
    return print(await runCommand(database.db, command));
  } finally {
    await database.close();
    await claim.release();
  }
}

function print(reply: OwnerReply): number {
  if (reply.code === 0) console.log(reply.message);
  else console.error(reply.message);
  return reply.code;
}
