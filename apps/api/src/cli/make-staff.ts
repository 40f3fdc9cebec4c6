import { fileURLToPath } from 'node:url';
import { runCli } from './run.ts';

/** `npm run user:staff -- <username>`: gives an existing account the staff role; answers the exit code. */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const username = args[0]?.trim();
  if (!username || args.length !== 1) {
    console.error("Usage : npm run user:staff -- <nom d'utilisateur>");
    return 2;
  }
  return runCli({ name: 'user:staff', args: [username] }, env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
