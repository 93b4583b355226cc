import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file
 * under var/mail, readable by any mail client (and by the browser tests).
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode(): 'smtp' | 'files' {
    return this.config.smtpUrl ? 'smtp' : 'files';
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.mode === 'files') {
      await mkdir(this.config.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const who = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(this.config.mailDir, `${stamp}-${who}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      this.logger.log(`Mail « ${mail.subject} » to ${mail.to} written to ${file}`);
    } else {
      this.logger.log(`Mail « ${mail.subject} » sent to ${mail.to}`);
    }
  }
}
