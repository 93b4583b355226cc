import { Inject, Injectable } from '@nestjs/common';
import { formatDate, fr, NotificationType, ROUTES, t, TrackerStatus, withLocale } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { MailQueue } from '../../core/mail/mail-queue.js';
import { renderMail } from '../../core/mail/templates.js';
import { UsersService } from '../identity/index.js';
import { Notifier } from '../notification/index.js';
import { TrocReadService } from '../troc/index.js';
import type { Tracker } from './entities/tracker.entity.js';
import type { TrackerEvent } from './tracker-events.js';
import { TrackerQueries } from './tracker.queries.js';

type Subject = keyof typeof fr.tracker.mail.subjects;

interface Recipient {
  /** null for a guest known only by their e-mail. */
  userId: number | null;
  email: string;
  firstname: string | null;
}

/**
 * Tells the other party of each change: the manager of a new request, the requester of an
 * answer, both when the system cancels a request or reminds them. A registered user gets a
 * notification, mailed as they chose (in this module's wording); a guest with only an
 * e-mail address gets the mail directly (French, text and HTML, through the mail queue).
 */
@Injectable()
export class TrackerMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: TrackerQueries,
    private readonly trocs: TrocReadService,
    private readonly users: UsersService,
    private readonly mail: MailQueue,
    private readonly notifier: Notifier,
    events: DomainEvents,
  ) {
    events.on<TrackerEvent>('tracker.transition', (event) => this.onTransition(event));
  }

  private async onTransition(event: TrackerEvent): Promise<void> {
    const tracker = await this.queries.byId(event.trackerId);
    if (!tracker) return;
    const { manager, requester } = await this.parties(tracker);
    const managerSide = event.actorId !== null && event.actorId !== tracker.userId;
    const by = { actorId: event.actorId, reason: event.reason ?? null };
    if (event.action === 'create') {
      if (event.to === TrackerStatus.ReservationRequested) await this.send(manager, 'requested', tracker, by);
      else await this.send(requester, 'regularized', tracker, by);
      return;
    }
    if (event.action === 'expire') {
      await this.send(requester, 'expire', tracker, by);
      await this.send(manager, 'expire', tracker, by);
      return;
    }
    await this.send(managerSide ? requester : manager, event.action, tracker, by);
  }

  /** A reminder of an exchange waiting on someone (delayed jobs). */
  async remind(tracker: Tracker, kind: 'reminderRequest' | 'reminderRecord'): Promise<void> {
    const { manager, requester } = await this.parties(tracker);
    await this.send(manager, kind, tracker);
    if (kind === 'reminderRecord') await this.send(requester, kind, tracker);
  }

  private async parties(tracker: Tracker): Promise<{ manager: Recipient | null; requester: Recipient | null }> {
    const troc = (await this.trocs.byIds([tracker.trocId])).get(tracker.trocId);
    const users = await this.users.findByIds([
      troc?.managerId ?? tracker.managerId,
      ...(tracker.userId ? [tracker.userId] : []),
    ]);
    const managerUser = users.get(troc?.managerId ?? tracker.managerId);
    const requesterUser = tracker.userId ? users.get(tracker.userId) : undefined;
    return {
      manager: managerUser?.enabled
        ? { userId: managerUser.id, email: managerUser.email, firstname: managerUser.firstname }
        : null,
      requester: requesterUser
        ? requesterUser.enabled
          ? { userId: requesterUser.id, email: requesterUser.email, firstname: requesterUser.firstname }
          : null
        : tracker.guestEmail
          ? { userId: null, email: tracker.guestEmail, firstname: null }
          : null,
    };
  }

  private async send(
    to: Recipient | null,
    subject: Subject,
    tracker: Tracker,
    { actorId = null, reason = null }: { actorId?: number | null; reason?: string | null } = {},
  ) {
    if (!to) return;
    const title = t(fr.tracker.mail.subjects[subject], { troc: tracker.name });
    const actor = actorId === null ? undefined : (await this.users.findByIds([actorId])).get(actorId);
    const body = t(fr.tracker.mail.bodies[subject], {
      actor: actor ? `${actor.firstname} ${actor.lastname}` : fr.tracker.automatic.system,
      organisation: actor?.organisation?.name ?? '',
      quantity: tracker.requestedQuantity,
      unit: fr.listing.units[tracker.unit].toLowerCase(),
      troc: tracker.name,
      deadline: tracker.expiresAt ? formatDate(tracker.expiresAt) : '',
    });
    const paragraphs = [to.firstname ? `Bonjour ${to.firstname},` : 'Bonjour,', body, ...(reason ? [reason] : [])];
    if (to.userId !== null) {
      await this.notifier.notify({
        userId: to.userId,
        type: NotificationType.TrackerUpdate,
        title,
        body: reason ? `${body} ${reason}` : body,
        path: ROUTES.trackerThread(tracker.slug),
        object: { type: 'tracker', slug: tracker.slug },
        mail: { paragraphs, action: fr.tracker.mail.open },
      });
      return;
    }
    // A guest has no account: the link leads to the exchange, which they reach once signed in
    // (or signed up) with this address.
    const url = `${this.config.publicUrl}${withLocale(ROUTES.trackerSummary(tracker.slug))}`;
    await this.mail.send({
      to: to.email,
      subject: title,
      ...renderMail({
        title,
        paragraphs: [...paragraphs, t(fr.tracker.mail.guestAccess, { email: to.email })],
        action: { label: fr.tracker.mail.open, url },
      }),
    });
  }
}
