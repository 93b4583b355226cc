import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Transactions, type Tx } from '../../core/database/transactions.js';
import {
  fr,
  isEditable,
  type ListingAddressValues,
  type ListingDetailsValues,
  type ListingManageValues,
  PublicationStatus,
  padPostalCode,
  readId,
  readText,
  RequestType,
  t,
  validateListingAddress,
  validateListingDetails,
  validateListingManage,
  Visibility,
  parisDay,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { ConflictError, FormError } from '../../core/errors/index.js';
import type { InvitationAddedEvent } from '../../core/events/catalogue.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { CategoryService } from '../category/index.js';
import { EstablishmentService } from '../establishment/index.js';
import { GeoService } from '../geo/index.js';
import type { Actor } from '../../core/auth/actor.js';
import { type AudienceLookups, AudienceService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { type IncomingFile, UploadService } from '../upload/index.js';
import { IMAGE_COLUMNS, type Troc } from './entities/troc.entity.js';
import { canManage } from './troc-access.js';
import { addMonths } from '../../shared/dates.js';
import { setVisibility } from '../../core/database/visibility.columns.js';
import { applyDetails, applyManage, imageSlots } from './troc-form-mapping.js';
import { TrocStockService } from './troc-stock.service.js';
import {
  copyAudience,
  insertListings,
  type Invited,
  type ListingAndAudience,
  listingRow,
  type PlannedManage,
  saveListing,
  setListingColumns,
  statusOf,
  writeAddressRows,
  writeManageRows,
} from './troc-edit.queries.js';
import { TrocQueries } from './troc.queries.js';
import { searchTextOf } from './troc-text.js';

export const TROC_FILES = 'troc';
const DEFAULT_AVAILABILITY_MONTHS = 3;

/**
 * What another module holds of a listing's units (the calendar's loans), checked in the edit's
 * transaction once its new quantities are written: the French refusal of a quantity below it, or null.
 */
export type QuantityGuard = (manager: Tx, troc: Troc) => Promise<string | null>;

/** Creating, editing and duplicating listings: the rules of the four edit forms. */
@Injectable()
export class TrocEditService implements OnModuleInit {
  constructor(
    private readonly trocs: TrocQueries,
    private readonly transactions: Transactions,
    private readonly categories: CategoryService,
    private readonly geo: GeoService,
    private readonly users: UsersService,
    private readonly audience: AudienceService,
    private readonly uploads: UploadService,
    private readonly events: DomainEvents,
    private readonly establishments: EstablishmentService,
    private readonly stock: TrocStockService,
  ) {}

  private readonly quantityGuards: QuantityGuard[] = [];

  /** Registered at start-up by the modules that hold a listing's units without its stock (loans). */
  guardQuantity(guard: QuantityGuard): void {
    this.quantityGuards.push(guard);
  }

  onModuleInit(): void {
    this.uploads.registerAttachment(TROC_FILES, {
      canModify: async (actor, trocId) => {
        const troc = await this.trocs.byId(trocId);
        return Boolean(troc && canManage(troc, actor) && isEditable(troc.publicationStatus));
      },
      detached: async (trocId, fileId) => {
        await this.trocs.detachFile(trocId, fileId, [...IMAGE_COLUMNS, 'documentId']);
      },
    });
  }

  /**
   * A draft with sensible defaults: the actor manages it for their service, inside their organisation.
   * An import gives the slug it chose beforehand, so that a resumed line finds its listing.
   */
  async create(actor: Actor, requestType: RequestType, slug: string = newSlug()): Promise<Troc> {
    return this.trocs.save(this.draft(actor, requestType, slug));
  }

  /** The new draft, not yet written (an import fills it before its single insert). */
  draft(actor: Actor, requestType: RequestType, slug: string = newSlug()): Troc {
    const today = parisDay();
    const troc = this.trocs.blank({
      slug,
      requestType,
      ownerId: actor.id,
      managerId: actor.id,
      serviceId: actor.serviceId,
      organisationId: actor.organisationId,
      organisationGroupId: actor.groupId,
      organisationName: actor.organisationName,
      availabilityStartDate: today,
      availabilityEndDate: addMonths(today, DEFAULT_AVAILABILITY_MONTHS),
      publicationStatus: PublicationStatus.Draft,
      searchText: '',
      // Unwritten, a draft reads as the database would give it back: nothing chosen yet.
      swapType: null,
      itemPriceType: null,
      currentPriceCents: null,
      purchasePriceCents: null,
    });
    setVisibility(troc, [Visibility.Internal]);
    const home = actor.cityCode ? this.geo.commune(actor.cityCode) : null;
    if (home) this.setPlace(troc, home, actor.postalCode ?? home.postalCodes[0] ?? '');
    return troc;
  }

  /** A new listing written at once with its audience (an import's complete line, an operation's new listing). */
  async insert(troc: Troc, invitations: readonly string[], perimeter: readonly number[]): Promise<Troc> {
    await this.transactions.run((manager) => this.insertMany(manager, [{ troc, invitations, perimeter }]));
    return troc;
  }

  /**
   * New listings with their audience, in the caller's transaction, in multi-row statements (the
   * batch form of `insert`): each listing gets its id.
   */
  insertMany(manager: Tx, rows: readonly ListingAndAudience[]): Promise<void> {
    return insertListings(manager, rows);
  }

  /**
   * The details form. Its quantities set what remains: the status follows as an exchange's stock
   * move makes it (stock épuisé at 0, Published again when restocked), in the same transaction.
   */
  async updateDetails(troc: Troc, values: ListingDetailsValues, actorId: number | null = null): Promise<Troc> {
    assertEditable(troc);
    const errors = validateListingDetails(values, imageSlots(troc));
    const categoryId = readId(values.category);
    if (!errors.category && (categoryId === null || !this.categories.exists(categoryId))) {
      errors.category = [fr.validation.choice];
    }
    if (Object.keys(errors).length) throw new FormError(errors);
    const before = totalOf(troc);
    applyDetails(troc, values, categoryId!);
    return this.transactions.run(async (manager) => {
      await saveListing(manager, troc);
      // Lowered: never below what exchanges hold. Read back once written (the row is ours): an
      // approval committed meanwhile counts; a refusal rolls the edit back.
      if (totalOf(troc) < before) {
        const saved = await listingRow(manager, troc.id);
        const held = saved.quantityReserved + saved.quantityOut;
        let refusal = totalOf(saved) < held ? t(fr.listing.errors.quantityBelowHeld, { held }) : null;
        for (const guard of this.quantityGuards) refusal ??= await guard(manager, saved);
        if (refusal) throw new FormError({ [quantityField(saved)]: [refusal] });
      }
      await this.stock.followStock(manager, troc, actorId);
      return Object.assign(troc, { publicationStatus: await statusOf(manager, troc.id) });
    });
  }

  /** The manage form's rules (shared rules, then the audience within the organisation): its errors and what it reads. */
  async checkManage(organisationId: number, values: ListingManageValues, lookups?: AudienceLookups) {
    const errors = validateListingManage(values);
    const audience = this.audience.read(values);
    await this.audience.check(organisationId, values, audience, errors, lookups);
    return { errors, ...audience };
  }

  async updateManage(troc: Troc, values: ListingManageValues): Promise<Troc> {
    const planned = await this.planManage(troc, values);
    if ('errors' in planned) throw new FormError(planned.errors);
    const added = await this.transactions.run((manager) => this.writeManage(manager, [planned]));
    await this.invited(added);
    return troc;
  }

  /**
   * The manage form onto the listing, in memory: its refusals (nothing changed), or the audience
   * to write. A listing no longer editable is refused as the form refuses it (409).
   */
  async planManage(troc: Troc, values: ListingManageValues, lookups?: AudienceLookups): Promise<PlannedManage> {
    assertEditable(troc);
    const { errors, visibility, perimeter, invitations } = await this.checkManage(troc.organisationId, values, lookups);
    if (Object.keys(errors).length) return { errors };
    applyManage(troc, values, visibility, perimeter);
    return { troc, invitations, perimeter };
  }

  /**
   * Planned manage edits written in the caller's transaction (the batch form of `updateManage`):
   * the listings' columns in one UPDATE per distinct set of values, invitations and perimeter
   * replaced where they changed. Answers the addresses newly invited, per listing.
   */
  writeManage(manager: Tx, edits: readonly ListingAndAudience[]): Promise<Invited[]> {
    return writeManageRows(manager, edits);
  }

  /** Tells the invited, once the edit has committed. */
  async invited(added: readonly Invited[]): Promise<void> {
    for (const { troc, emails } of added) {
      await this.events.publish<InvitationAddedEvent>({
        type: 'invitation.added',
        kind: 'troc',
        targetSlug: troc.slug,
        targetName: troc.name ?? '',
        inviterId: troc.managerId,
        emails,
      });
    }
  }

  async updateAddress(troc: Troc, values: ListingAddressValues & { establishment?: unknown }): Promise<Troc> {
    await this.planAddress(troc, values);
    return this.trocs.save(troc);
  }

  /** The address form onto an editable listing, in memory (refused as the form refuses it). */
  async planAddress(troc: Troc, values: ListingAddressValues & { establishment?: unknown }): Promise<void> {
    assertEditable(troc);
    await this.setAddress(troc, values);
  }

  /** Planned address edits written in the caller's transaction, one UPDATE per distinct place. */
  writeAddress(manager: Tx, trocs: readonly Troc[]): Promise<void> {
    return writeAddressRows(manager, trocs);
  }

  /** The address form's rules and values onto the listing, not written. */
  async setAddress(troc: Troc, values: ListingAddressValues & { establishment?: unknown }): Promise<void> {
    const errors = validateListingAddress(values);
    if (Object.keys(errors).length) throw new FormError(errors);
    const postal = padPostalCode(readText(values.postal));
    const cityText = readText(values.city);
    const option = this.geo.findCity(postal, cityText, cityText);
    const commune = option ? this.geo.commune(option.data) : null;
    if (!commune) throw new FormError({ city: [fr.listing.errors.cityUnknown] });
    this.setPlace(troc, commune, postal);
    troc.deliveryLocation = readText(values.deliveryLocation) || null;
    troc.deliveryNotes = readText(values.deliveryNotes) || null;
    // Absent: the form did not show the establishment selects, the saved choice stays.
    if (values.establishment !== undefined)
      troc.establishmentValue = await this.establishments.checkChoice('establishment', values.establishment);
  }

  async attachImage(troc: Troc, slot: number, file: IncomingFile | undefined, actor: Actor) {
    assertEditable(troc);
    const column = IMAGE_COLUMNS[slot];
    if (!column) throw new FormError({ file: [fr.listing.upload.slot] });
    const record = await this.uploads.storeImage(file, actor, { type: TROC_FILES, id: troc.id });
    const previous = troc[column];
    await this.trocs.setColumns(troc.id, { [column]: record.id });
    if (previous) await this.uploads.purgeByIds([previous]);
    return record;
  }

  async attachDocument(troc: Troc, file: IncomingFile | undefined, actor: Actor) {
    assertEditable(troc);
    if (!this.categories.hasDocumentField(troc.categoryId)) throw new FormError({ file: [fr.listing.upload.slot] });
    const record = await this.uploads.storeDocument(file, actor, { type: TROC_FILES, id: troc.id });
    const previous = troc.documentId;
    await this.trocs.setColumns(troc.id, { documentId: record.id });
    if (previous) await this.uploads.purgeByIds([previous]);
    return record;
  }

  fileResponse(record: Parameters<UploadService['toResponse']>[0]) {
    return this.uploads.toResponse(record);
  }

  /** A new draft with the same content, pictures copied, owned by whoever duplicated it. */
  async clone(source: Troc, actor: Actor): Promise<Troc> {
    const {
      id: _id,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      image0Id: _i0,
      image1Id: _i1,
      image2Id: _i2,
      documentId: _d,
      ...content
    } = source;
    const copy = this.trocs.blank({
      ...content,
      slug: newSlug(),
      name: source.name ? `${source.name} (copie)`.slice(0, 255) : null,
      ownerId: actor.id,
      managerId: source.managerId,
      publicationStatus: PublicationStatus.Draft,
      rejected: false,
      moderationMessage: null,
      publishedAt: null,
      viewTotal: 0,
      quantityReserved: 0,
      quantityOut: 0,
    });
    copy.searchText = searchTextOf(copy);
    const saved = await this.trocs.save(copy);
    const files = await this.uploads.findByIds(
      [source.image0Id, source.image1Id, source.image2Id, source.documentId].filter((id): id is number => id !== null),
    );
    const copied: Partial<Troc> = {};
    for (const column of [...IMAGE_COLUMNS, 'documentId'] as const) {
      const record = source[column] === null ? undefined : files.get(source[column]!);
      if (record) copied[column] = (await this.uploads.copy(record, { type: TROC_FILES, id: saved.id }, actor)).id;
    }
    await this.transactions.run(async (manager) => {
      if (Object.keys(copied).length) await setListingColumns(manager, saved.id, copied);
      await copyAudience(manager, source.id, saved.id);
    });
    return Object.assign(saved, copied);
  }

  private setPlace(troc: Troc, commune: NonNullable<ReturnType<GeoService['commune']>>, postal: string): void {
    troc.postal = postal;
    troc.cityCode = commune.code;
    troc.cityName = commune.name;
    troc.departement = commune.departement;
    troc.region = commune.region;
    troc.lat = commune.lat;
    troc.lon = commune.lon;
  }
}

/** The total a listing gives or asks for: the new total wins (core §5, as its remaining quantity). */
function totalOf(troc: Troc): number {
  return (
    troc.itemNewQuantity ??
    (troc.requestType === RequestType.Demand ? troc.itemRequestQuantity : troc.itemTotalQuantity) ??
    0
  );
}

/** The form field that sets that total, for the refusal to stand under. */
function quantityField(troc: Troc): string {
  if (troc.itemNewQuantity !== null) return 'itemNewQuantity';
  return troc.requestType === RequestType.Demand ? 'itemRequestQuantity' : 'itemTotalQuantity';
}

function assertEditable(troc: Troc): void {
  if (!isEditable(troc.publicationStatus)) throw new ConflictError('TROC_NOT_EDITABLE', fr.listing.errors.notEditable);
}

const SLUG_BYTES = 8;
let slugPool = { bytes: Buffer.alloc(0), offset: 0 };

/** Short, unguessable, stable: the name may change, the address of the listing must not. */
export function newSlug(): string {
  // Drawn from a pool: one call to the system's generator per 512 slugs, not per listing (an import makes thousands).
  if (slugPool.offset + SLUG_BYTES > slugPool.bytes.length)
    slugPool = { bytes: randomBytes(SLUG_BYTES * 512), offset: 0 };
  const bytes = slugPool.bytes.subarray(slugPool.offset, (slugPool.offset += SLUG_BYTES));
  return bytes
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
}
