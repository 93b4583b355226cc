import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config.js';
import { CoreModule } from './core/core.module.js';
import { CategoryModule } from './modules/category/index.js';
import { GeoModule } from './modules/geo/index.js';
import { IdentityModule } from './modules/identity/index.js';
import { NotificationModule } from './modules/notification/index.js';
import { CartModule } from './modules/cart/index.js';
import { OperationModule } from './modules/operation/index.js';
import { ShippingModule } from './modules/shipping/index.js';
import { ConventionModule } from './modules/convention/index.js';
import { InboxModule } from './modules/inbox/index.js';
import { TrackerModule } from './modules/tracker/index.js';
import { TrocModule } from './modules/troc/index.js';
import { UploadModule } from './modules/upload/index.js';
import { AlertModule } from './modules/alert/index.js';
import { InvitationModule } from './modules/invitation/index.js';
import { ImpactModule } from './modules/impact/index.js';
import { CalendarModule } from './modules/calendar/index.js';
import { ExportModule } from './modules/export/index.js';
import { SavingsModule } from './modules/savings/index.js';
import { EstablishmentModule } from './modules/establishment/index.js';
import { MassActionModule } from './modules/mass-action/index.js';
import { ImportModule } from './modules/import/index.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        IdentityModule,
        GeoModule,
        NotificationModule,
        CategoryModule,
        UploadModule,
        TrocModule,
        InboxModule,
        TrackerModule,
        CartModule,
        OperationModule,
        ShippingModule,
        ConventionModule,
        AlertModule,
        InvitationModule,
        ImpactModule,
        CalendarModule,
        ExportModule,
        SavingsModule,
        EstablishmentModule,
        MassActionModule,
        ImportModule,
      ],
    };
  }
}
