import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrocModule } from '../troc/index.js';
import { MassActionLine } from './entities/mass-action-line.entity.js';
import { MassAction } from './entities/mass-action.entity.js';
import { MassActionController } from './mass-action.controller.js';
import { MassActionQueries } from './mass-action.queries.js';
import { MassActionService } from './mass-action.service.js';

/** Mass edits, publications, unpublications and deletions of listings, as queued jobs. */
@Module({
  imports: [TypeOrmModule.forFeature([MassAction, MassActionLine]), TrocModule],
  controllers: [MassActionController],
  providers: [MassActionQueries, MassActionService],
  exports: [MassActionService],
})
export class MassActionModule {}
