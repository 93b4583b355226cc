import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEml } from '../../../test/support/mails.js';
import type { AppConfig } from '../config/config.js';
import { MailService } from './mail.service.js';

// Without SMTP_URL the messages are written as .eml files: a temporary folder stands for var/mail.
const root = mkdtempSync(join(tmpdir(), 'troc-mail-'));
// Each message is logged: quiet here.
beforeAll(() => Logger.overrideLogger(false));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
const service = (smtpUrl: string | null = null) => {
  const mailDir = join(root, `mail-${++dirs}`, 'var');
  const config = { smtpUrl, mailFrom: 'Troc <ne-pas-repondre@troc.local>', mailDir } as AppConfig;
  return { mail: new MailService(config), mailDir };
};

const message = {
  to: 'ana@chu.fr',
  subject: 'Votre demande a été acceptée',
  text: 'Bonjour, votre demande a été acceptée.',
  html: '<p>Bonjour, votre demande a été acceptée.</p>',
  headers: { 'List-Unsubscribe': '<https://troc.local/fr/api/unsubscribe/abc/>' },
};

describe('sending a mail', () => {
  it('sends over SMTP when SMTP_URL is set, and writes files otherwise', () => {
    expect(service().mail.mode).toBe('files');
    expect(service('smtp://127.0.0.1:2525').mail.mode).toBe('smtp');
  });

  it('writes one .eml per message in the mail folder, created when missing, from the configured sender', async () => {
    const { mail, mailDir } = service();
    await mail.send(message);
    await mail.send({ ...message, to: 'bob@chu.fr' });
    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const read = files.map((f) => parseEml(readFileSync(join(mailDir, f), 'utf8')));
    expect(read.map((m) => m.to).sort()).toEqual(['ana@chu.fr', 'bob@chu.fr']);
    expect(read[0]!.subject).toBe(message.subject);
    expect(read[0]!.header('From')).toBe('Troc <ne-pas-repondre@troc.local>');
    expect(read[0]!.header('List-Unsubscribe')).toBe('<https://troc.local/fr/api/unsubscribe/abc/>');
    expect(read[0]!.body).toContain('votre demande a été acceptée');
  });

  it('names the file after the recipient, which cannot lead it out of the mail folder', async () => {
    const { mail, mailDir } = service();
    await mail.send({ ...message, to: '../../ana+test@chu.fr' });
    const [file] = readdirSync(mailDir);
    expect(file).toMatch(/^[\dT-]+Z-\.\._\.\._ana_test@chu\.fr-[a-z0-9]+\.eml$/);
    expect(readdirSync(join(mailDir, '..'))).toEqual(['var']);
  });
});
