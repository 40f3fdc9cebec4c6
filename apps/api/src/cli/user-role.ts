import { fileURLToPath } from 'node:url';
import { runCli } from './run.ts';

const usage = "Usage : npm run user:role -- <nom d'utilisateur> <organizer|artist|staff> [--remove]";

/**
 * `npm run user:role -- <username> <role>`: grants a studio role to an existing account; with `--remove`, withdraws
 * it. Answers the exit code (0 done, 1 unknown user or role, 2 bad usage).
 */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [username, role, ...rest] = args.map((a) => a.trim());
  const flags = rest.filter((a) => a === '--remove');
  if (!username || !role || rest.length !== flags.length || flags.length > 1) {
    console.error(usage);
    return 2;
  }
  return runCli({ name: 'user:role', args: [username, role.toLowerCase(), ...flags] }, env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
