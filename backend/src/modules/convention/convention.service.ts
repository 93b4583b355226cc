import { Injectable } from '@nestjs/common';
import {
  canConvention,
  Collector,
  type ConventionAction,
  conventionActions,
  ConventionStatus as S,
  type ConventionView,
  CONVENTION_TRANSITIONS,
  formatDate,
  fr,
  LIMITS,
  padPostalCode,
  readBoolean,
  readText,
  t,
  TRACKER_HOLDING,
  TrackerStatus,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Actor } from '../../core/auth/actor.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { FileStores } from '../../core/storage/file-stores.js';
import { Transactions } from '../../core/database/transactions.js';
import {
  ConflictError,
  ForbiddenError,
  FormError,
  NotFoundError,
  TransitionRefusedError,
} from '../../core/errors/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { TrackerTransitionsService, type LoadedTracker } from '../tracker/index.js';
import { TrackerService } from '../tracker/index.js';
import { detectDocumentType } from '../../shared/document-type.js';
import type { IncomingFile } from '../upload/index.js';
import { conventionData } from './convention-data.js';
import { conventionTitle, renderConvention } from './convention-document.js';
import { ConventionQueries } from './convention.queries.js';
import type { Convention } from './entities/convention.entity.js';

export const CONVENTION_AUDIT = 'convention';

/** TROC-<year>-<row id>: unique, given once and kept. */
const conventionNumber = (id: number) => `TROC-${new Date().getFullYear()}-${String(id).padStart(6, '0')}`;

/** A convention is prepared once the request is accepted, and kept after the hand-over. */
const CONVENTION_STATUSES: readonly TrackerStatus[] = [...TRACKER_HOLDING, TrackerStatus.SwapCompleted];

/**
 * The convention of an exchange (core §3 Convention form, §4 convention status): generated as a
 * numbered PDF by the manager's side, downloaded by both parties, signed by uploading the signed
 * copy (then frozen) or rejected with a reason. Documents stay in a private store (var/documents or the object store).
 */
@Injectable()
export class ConventionService {
  private readonly files: FileStorage;

  constructor(
    stores: FileStores,
    private readonly queries: ConventionQueries,
    private readonly transitions: TrackerTransitionsService,
    private readonly trackers: TrackerService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
  ) {
    this.files = stores.area('documents');
  }

  async view(slug: string, actor: Actor): Promise<ConventionView> {
    const loaded = await this.transitions.load(slug, actor);
    return this.toView(loaded, await this.queries.ofTracker(loaded.tracker.id));
  }

  /** The convention form: a convention signed elsewhere, the address the CERFA needs. */
  async saveForm(
    slug: string,
    actor: Actor,
    values: { regularizedConvention?: unknown; cerfaUserCompanyAddress?: unknown },
  ) {
    const loaded = await this.managerOf(slug, actor);
    const address = (values.cerfaUserCompanyAddress ?? {}) as { city?: unknown; postal?: unknown };
    const c = new Collector();
    const postal = readText(address.postal);
    if (!postal) c.add('cerfaUserCompanyAddress.postal', fr.validation.required);
    else if (!/^\d{4,5}$/.test(postal)) c.add('cerfaUserCompanyAddress.postal', fr.validation.postalCode);
    c.text('cerfaUserCompanyAddress.city', address.city, { required: true, max: LIMITS.listing.deliveryMax });
    if (Object.keys(c.errors).length) throw new FormError(c.errors);
    const row = await this.transactions.run(async (manager) => {
      const row = await this.queries.ensure(manager, loaded.tracker.id);
      const fields = {
        regularized: readBoolean(values.regularizedConvention),
        cerfaPostal: padPostalCode(postal),
        cerfaCity: readText(address.city),
      };
      await this.queries.update(manager, row.id, fields);
      return { ...row, ...fields };
    });
    return this.toView(loaded, row);
  }

