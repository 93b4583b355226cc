import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryModule } from '../category/index.js';
import { GeoModule } from '../geo/index.js';
import { IdentityModule } from '../identity/index.js';
import { TrocModule } from '../troc/index.js';
import { AlertCriteria } from './alert-criteria.js';
import { AlertController } from './alert.controller.js';
import { AlertJob } from './alert.job.js';
import { AlertQueries } from './alert.queries.js';
import { AlertService } from './alert.service.js';
import { Alert } from './entities/alert.entity.js';

/** Saved searches and the job that mails their new listings. */
@Module({
  imports: [TypeOrmModule.forFeature([Alert]), IdentityModule, CategoryModule, GeoModule, TrocModule],
  controllers: [AlertController],
  providers: [AlertQueries, AlertCriteria, AlertService, AlertJob],
  exports: [AlertJob],
})
export class AlertModule {}
