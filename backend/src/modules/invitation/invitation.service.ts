import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { fr, type InvitationCard, ROUTES, t, withLocale } from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { InvitationAddedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { MailQueue } from '../../core/mail/mail-queue.js';
import { renderMail } from '../../core/mail/templates.js';
import { AudienceService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { InvitationSources } from './invitation-sources.js';
import { NotFoundError } from '../../core/errors/index.js';

/** The e-mails invited to my private listings and operations: the list, delete, and the invitation mail. */
@Injectable()
export class InvitationService implements OnModuleInit {
  private readonly logger = new Logger('Invitations');

  constructor(
    private readonly queries: InvitationSources,
    private readonly audience: AudienceService,
    private readonly users: UsersService,
    private readonly mails: MailQueue,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.on<InvitationAddedEvent>('invitation.added', (event) => this.mailInvited(event));
  }

  async mine(actor: Actor, page: number, size: number): Promise<{ data: InvitationCard[]; total: number }> {
    const { rows, total } = await this.queries.mine(actor.id, page, size);
    await this.queries.ensureSlugs(rows);
    const views = await this.audience.invitationViews(rows);
    return {
      data: rows.map((row, i) => ({
        ...views[i]!,
        slug: row.slug!,
        target: { kind: row.kind, slug: row.targetSlug, name: row.targetName },
      })),
      total,
    };
  }

  /** Only the owner (or manager) of the listing or operation; 404 for anyone else. */
  async delete(slug: string, actor: Actor): Promise<void> {
    const row = await this.queries.bySlug(slug);
    if (!row || (row.ownerId !== actor.id && row.managerId !== actor.id)) {
      throw new NotFoundError('INVITATION_NOT_FOUND', fr.invitation.errors.notFound);
    }
    await this.queries.remove(row);
  }

  /** Each new address gets a link to what it is invited to, or to registration when it has no account. */
  private async mailInvited(event: InvitationAddedEvent): Promise<void> {
    const inviter = await this.users.findById(event.inviterId);
    const members = await this.users.findByEmails(event.emails);
    const m = fr.invitation.mail;
    const isTroc = event.kind === 'troc';
    const target = withLocale(isTroc ? ROUTES.trocView(event.targetSlug) : ROUTES.operationView(event.targetSlug));
    const names = {
      name: event.targetName,
      inviter: inviter ? `${inviter.firstname} ${inviter.lastname}` : fr.fallback.unknown,
      organisation: inviter?.organisation?.name ?? fr.fallback.unknown,
    };
    for (const email of event.emails) {
      const member = members.get(email.trim().toLowerCase());
      const rendered = renderMail({
        title: t(isTroc ? m.subjectTroc : m.subjectOperation, names),
        paragraphs: [t(isTroc ? m.introTroc : m.introOperation, names), ...(member ? [] : [m.register])],
        action: member
          ? { label: isTroc ? m.actionTroc : m.actionOperation, url: `${this.config.publicUrl}${target}` }
          : { label: m.actionRegister, url: `${this.config.publicUrl}${withLocale(ROUTES.register)}` },
      });
      await this.mails.send({ to: email, subject: t(isTroc ? m.subjectTroc : m.subjectOperation, names), ...rendered });
    }
    this.logger.log(`${event.emails.length} invitation(s) envoyée(s) pour ${event.kind} ${event.targetSlug}`);
  }
}
