import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config.js';
import { CoreModule } from './core/core.module.js';
import { CategoryModule } from './modules/category/category.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { NotificationModule } from './modules/notification/notification.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { OperationModule } from './modules/operation/operation.module.js';
import { ShippingModule } from './modules/shipping/shipping.module.js';
import { ConventionModule } from './modules/convention/convention.module.js';
import { InboxModule } from './modules/inbox/inbox.module.js';
import { TrackerModule } from './modules/tracker/tracker.module.js';
import { TrocModule } from './modules/troc/troc.module.js';
import { UploadModule } from './modules/upload/upload.module.js';
import { AlertModule } from './modules/alert/alert.module.js';
import { InvitationModule } from './modules/invitation/invitation.module.js';
import { ImpactModule } from './modules/impact/impact.module.js';
import { CalendarModule } from './modules/calendar/calendar.module.js';
import { ExportModule } from './modules/export/export.module.js';
import { SavingsModule } from './modules/savings/savings.module.js';
import { EstablishmentModule } from './modules/establishment/establishment.module.js';
import { MassActionModule } from './modules/mass-action/mass-action.module.js';
import { ImportModule } from './modules/import/import.module.js';

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
