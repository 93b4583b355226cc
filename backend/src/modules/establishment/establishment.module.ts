import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Establishment } from './entities/establishment.entity.js';
import { EstablishmentController, EstablishmentLookupController } from './establishment.controller.js';
import { EstablishmentQueries } from './establishment.queries.js';
import { EstablishmentService } from './establishment.service.js';

/** The public-establishment directory behind the establishment selects (type → région → site). */
@Module({
  imports: [TypeOrmModule.forFeature([Establishment])],
  controllers: [EstablishmentLookupController, EstablishmentController],
  providers: [EstablishmentQueries, EstablishmentService],
  exports: [EstablishmentService],
})
export class EstablishmentModule {}