  /** Generates the document (again while unsigned): a new PDF under the same number. */
  async generate(slug: string, actor: Actor): Promise<ConventionView> {
    const loaded = await this.managerOf(slug, actor);
    const current = await this.queries.ofTracker(loaded.tracker.id);
    this.assertAllowed(current?.status ?? null, 'regenerate', loaded);
    const { tracker, troc } = loaded;
    const [people, cedantOrganisation, takerOrganisation] = await Promise.all([
      this.users.findByIds([troc.managerId, ...(tracker.userId ? [tracker.userId] : [])]),
      this.organisations.findOrganisation(troc.organisationId),
      tracker.userOrganisationId
        ? this.organisations.findOrganisation(tracker.userOrganisationId)
        : Promise.resolve(null),
    ]);
    const row = await this.transactions.run((manager) => this.queries.ensure(manager, tracker.id));
    const number = row.number ?? conventionNumber(row.id);
    const data = conventionData({
      number,
      tracker,
      troc,
      manager: people.get(troc.managerId),
      cedantOrganisation,
      taker: tracker.userId ? people.get(tracker.userId) : undefined,
      takerOrganisation,
      cerfa: { postal: row.cerfaPostal, city: row.cerfaCity },
    });
    const pdf = await renderConvention(data);
    const key = `conventions/${number}-${randomBytes(6).toString('hex')}.pdf`;
    await this.files.put(key, pdf, { contentType: 'application/pdf' });
    const fields = {
      number,
      title: conventionTitle(data),
      fileKey: key,
      generatedAt: new Date(),
      status: S.PendingSignature,
      rejectedReason: null,
    };
    await this.transactions.run(async (manager) => {
      if (!(await this.queries.setStatusIfStill(manager, row, fields)))
        throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
      await this.audit.record(
        {
          entityType: CONVENTION_AUDIT,
          entityId: row.id,
          action: 'regenerate',
          from: row.status ?? '',
          to: S.PendingSignature,
          actorId: actor.id,
        },
        manager,
      );
    });
    if (row.fileKey && row.fileKey !== key) await this.files.remove(row.fileKey);
    await this.trackers.setConventionStatus(tracker.id, S.PendingSignature);
    return this.toView(loaded, { ...row, ...fields });
  }

  /**
   * Why the exchange may not be recorded yet (the convention-required modal), or null: the
   * convention is generated (waiting for signatures or signed), or — signed outside the
   * platform — its document is deposited. A refused convention was generated: the manager
   * must generate it again, which the message says.
   */
  async recordBlockers(trackerId: number): Promise<Record<string, string[]> | null> {
    const row = await this.queries.ofTracker(trackerId);
    if (row?.regularized)
      return row.signedFileKey ? null : { convention: [fr.convention.errors.regularizedWithoutDocument] };
    if (row?.status === S.PendingSignature || row?.status === S.DocumentSigned) return null;
    if (row?.status === S.DocumentRejected) return { convention: [fr.convention.errors.rejectedRequired] };
    return { convention: [fr.convention.errors.required] };
  }

  /** The generated document, for either party. */
  async document(slug: string, actor: Actor): Promise<{ data: Buffer; name: string; mime: string }> {
    const { row } = await this.partyRow(slug, actor);
    if (!row.fileKey) throw new NotFoundError('CONVENTION_NOT_GENERATED', fr.convention.errors.notGenerated);
    return { data: await this.files.read(row.fileKey), name: `${row.number}.pdf`, mime: 'application/pdf' };
  }

  /** The signed copy, for either party. */
  async signedCopy(slug: string, actor: Actor): Promise<{ data: Buffer; name: string; mime: string }> {
    const { row } = await this.partyRow(slug, actor);
    if (!row.signedFileKey) throw new NotFoundError('CONVENTION_FILE_NOT_FOUND', fr.http.notFound);
    const extension = row.signedMime === 'application/pdf' ? 'pdf' : row.signedMime === 'image/png' ? 'png' : 'jpg';
    return {
      data: await this.files.read(row.signedFileKey),
      name: `${row.number}-signee.${extension}`,
      mime: row.signedMime!,
    };
  }

  /** Either party uploads the signed copy: the convention is signed, the generated version frozen. */
  async sign(slug: string, actor: Actor, file: IncomingFile | undefined): Promise<ConventionView> {
    const { loaded, row } = await this.partyRow(slug, actor, { regularized: true });
    // A convention signed elsewhere has no generated document: its deposit signs it.
    if (!(row.regularized && row.status === null)) this.assertAllowed(row.status, 'sign', loaded);
    if (!file || file.size === 0) throw FormError.field('file', fr.listing.upload.missing);
    if (file.size > LIMITS.upload.documentMaxBytes) {
      throw FormError.field(
        'file',
        t(fr.listing.upload.tooLarge, { max: LIMITS.upload.documentMaxBytes / 1024 / 1024 }),
      );
    }
    const mime = detectDocumentType(file.buffer);
    if (!mime) throw FormError.field('file', fr.convention.errors.signedPdf);
    const number = row.number ?? conventionNumber(row.id);
    const key = `conventions/${number}-signee-${randomBytes(6).toString('hex')}`;
    await this.files.put(key, file.buffer, { contentType: mime });
    const fields = {
      number,
      status: S.DocumentSigned,
      signedFileKey: key,
      signedMime: mime,
      signedAt: new Date(),
      signedById: actor.id,
    };
    await this.move(row, 'sign', fields, actor.id, null);
    return this.toView(loaded, { ...row, ...fields });
  }

