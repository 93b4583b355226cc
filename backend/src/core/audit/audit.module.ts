import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit-log.entity.js';
import { AuditService } from './audit.service.js';

/** The audit trail of every state machine; global like the rest of the core. */
@Global()
@Module({ imports: [TypeOrmModule.forFeature([AuditLog])], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
