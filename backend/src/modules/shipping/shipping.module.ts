import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboxModule } from '../inbox/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrocViewService } from '../troc/index.js';
import { TrocModule } from '../troc/index.js';
import { ShippingProvider, ShippingRate } from './entities/shipping.entity.js';
import { ShippingAdminController, ShippingController } from './shipping.controller.js';
import { ShippingQueries } from './shipping.queries.js';
import { ShippingService } from './shipping.service.js';

/** Shipping estimates: carriers, their grids per area, the quotes of the listing view. */
@Module({
  imports: [TypeOrmModule.forFeature([ShippingProvider, ShippingRate]), TrocModule, TrackerModule, InboxModule],
  controllers: [ShippingController, ShippingAdminController],
  providers: [ShippingQueries, ShippingService],
})
export class ShippingModule implements OnModuleInit {
  constructor(
    private readonly views: TrocViewService,
    private readonly shipping: ShippingService,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { views, shipping } = this;
    // The listing view's shipping button shows only for shippable listings (core §2).
    views.extend(async (troc, actor) => ({ shippable: actor !== null && (await shipping.isShippable(troc)) }));
  }
}
