import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { CountersService } from '../notification/index.js';
import { NotificationModule } from '../notification/index.js';
import { TrocReadService } from '../troc/index.js';
import { TrocModule } from '../troc/index.js';
import { Message } from './entities/message.entity.js';
import { Question } from './entities/question.entity.js';
import { ThreadParticipant } from './entities/thread-participant.entity.js';
import { Thread } from './entities/thread.entity.js';
import { InboxListQueries } from './inbox-list.queries.js';
import { InboxThreadsService } from './inbox-threads.service.js';
import { InboxController, InboxOpenController } from './inbox.controller.js';
import { InboxQueries } from './inbox.queries.js';
import { InboxService } from './inbox.service.js';
import { QuestionAskController, QuestionListController, QuestionManageController } from './question.controller.js';
import { QuestionQueries } from './question.queries.js';
import { QuestionService } from './question.service.js';
import { delegateIds } from '../../shared/delegates-column.js';
import { ThreadSubjects } from './thread-subjects.js';

/**
 * Threads, their messages and each reader's state of them (the inbox), and the public
 * questions on listings, which answer into the asker's thread. Exchanges and carts open
 * threads through InboxService and tell ThreadSubjects who else reads them.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Thread, Message, ThreadParticipant, Question]),
    IdentityModule,
    TrocModule,
    NotificationModule,
  ],
  // The question routes come before the listing-kind routes sharing their prefix.
  controllers: [
    QuestionManageController,
    QuestionAskController,
    QuestionListController,
    InboxController,
    InboxOpenController,
  ],
  providers: [
    InboxQueries,
    InboxListQueries,
    InboxService,
    InboxThreadsService,
    ThreadSubjects,
    QuestionQueries,
    QuestionService,
  ],
  exports: [InboxService, InboxThreadsService, ThreadSubjects],
})
export class InboxModule implements OnModuleInit {
  constructor(
    private readonly subjects: ThreadSubjects,
    private readonly trocs: TrocReadService,
    private readonly counters: CountersService,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { subjects, trocs, counters } = this;
    // A thread about a listing is read by its manager, owner and delegates.
    subjects.provide('troc', {
      refs: async (ids) => new Map([...(await trocs.byIds(ids))].map(([id, troc]) => [id, { slug: troc.slug }])),
      readers: async (id, manager) => {
        const troc = (await trocs.byIds([id], manager)).get(id);
        return troc ? [troc.managerId, troc.ownerId, ...delegateIds(troc.delegates)] : [];
      },
    });
    // The header's unread messages: the viewer's own participant rows, kept up to date on write.
    counters.register('total_messages', {
      sql: 'SELECT COALESCE(SUM(tp.unread), 0) FROM thread_participant tp WHERE tp.userId = viewer.id',
    });
  }
}
