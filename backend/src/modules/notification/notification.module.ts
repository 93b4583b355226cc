import { Module } from '@nestjs/common';
import { CountersService } from './counters.service.js';
import { NotificationController } from './notification.controller.js';

@Module({ controllers: [NotificationController], providers: [CountersService], exports: [CountersService] })
export class NotificationModule {}
