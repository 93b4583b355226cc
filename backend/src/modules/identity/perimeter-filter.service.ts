import { Injectable } from '@nestjs/common';
import {
  canFilterByServices,
  fr,
  PERIMETER_CODES_MAX,
  type PerimeterFilterForm,
  readCodes,
  type ServiceChoice,
  t,
} from '@troc/shared';
import type { Actor } from '../../core/auth/actor.js';
import { ForbiddenError, FormError } from '../../core/errors/index.js';
import type { Service } from './entities/service.entity.js';
import { OrganisationQueries } from './organisations.queries.js';
import { UserQueries } from './users.queries.js';

/**
 * Whose rows a manager's list reads: the member's own, or, when an admin chose services in the
 * filter, their organisation's within those services (an empty choice reads nothing).
 */
export interface ListScope {
  userId: number;
  organisation?: { id: number; services: number[] };
}

type TreeNode = Pick<Service, 'id' | 'parentId' | 'hierarchy'>;

const codeOf = (id: number) => String(id);
/** The most services a search of the tree answers: enough to choose, short enough to read. */
const SEARCH_MAX = 50;

export const isOrganisationAdmin = (actor: Actor): boolean => canFilterByServices(actor.roles);

/**
 * The user services filter (supporting §2, §3, §7): the dropdown's choices, folder by folder, and the
 * services a list is narrowed to. A code is a service's id; only an organisation's admins use it, and
 * only over their own organisation's tree.
 */
@Injectable()
export class PerimeterFilterService {
  constructor(
    private readonly services: OrganisationQueries,
    private readonly users: UserQueries,
  ) {}

  /**
   * The sub-services of the folder `code`; without a code, the top of the tree (the organisation's
   * root service). With hideOrphans, services left outside the tree (no parent, not the root) are
   * not offered; `codes` names services already chosen (a list restored from its address).
   */
  async choices(
    actor: Actor,
    query: { code?: string; hideOrphans?: boolean; codes?: string; keyword?: string },
  ): Promise<ServiceChoice[]> {
    this.checkAdmin(actor);
    const organisationId = actor.organisationId;
    if (query.keyword) return this.search(organisationId, query.keyword);
    const named = readCodes(query.codes);
    if (named.length) {
      this.checkCount(named, 'form.codes');
      const rows = await this.services.servicesOf(organisationId, named.map(Number));
      return rows.map(toChoice);
    }
    if (query.code) {
      const parent = await this.services.service(organisationId, Number(query.code));
      if (!parent) throw FormError.field('form.code', t(fr.perimeter.errors.unknown, { codes: query.code }));
      const rows = await this.services.children(organisationId, parent.id);
      return rows.map(toChoice);
    }
    const tops = await this.services.topServices(organisationId);
    // The first service of an organisation is its root (created with it); others without a parent are orphans.
    return (query.hideOrphans === false ? tops : tops.slice(0, 1)).map(toChoice);
  }

  /**
   * The tree's search: the organisation's services whose name or internal code holds the text (case
   * ignored), in tree order, each with the path that opens it; at most SEARCH_MAX of them.
   */
  private async search(organisationId: number, keyword: string): Promise<ServiceChoice[]> {
    const rows = await this.services.searchServices(organisationId, keyword, SEARCH_MAX);
    return rows.map(toChoice);
  }

  /**
   * The ids of the services a list is narrowed to, or null when the fields choose nothing. `path` names
   * the form in the 422 (troc_filter_form …). A member who is not an admin gets a 403.
   */
  async resolve(actor: Actor, form: PerimeterFilterForm, path: string): Promise<number[] | null> {
    const all = readCodes(form.perimeter_services_all);
    const selected = readCodes(form.perimeter_selected);
    const unselected = readCodes(form.perimeter_unselected);
    if (!all.length && !selected.length && !unselected.length) return null;
    this.checkAdmin(actor);
    for (const [name, codes] of [
      ['perimeter_services_all', all],
      ['perimeter_selected', selected],
      ['perimeter_unselected', unselected],
    ] as const) {
      this.checkCount(codes, `${path}.${name}`);
    }
    const tree = await this.treeOf(actor.organisationId);
    const byId = new Map(tree.map((node) => [codeOf(node.id), node]));
    const unknown = [...all, ...selected, ...unselected].filter((code) => !byId.has(code));
    if (unknown.length) {
      throw FormError.field(
        `${path}.perimeter_selected`,
        t(fr.perimeter.errors.unknown, { codes: [...new Set(unknown)].slice(0, 10).join(', ') }),
      );
    }
    const under = (codes: string[]) => codes.map((code) => byId.get(code)!.hierarchy);
    const wholes = under(all);
    const excluded = under(unselected);
    const alone = new Set(selected);
    // With only exclusions, the rest of the organisation is chosen.
    const everything = !all.length && !selected.length;
    return tree
      .filter((node) => {
        if (excluded.some((prefix) => node.hierarchy.startsWith(prefix))) return false;
        return everything || alone.has(codeOf(node.id)) || wholes.some((prefix) => node.hierarchy.startsWith(prefix));
      })
      .map((node) => node.id);
  }

  /** The scope of a list for its form's filter fields (`path` names the form in a 422). */
  async scopeOf(actor: Actor, form: PerimeterFilterForm, path: string): Promise<ListScope> {
    const services = await this.resolve(actor, form, path);
    return services === null
      ? { userId: actor.id }
      : { userId: actor.id, organisation: { id: actor.organisationId, services } };
  }

  /** Every service of the organisation: a trackers' list « of my services » without a choice. */
  async allOf(organisationId: number): Promise<number[]> {
    return (await this.treeOf(organisationId)).map((node) => node.id);
  }

  /** The members attached to these services (what « received » means for an organisation's services). */
  async memberIds(organisationId: number, serviceIds: readonly number[]): Promise<number[]> {
    if (serviceIds.length === 0) return [];
    return this.users.idsInServices(organisationId, serviceIds);
  }

  checkAdmin(actor: Actor): void {
    if (!isOrganisationAdmin(actor)) throw new ForbiddenError('PERIMETER_ADMIN_ONLY', fr.perimeter.errors.adminOnly);
  }

  private checkCount(codes: string[], path: string) {
    if (codes.length > PERIMETER_CODES_MAX) {
      throw FormError.field(path, t(fr.perimeter.errors.tooMany, { max: PERIMETER_CODES_MAX }));
    }
  }

  /** An organisation's tree is small (tens to a few thousand services): read once, resolved in memory. */
  private treeOf(organisationId: number): Promise<TreeNode[]> {
    return this.services.tree(organisationId);
  }
}

function toChoice(service: Service): ServiceChoice {
  return {
    code: codeOf(service.id),
    name: service.name,
    internalCode: service.internalCode,
    parent: service.parentId === null ? null : codeOf(service.parentId),
    path: service.hierarchy.split('/').filter(Boolean).slice(0, -1),
    nbChildren: service.nbChildren,
  };
}
