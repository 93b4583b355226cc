import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module.js';
import { Message } from './entities/message.entity.js';
import { Thread } from './entities/thread.entity.js';
import { InboxQueries } from './inbox.queries.js';
import { InboxService } from './inbox.service.js';

/** Threads and messages: exchanges write in them now; the inbox screens come next. */
@Module({
  imports: [TypeOrmModule.forFeature([Thread, Message]), IdentityModule],
  providers: [InboxQueries, InboxService],
  exports: [InboxService],
})
export class InboxModule {}
