import { Injectable } from '@nestjs/common';
import type { ListingCard, ListingManagerCard } from '@troc/shared';
import { CategoryService } from '../category/index.js';
import { GeoService } from '../geo/index.js';
import { OrganisationsService } from '../identity/index.js';
import { UsersService } from '../identity/index.js';
import { UploadService } from '../upload/index.js';
import { IMAGE_COLUMNS, type Troc } from './entities/troc.entity.js';
import type { Actor } from '../../core/auth/actor.js';
import { TrocAudienceQueries } from './troc-audience.queries.js';
import { publicationErrors } from './troc-form-mapping.js';
import { type MapContext, toCard, toManagerCard } from './troc.mapper.js';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** How the operation module names the operations of a page of listings (the listing module does not know operations). */
export type OperationRefs = (
  ids: number[],
  viewer: Actor | null,
) => Promise<Map<number, { name: string; slug: string; writable: boolean }>>;

/** Turns pages of listings into cards, loading what they show in a few queries per page. */
@Injectable()
export class TrocCardsService {
  private operationRefs: OperationRefs = async () => new Map();

  /** Registered by the operation module at start-up. */
  useOperationRefs(refs: OperationRefs): void {
    this.operationRefs = refs;
  }

  constructor(
    readonly categories: CategoryService,
    readonly uploads: UploadService,
    private readonly users: UsersService,
    private readonly organisations: OrganisationsService,
    private readonly geo: GeoService,
    private readonly audience: TrocAudienceQueries,
  ) {}

  async context(
    trocs: Troc[],
    viewer: Actor | null,
    options: { reference?: GeoPoint | null; manager?: boolean; allImages?: boolean } = {},
  ): Promise<MapContext> {
    const ids = trocs.map((t) => t.id);
    const fileIds = trocs.flatMap((t) =>
      (options.allImages ? [...IMAGE_COLUMNS.map((c) => t[c]), t.documentId] : [t.image0Id]).filter(
        (id): id is number => id !== null,
      ),
    );
    const operationIds = [...new Set(trocs.flatMap((t) => (t.operationId ? [t.operationId] : [])))];
    const [files, users, services, favorites, invitations, perimeter, operations] = await Promise.all([
      this.uploads.findByIds(fileIds),
      this.users.refsByIds(trocs.flatMap((t) => [t.ownerId, t.managerId])),
      options.manager
        ? this.organisations.findServices(trocs.map((t) => t.serviceId).filter((id): id is number => id !== null))
        : Promise.resolve(new Map()),
      viewer ? this.favoriteIds(viewer.id, ids) : Promise.resolve(null),
      options.manager ? this.invitationsOf(ids) : Promise.resolve(new Map<number, string[]>()),
      options.manager ? this.perimeterOf(ids) : Promise.resolve(new Map<number, number[]>()),
      operationIds.length ? this.operationRefs(operationIds, viewer) : Promise.resolve(new Map()),
    ]);
    const reference = options.reference ?? null;
    return {
      viewer,
      categories: this.categories,
      uploads: this.uploads,
      files,
      users,
      services,
      favorites,
      operations,
      distance: (troc) =>
        reference && troc.lat !== null && troc.lon !== null
          ? Math.round(this.geo.distanceKm(reference.lat, reference.lon, troc.lat, troc.lon) * 10) / 10
          : null,
      publishable: (troc) =>
        Object.keys(publicationErrors(troc, invitations.get(troc.id) ?? [], perimeter.get(troc.id) ?? [])).length === 0,
    };
  }

  async cards(trocs: Troc[], viewer: Actor | null, reference: GeoPoint | null = null): Promise<ListingCard[]> {
    const ctx = await this.context(trocs, viewer, { reference });
    return trocs.map((t) => toCard(t, ctx));
  }

  async managerCards(trocs: Troc[], viewer: Actor | null): Promise<ListingManagerCard[]> {
    const ctx = await this.context(trocs, viewer, { manager: true });
    return trocs.map((t) => toManagerCard(t, ctx));
  }

  favoriteIds(userId: number, trocIds: number[]): Promise<Set<number>> {
    return this.audience.favoriteIds(userId, trocIds);
  }

  invitationsOf(trocIds: number[]): Promise<Map<number, string[]>> {
    return this.audience.invitationsOf(trocIds);
  }

  perimeterOf(trocIds: number[]): Promise<Map<number, number[]>> {
    return this.audience.perimeterOf(trocIds);
  }

  /** The viewer's own commune, the default reference of distances. */
  homeOf(cityCode: string | null | undefined): GeoPoint | null {
    const commune = cityCode ? this.geo.commune(cityCode) : null;
    return commune ? { lat: commune.lat, lon: commune.lon } : null;
  }
}
