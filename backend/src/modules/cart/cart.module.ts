import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/index.js';
import { InboxModule } from '../inbox/index.js';
import { ThreadSubjects } from '../inbox/index.js';
import { delegateIds } from '../../shared/delegates-column.js';
import { TrocReadService } from '../troc/index.js';
import { CountersService } from '../notification/index.js';
import { NotificationModule } from '../notification/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrocModule } from '../troc/index.js';
import { TrocStockService } from '../troc/index.js';
import { TrocViewService } from '../troc/index.js';
import { isCartable } from './cart-rules.js';
import { CartViewService } from './cart-view.service.js';
import { CartController } from './cart.controller.js';
import { CartLineController } from './cart-line.controller.js';
import { CartThreadController } from './cart-thread.controller.js';
import { CartQueries } from './cart.queries.js';
import { CartService } from './cart.service.js';
import { CartLine } from './entities/cart-line.entity.js';
import { Cart } from './entities/cart.entity.js';

/** Carts: lines per cédant organisation, negotiated prices, submission into exchanges. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Cart, CartLine]),
    IdentityModule,
    TrocModule,
    TrackerModule,
    InboxModule,
    NotificationModule,
  ],
  controllers: [CartController, CartLineController, CartThreadController],
  providers: [CartQueries, CartService, CartViewService],
})
export class CartModule implements OnModuleInit {
  constructor(
    private readonly counters: CountersService,
    private readonly views: TrocViewService,
    private readonly stock: TrocStockService,
    private readonly subjects: ThreadSubjects,
    private readonly queries: CartQueries,
    private readonly trocs: TrocReadService,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { counters, views, stock, subjects, queries, trocs } = this;
    // A cart's thread is read by the managers and delegates of its lines' listings (like the cart itself).
    subjects.provide('cart', {
      refs: async (ids) => {
        const refs = new Map<number, { slug: string; nbLines: number }>();
        for (const id of ids) {
          const cart = await queries.byId(id);
          if (cart) refs.set(id, { slug: cart.slug, nbLines: (await queries.linesOf(id)).length });
        }
        return refs;
      },
      readers: async (id, manager) => {
        const lines = await queries.linesOf(id, manager);
        const listings = await trocs.byIds(
          lines.map((l) => l.trocId),
          manager,
        );
        return [...listings.values()].flatMap((t) => [t.managerId, t.ownerId, ...delegateIds(t.delegates)]);
      },
    });
    // The listing view's add-to-cart button: members other than its managers, on a live offer with stock.
    views.extend(async (troc, actor) =>
      actor && !trocs.canManage(troc, actor) && isCartable(troc) && stock.bounds(troc).remaining > 0
        ? { cart: true }
        : {},
    );
    // The header's cart count: lines of the viewer's open carts, in the counters' one query.
    counters.register('total_in_cart', {
      sql: 'SELECT COUNT(*) FROM cart_line cl INNER JOIN cart c ON c.id = cl.cartId WHERE c.userId = viewer.id AND c.status = ?',
      params: ['open'],
    });
  }
}
