import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError, dataDirBusyMessage } from './db/owner.ts';

/** How long a shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 8_000;

/** Starts the process: reads the configuration, serves, and shuts down cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(dataDirBusyMessage(err));
      process.exit(1);
    }
    throw err;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever is still in flight (a stuck request, a stream, a job), the process is gone within 10 s: every
    // write already answered is committed, and one not answered yet was never acknowledged.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sanza sur http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
