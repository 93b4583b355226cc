import { Injectable, Logger } from '@nestjs/common';
import {
  canOperation,
  fr,
  type ListingAddressValues,
  OPERATION_TRANSITIONS,
  type OperationAction,
  type OperationManageValues,
  padPostalCode,
  PublicationStatus as S,
  publicationTarget,
  readId,
  readText,
  t,
  validateListingAddress,
  validateOperationManage,
  Visibility,
  parisDay,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import { Transactions } from '../../core/database/transactions.js';
import type { InvitationAddedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import {
  ConflictError,
  ForbiddenError,
  FormError,
  NotFoundError,
  TransitionRefusedError,
} from '../../core/errors/index.js';
import { GeoService } from '../geo/index.js';
import { AudienceService } from '../identity/index.js';
import { TrocReadService } from '../troc/index.js';
import { setVisibility } from '../../core/database/visibility.columns.js';
import type { OperationTemplate } from '../troc/index.js';
import { addMonths } from '../../shared/dates.js';
import { Operation } from './entities/operation.entity.js';
import { OperationQueries } from './operation.queries.js';

export const OPERATION_AUDIT = 'operation';

/** Creating, editing and publishing operations (core §5 Operation, the operation table). */
@Injectable()
export class OperationService {
  private readonly logger = new Logger('Operations');

  constructor(
    private readonly queries: OperationQueries,
    private readonly audience: AudienceService,
    private readonly geo: GeoService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly events: DomainEvents,
    private readonly trocs: TrocReadService,
  ) {}

  /** Operations' names by id (the savings dashboard's rows). */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const found = ids.length ? await this.queries.byIds([...new Set(ids)]) : new Map();
    return new Map([...found.values()].map((o) => [o.id, o.name ?? o.slug]));
  }

  async visible(slug: string, actor: Actor | null): Promise<Operation> {
    const operation = await this.queries.visibleBySlug(slug, actor);
    if (!operation) throw new NotFoundError('OPERATION_NOT_FOUND', fr.http.notFound);
    return operation;
  }

  /** For its owner or manager: 404 if unseen, 403 if seen but not theirs. */
  /** What a new listing of this operation copies from it (« Ajouter une annonce », imports). */
  async listingTemplate(operation: Operation): Promise<OperationTemplate> {
    const [invitations, perimeter] = await Promise.all([
      this.queries.invitationsOf(operation.id),
      this.queries.perimeterOf(operation.id),
    ]);
    return {
      id: operation.id,
      organisationId: operation.organisationId,
      managerId: operation.managerId,
      serviceId: operation.serviceId,
      visibility: operation.visibility,
      perimeterRestricted: operation.perimeterRestricted,
      invitations: invitations.map((i) => i.email),
      perimeter,
      availabilityStartDate: operation.availabilityStartDate,
      availabilityEndDate: operation.availabilityEndDate,
      place: {
        postal: operation.postal,
        cityCode: operation.cityCode,
        cityName: operation.cityName,
        departement: operation.departement,
        region: operation.region,
        lat: operation.lat,
        lon: operation.lon,
        deliveryLocation: operation.deliveryLocation,
        deliveryNotes: operation.deliveryNotes,
      },
    };
  }

  /** Operations by id (their names and slugs on other modules' pages). */
  byIds(ids: readonly number[]): Promise<Map<number, Operation>> {
    return this.queries.byIds(ids);
  }

  async managed(slug: string, actor: Actor): Promise<Operation> {
    const operation = await this.visible(slug, actor);
    if (!this.trocs.canManage(operation, actor))
      throw new ForbiddenError('OPERATION_MANAGER_ONLY', fr.operation.errors.managerOnly);
    return operation;
  }

  /** A draft managed by the actor for their service, inside their organisation, where they work. */
  async create(actor: Actor, name?: string): Promise<Operation> {
    const today = parisDay();
    const operation = this.queries.create({
      slug: newSlug(),
      name: name?.trim().slice(0, 255) || null,
      ownerId: actor.id,
      managerId: actor.id,
      serviceId: actor.serviceId,
      organisationId: actor.organisationId,
      organisationGroupId: actor.groupId,
      availabilityStartDate: today,
      availabilityEndDate: addMonths(today, 3),
      publicationStatus: S.Draft,
    });
    setVisibility(operation, [Visibility.Internal]);
    const home = actor.cityCode ? this.geo.commune(actor.cityCode) : null;
    if (home) setPlace(operation, home, actor.postalCode ?? home.postalCodes[0] ?? '');
    const saved = await this.queries.save(operation);
    await this.audit.record({
      entityType: OPERATION_AUDIT,
      entityId: saved.id,
      action: 'create',
      from: '',
      to: S.Draft,
      actorId: actor.id,
    });
    return saved;
  }

  async updateManage(operation: Operation, values: OperationManageValues): Promise<Operation> {
    assertEditable(operation);
    const errors = validateOperationManage(values);
    const { visibility, perimeter, invitations } = this.audience.read(values);
    await this.audience.check(operation.organisationId, values, { visibility, perimeter, invitations }, errors);
    if (Object.keys(errors).length) throw new FormError(errors);
    Object.assign(operation, {
      name: readText(values.name),
      description: readText(values.description),
      managerId: readId(values.manager)!,
      serviceId: readId(values.service)!,
      perimeterRestricted: visibility.includes(Visibility.Internal) && perimeter.length > 0,
      availabilityStartDate: readText(values.availabilityStartDate),
      availabilityEndDate: readText(values.availabilityEndDate),
    });
    setVisibility(operation, visibility);
    const added = await this.transactions.run(async (manager) => {
      await this.queries.save(operation, manager);
      return this.queries.replaceAudience(manager, operation.id, invitations, perimeter);
    });
    if (added.length) {
      await this.events.publish<InvitationAddedEvent>({
        type: 'invitation.added',
        kind: 'operation',
        targetSlug: operation.slug,
        targetName: operation.name ?? '',
        inviterId: operation.managerId,
        emails: added,
      });
    }
    return operation;
  }

  async updateAddress(operation: Operation, values: ListingAddressValues): Promise<Operation> {
    assertEditable(operation);
    const errors = validateListingAddress(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    const postal = padPostalCode(readText(values.postal));
    const option = this.geo.findCity(postal, readText(values.city), readText(values.city));
    const commune = option ? this.geo.commune(option.data) : null;
    if (!commune) throw new FormError({ city: [fr.listing.errors.cityUnknown] });
    setPlace(operation, commune, postal);
    operation.deliveryLocation = readText(values.deliveryLocation) || null;
    operation.deliveryNotes = readText(values.deliveryNotes) || null;
    return this.queries.save(operation);
  }

  /** Publishable: the manage form holds and the operation has a place. */
  async publicationErrors(operation: Operation): Promise<Record<string, string[]>> {
    const [invitations, perimeter] = await Promise.all([
      this.queries.invitationsOf(operation.id),
      this.queries.perimeterOf(operation.id),
    ]);
    const errors = validateOperationManage({
      name: operation.name,
      description: operation.description,
      manager: operation.managerId,
      service: operation.serviceId,
      visibility: operation.visibility,
      invitations: invitations.map((i) => i.email),
      perimeter,
      availabilityStartDate: operation.availabilityStartDate,
      availabilityEndDate: operation.availabilityEndDate,
    });
    if (!operation.cityCode) errors.city = [fr.validation.required];
    return errors;
  }

  async publish(operation: Operation, actor: Actor): Promise<Operation> {
    this.assertAllowed(operation, 'publish');
    const errors = await this.publicationErrors(operation);
    if (Object.keys(errors).length) throw new FormError({ _form: [fr.operation.errors.notPublishable], ...errors });
    const today = parisDay();
    if (operation.availabilityEndDate! < today) {
      throw new FormError({ availabilityEndDate: [fr.listing.errors.datesPassed] });
    }
    const to = publicationTarget({
      needsModeration: false,
      availabilityStartDate: operation.availabilityStartDate!,
      today,
    });
    return this.apply(operation, 'publish', to, actor.id);
  }

  unpublish(operation: Operation, actor: Actor): Promise<Operation> {
    return this.apply(operation, 'unpublish', S.Draft, actor.id);
  }

  delete(operation: Operation, actor: Actor): Promise<Operation> {
    return this.apply(operation, 'delete', S.Archived, actor.id);
  }

  /** A copy as a new draft (its listings stay with the original). */
  async clone(source: Operation, actor: Actor): Promise<Operation> {
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...content } = source;
    const copy = this.queries.create({
      ...content,
      slug: newSlug(),
      name: source.name ? `${source.name} (copie)`.slice(0, 255) : null,
      ownerId: actor.id,
      publicationStatus: S.Draft,
      publishedAt: null,
      viewTotal: 0,
    });
    const [invitations, perimeter] = await Promise.all([
      this.queries.invitationsOf(source.id),
      this.queries.perimeterOf(source.id),
    ]);
    return this.transactions.run(async (manager) => {
      const saved = await this.queries.save(copy, manager);
      await this.queries.replaceAudience(
        manager,
        saved.id,
        invitations.map((i) => i.email),
        perimeter,
      );
      return saved;
    });
  }

  /** The periodic job: scheduled operations start on their date, live ones expire after their end. */
  async tick(today: string = parisDay()): Promise<{ started: number; expired: number }> {
    const { starting, ending } = await this.queries.due(today);
    let started = 0;
    let expired = 0;
    for (const operation of starting) {
      if ((operation.availabilityEndDate ?? today) < today) continue;
      if (await this.write(operation, 'start', S.Published, null)) started++;
    }
    for (const operation of ending) if (await this.write(operation, 'expire', S.Expired, null)) expired++;
    if (started || expired) this.logger.log(`Opérations publiées : ${started}, expirées : ${expired}`);
    return { started, expired };
  }

  private assertAllowed(operation: Operation, action: OperationAction): void {
    if (!canOperation(operation.publicationStatus, action)) {
      throw new TransitionRefusedError(
        'OPERATION_TRANSITION_REFUSED',
        t(fr.operation.errors.transitionRefused, { status: fr.listing.statuses[operation.publicationStatus] }),
      );
    }
  }

  private async apply(operation: Operation, action: OperationAction, to: S, actorId: number): Promise<Operation> {
    this.assertAllowed(operation, action);
    if (!OPERATION_TRANSITIONS[action].to.includes(to) || !(await this.write(operation, action, to, actorId))) {
      throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
    }
    return Object.assign(operation, { publicationStatus: to }, to === S.Published ? { publishedAt: new Date() } : {});
  }

  /** One conditional update and its audit entry, in one transaction. */
  private write(operation: Operation, action: OperationAction, to: S, actorId: number | null): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const update = { publicationStatus: to, ...(to === S.Published ? { publishedAt: new Date() } : {}) };
      if (!(await this.queries.setStatusIfStill(manager, operation, update))) return false;
      await this.audit.record(
        { entityType: OPERATION_AUDIT, entityId: operation.id, action, from: operation.publicationStatus, to, actorId },
        manager,
      );
      return true;
    });
  }
}

function assertEditable(operation: Operation): void {
  if (operation.publicationStatus === S.Archived)
    throw new ConflictError('OPERATION_NOT_EDITABLE', fr.operation.errors.notEditable);
}

function setPlace(
  operation: Operation,
  commune: { code: string; name: string; departement: string; region: string; lat: number; lon: number },
  postal: string,
): void {
  Object.assign(operation, {
    postal,
    cityCode: commune.code,
    cityName: commune.name,
    departement: commune.departement,
    region: commune.region,
    lat: commune.lat,
    lon: commune.lon,
  });
}

function newSlug(): string {
  return `op-${randomBytes(6).toString('hex')}`;
}
