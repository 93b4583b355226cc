import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { addDays, CalendarPeriodType, parisDay, PublicationStatus, RequestType, SwapType } from '@troc/shared';
import { DataSource } from 'typeorm';
import { actorOf } from '../core/auth/actor.js';
import { CalendarService } from '../modules/calendar/calendar.service.js';
import { User } from '../modules/identity/entities/user.entity.js';
import { Troc } from '../modules/troc/entities/troc.entity.js';

const logger = new Logger('Seed');

/** Loans in each state a manager meets: a request waiting, a loan ahead, one under way, a maintenance. */
const SCENARIOS = [
  {
    requester: 'karim.haddad@ressourcerie-lille.demo',
    from: 3,
    days: 3,
    approve: false,
    usage: 'Forum des associations du quartier.',
  },
  {
    requester: 'lucas.blanc@recyclerie-pentes.demo',
    from: 7,
    days: 4,
    approve: true,
    usage: 'Atelier de réparation ouvert au public.',
  },
  {
    requester: 'fatou.diallo@entraide-marseille.demo',
    from: 0,
    days: 3,
    approve: true,
    usage: 'Accueil de jour, semaine de la solidarité.',
  },
] as const;

/** Demo bookings on the published loan listings, through the real services (exchanges, threads, checks). */
export async function seedDemoLoans(app: INestApplication): Promise<number> {
  const ds = app.get(DataSource);
  const calendars = app.get(CalendarService);
  const users = await ds.getRepository(User).find({ relations: { organisation: true, service: true } });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const today = parisDay();
  const loans = await ds.getRepository(Troc).find({
    where: {
      publicationStatus: PublicationStatus.Published,
      requestType: RequestType.Offer,
      swapType: SwapType.Pret,
      visExternal: true,
    },
    order: { id: 'ASC' },
    take: 20,
  });
  let created = 0;
  for (const [i, scenario] of SCENARIOS.entries()) {
    const requester = byEmail.get(scenario.requester);
    const troc = loans.filter((t) => t.organisationId !== requester?.organisationId)[i];
    const manager = troc ? users.find((u) => u.id === troc.managerId) : undefined;
    if (!requester || !troc || !manager) continue;
    const first = [addDays(today, scenario.from), troc.availabilityStartDate ?? today].sort().at(-1)!;
    try {
      const { period } = await calendars.create(troc.id, actorOf(requester), {
        startDate: first,
        endDate: addDays(first, scenario.days - 1),
        itemUsage: scenario.usage,
        requestedQuantity: 1,
      });
      if (scenario.approve) await calendars.act(period.id, 'approve', actorOf(manager));
      if (i === 0) {
        await calendars.create(troc.id, actorOf(manager), {
          startDate: addDays(first, 20),
          endDate: addDays(first, 22),
          type: CalendarPeriodType.Maintenance,
          itemUsage: 'Révision annuelle.',
        });
      }
      created++;
    } catch (error) {
      // A listing whose dates do not allow the scenario is skipped: the demo still starts.
      logger.warn(`Demo loan skipped on ${troc.slug}: ${(error as Error).message}`);
    }
  }
  logger.log(`Demo loans: ${created}`);
  return created;
}
