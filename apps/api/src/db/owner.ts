import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/**
 * One process owns an embedded-database folder (PGlite has a single writer: a second process opening the
 * same files diverges silently and, after a crash, the first one's acknowledged writes are lost).
 *
 * The owner listens on a local socket derived from the folder: binding it is the exclusive lock. On Linux
 * the socket is in the abstract namespace, so the kernel frees it the moment the owner dies (kill -9
 * included) and no stale lock can remain; elsewhere it is a socket file in the folder, removed when found
 * dead. The same socket lets a command-line tool hand its work to the running server instead of opening the
 * files itself; a command must carry the token the owner wrote in the folder (mode 0600), so only someone
 * who may read the data folder can send one.
 */

export type OwnerKind = 'server' | 'cli';
export type OwnerCommand = { name: string; args: string[] };
export type OwnerReply = { code: number; message: string };
export type OwnerInfo = { pid: number; kind: OwnerKind };

type Request = { token?: string; command?: OwnerCommand };
type Response = OwnerInfo & { reply?: OwnerReply; error?: 'busy' | 'token' | 'failed' };

const TOKEN_FILE = 'owner.token';
const ASK_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 60_000;

/** The folder is owned by another process (`holder` is null when it could not say who it is). */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: OwnerInfo | null,
  ) {
    super(
      `data folder ${dir} is owned by ${holder ? `${holder.kind} pid ${holder.pid}` : 'another process'}`,
    );
  }
}

/** The owner could not be reached, or refused the command. */
export class OwnerUnreachableError extends Error {}

function ownerAddress(dir: string): string {
  const real = realpathSync(dir);
  if (process.platform === 'linux') {
    return `\0sanza-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  }
  return join(real, 'owner.sock');
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Sends one request to the owner of `dir` and reads its one-line answer. */
function ask(dir: string, request: Request, timeoutMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(ownerAddress(dir));
    let buffer = '';
    const timer = setTimeout(() => socket.destroy(new OwnerUnreachableError('timeout')), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.end();
      try {
        resolve(JSON.parse(buffer.slice(0, end)) as Response);
      } catch {
        reject(new OwnerUnreachableError('bad answer'));
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err instanceof OwnerUnreachableError ? err : new OwnerUnreachableError(err.message));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new OwnerUnreachableError('closed'));
    });
  });
}

/** Who owns `dir` now, or null when nobody does. */
export async function findOwner(dir: string): Promise<OwnerInfo | null> {
  if (!existsSync(dir)) return null;
  try {
    const { pid, kind } = await ask(dir, {}, ASK_TIMEOUT_MS);
    return { pid, kind };
  } catch {
    return null;
  }
}

/**
 * Makes this process the only owner of `dir` until `release()`; throws DataDirBusyError when another process
 * owns it. A server passes `handle` to run commands sent by the command-line tools.
 */
export async function claimDataDir(
  dir: string,
  opts: { kind: OwnerKind; handle?: (command: OwnerCommand) => Promise<OwnerReply> },
): Promise<{ release(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  const me: OwnerInfo = { pid: process.pid, kind: opts.kind };
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.length > 64 * 1024) return socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      void answer(buffer.slice(0, end)).then((res) => socket.end(`${JSON.stringify(res)}\n`));
    });
  });
  async function answer(line: string): Promise<Response> {
    let request: Request;
    try {
      request = JSON.parse(line) as Request;
    } catch {
      return { ...me, error: 'failed' };
    }
    if (!request.command) return me;
    const given = Buffer.from(String(request.token ?? ''));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ...me, error: 'token' };
    if (!opts.handle) return { ...me, error: 'busy' };
    try {
      return { ...me, reply: await opts.handle(request.command) };
    } catch {
      return { ...me, error: 'failed' };
    }
  }

  const address = ownerAddress(dir);
  try {
    await listen(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const holder = await findOwner(dir);
    // A socket file left by a process that died: nobody answers, so it is ours to replace.
    if (holder || address.startsWith('\0')) throw new DataDirBusyError(dir, holder);
    rmSync(address, { force: true });
    try {
      await listen(server, address);
    } catch {
      throw new DataDirBusyError(dir, await findOwner(dir));
    }
  }
  server.unref();
  writeFileSync(join(dir, TOKEN_FILE), token, { mode: 0o600 });
  return {
    release: () =>
      new Promise<void>((resolve) => {
        rmSync(join(dir, TOKEN_FILE), { force: true });
        server.close(() => resolve());
      }),
  };
}

/** Hands a command to the process that owns `dir` and answers its reply. */
export async function sendToOwner(dir: string, command: OwnerCommand): Promise<OwnerReply> {
  let token: string;
  try {
    token = readFileSync(join(dir, TOKEN_FILE), 'utf8');
  } catch {
    throw new OwnerUnreachableError('no token');
  }
  const res = await ask(dir, { token, command }, COMMAND_TIMEOUT_MS);
  if (!res.reply) throw new OwnerUnreachableError(res.error ?? 'no reply');
  return res.reply;
}

/** The French message a second server or tool prints when the data folder is taken. */
export function dataDirBusyMessage(err: DataDirBusyError): string {
  const who = err.holder
    ? `${err.holder.kind === 'server' ? 'un serveur Sanza' : 'une commande Sanza'} (pid ${err.holder.pid})`
    : 'un autre processus Sanza';
  return (
    `Le dossier de données DATA_DIR=« ${err.dir} » est déjà utilisé par ${who}. ` +
    "La base embarquée n'accepte qu'un seul processus : arrêtez l'autre d'abord, ou lancez celui-ci avec " +
    'un autre DATA_DIR (ou sur PostgreSQL avec DATABASE_URL).'
  );
}