  async reject(slug: string, actor: Actor, values: { message?: unknown }): Promise<ConventionView> {
    const { loaded, row } = await this.partyRow(slug, actor);
    this.assertAllowed(row.status, 'reject', loaded);
    const c = new Collector();
    c.text('message', values.message, { required: true, min: LIMITS.message.min, max: LIMITS.message.max });
    if (Object.keys(c.errors).length) throw new FormError(c.errors);
    const fields = { status: S.DocumentRejected, rejectedReason: readText(values.message) };
    await this.move(row, 'reject', fields, actor.id, fields.rejectedReason);
    return this.toView(loaded, { ...row, ...fields });
  }

  private async move(
    row: Convention,
    action: ConventionAction,
    fields: Partial<Convention> & { status: S },
    actorId: number,
    message: string | null,
  ) {
    await this.transactions.run(async (manager) => {
      if (!(await this.queries.setStatusIfStill(manager, row, fields)))
        throw new ConflictError('CONCURRENT_UPDATE', fr.http.conflict);
      await this.audit.record(
        {
          entityType: CONVENTION_AUDIT,
          entityId: row.id,
          action,
          from: row.status ?? '',
          to: fields.status,
          actorId,
          message,
        },
        manager,
      );
    });
    await this.trackers.setConventionStatus(row.trackerId, fields.status);
  }

  private async managerOf(slug: string, actor: Actor): Promise<LoadedTracker> {
    const loaded = await this.transitions.load(slug, actor);
    if (!loaded.roles.includes('manager'))
      throw new ForbiddenError('CONVENTION_FORBIDDEN', fr.tracker.errors.notAllowed);
    if (!CONVENTION_STATUSES.includes(loaded.tracker.status))
      throw new ConflictError('CONVENTION_NOT_YET', fr.convention.errors.notYet);
    return loaded;
  }

  private async partyRow(
    slug: string,
    actor: Actor,
    options: { regularized?: boolean } = {},
  ): Promise<{ loaded: LoadedTracker; row: Convention }> {
    const loaded = await this.transitions.load(slug, actor);
    const row = await this.queries.ofTracker(loaded.tracker.id);
    if (!row || (!row.number && !(options.regularized && row.regularized))) {
      throw new NotFoundError('CONVENTION_NOT_GENERATED', fr.convention.errors.notGenerated);
    }
    return { loaded, row };
  }

  private assertAllowed(status: S | null, action: ConventionAction, loaded: LoadedTracker): void {
    if (canConvention(status, action, loaded.roles)) return;
    const table = CONVENTION_TRANSITIONS[action];
    if (status !== null && !table.from.includes(status)) {
      throw new TransitionRefusedError(
        'CONVENTION_TRANSITION_REFUSED',
        t(fr.convention.errors.transitionRefused, { status: fr.convention.statuses[status] }),
      );
    }
    throw new ForbiddenError('CONVENTION_FORBIDDEN', fr.tracker.errors.notAllowed);
  }

  private toView(loaded: LoadedTracker, row: Convention | null): ConventionView {
    const slug = loaded.tracker.slug;
    const status = row?.status ?? null;
    const preparable = CONVENTION_STATUSES.includes(loaded.tracker.status);
    return {
      status,
      number: row?.number ?? null,
      title: row?.title ?? null,
      generatedDisplayDate: row?.generatedAt ? formatDate(row.generatedAt) : null,
      signedDisplayDate: row?.signedAt ? formatDate(row.signedAt) : null,
      rejectedReason: row?.rejectedReason ?? null,
      downloadUrl: row?.fileKey ? `/fr/api/tracker/convention/download/${slug}/` : null,
      signedUrl: row?.signedFileKey ? `/fr/api/tracker/convention/signed/${slug}/` : null,
      regularizedConvention: row?.regularized ?? false,
      cerfaUserCompanyAddress: { city: row?.cerfaCity ?? null, postal: row?.cerfaPostal ?? null },
      actions: !preparable
        ? []
        : row?.regularized && status === null
          ? ['sign']
          : conventionActions(status, loaded.roles),
    };
  }
}
