import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail carries; logged when mails go to files, so the default setup stays usable. */
  link?: string;
};

export type Mailer = {
  /** Sends now; rejects when the mail cannot be handed over. */
  send(mail: Mail): Promise<void>;
  /** Sends in the background (the caller's answer never waits on, nor reveals, the mail); failures are logged. */
  dispatch(mail: Mail): void;
  /** Resolves once every background send has finished (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Mail through `smtpUrl` when given; otherwise every mail is written as an .eml file into `dir` and its link is
 * logged, so reset links work with nothing configured.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dir: string;
  log: Log;
}): Mailer {
  const { smtpUrl, from, dir, log } = opts;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail) {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (smtpUrl) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    log.info(
      { to: mail.to, subject: mail.subject, file, link: mail.link },
      'mail written to file (SMTP_URL unset)',
    );
  }

  return {
    send,
    dispatch(mail) {
      const job = send(mail)
        .catch((err) => log.error({ err, to: mail.to, subject: mail.subject }, 'mail not sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      while (pending.size) await Promise.all([...pending]);
      transport.close();
    },
  };
}
