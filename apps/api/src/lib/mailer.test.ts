import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp.ts';
import { createMailer } from './mailer.ts';

const quietLog = () => {
  const lines: { obj: object; msg: string }[] = [];
  const push = (obj: object, msg: string) => lines.push({ obj, msg });
  return { lines, log: { info: push, error: push } };
};

describe('createMailer', () => {
  it('writes each mail as an .eml file and logs its link when SMTP_URL is unset', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sanza-mail-')), 'mail');
    const { lines, log } = quietLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Sanza <no-reply@sanza.test>', dir, log });
    mailer.dispatch({
      to: 'a@example.cm',
      subject: 'Objet é',
      text: 'Lien : https://x.test/a',
      link: 'https://x.test/a',
    });
    await mailer.flush();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dir, files[0]!), 'utf8');
    expect(raw).toContain('From: Sanza <no-reply@sanza.test>');
    expect(raw).toContain('To: a@example.cm');
    expect(lines[0]?.obj).toMatchObject({ to: 'a@example.cm', link: 'https://x.test/a' });
    await mailer.close();
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const { log } = quietLog();
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'no-reply@sanza.test',
        dir: '/nonexistent',
        log,
      });
      await mailer.send({ to: 'b@example.cm', subject: 'Bonjour', text: 'Texte' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['b@example.cm']);
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });

  it('logs a background send that fails instead of throwing', async () => {
    const { lines, log } = quietLog();
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@sanza.test',
      dir: '/x',
      log,
    });
    mailer.dispatch({ to: 'c@example.cm', subject: 'S', text: 'T' });
    await mailer.flush();
    expect(lines.at(-1)?.msg).toBe('mail not sent');
    await mailer.close();
  });
});
