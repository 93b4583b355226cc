import { Global, Module } from '@nestjs/common';
import { MailQueue } from './mail-queue.js';
import { MailService } from './mail.service.js';

@Global()
@Module({ providers: [MailService, MailQueue], exports: [MailService, MailQueue] })
export class MailModule {}
