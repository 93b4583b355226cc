import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrackerTransitionsService } from '../tracker/index.js';
import { ConventionController } from './convention.controller.js';
import { ConventionQueries } from './convention.queries.js';
import { ConventionService } from './convention.service.js';
import { Convention } from './entities/convention.entity.js';

/** Conventions: the transaction document of each exchange, its signature and its storage. */
@Module({
  imports: [TypeOrmModule.forFeature([Convention]), IdentityModule, TrackerModule],
  controllers: [ConventionController],
  providers: [ConventionQueries, ConventionService],
})
export class ConventionModule implements OnModuleInit {
  constructor(
    private readonly transitions: TrackerTransitionsService,
    private readonly conventions: ConventionService,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { transitions, conventions } = this;
    transitions.useRecordGate((tracker) => conventions.recordBlockers(tracker.id));
  }
}
