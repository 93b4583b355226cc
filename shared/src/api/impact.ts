import type { ImpactUnit } from '../enums/impact.js';
import type { ListResponse } from './http.js';
import type { Co2Source } from './tracker.js';

/** How a model's figure is formed from its inputs (supporting §3 resultRule). */
export enum ImpactResultRule {
  /** emissionFactor × the first input, in inputUnit1. */
  FactorTimesInput = 'factor_x_input',
  /** emissionFactor × the first input × the second (e.g. tonnes × km). */
  FactorTimesInputs = 'factor_x_input1_x_input2',
}

/** troc: the figure per unit of a listing; tracker: × the exchange's requestedQuantity. */
export type ImpactMode = 'troc' | 'tracker';
export const IMPACT_MODES: readonly ImpactMode[] = ['troc', 'tracker'];

/** One input of a model's calculation: its quantity per unit of the listing (null: to be given). */
export interface CalculationRuleItem {
  unit: ImpactUnit;
  value: number | null;
}

/** An impact model (supporting §3), as the carbon modal shows it. */
export interface ImpactModelView {
  id: number;
  slug: string;
  title: string;
  sourceUniqueId: string | null;
  description: string | null;
  outputUnit: ImpactUnit;
  inputUnit1: ImpactUnit;
  inputUnit2: ImpactUnit | null;
  /** KgCO2eq per input unit: read-only in the modal. */
  emissionFactor: number;
  sourceLabel: string;
  sourceVersion: string | null;
  displayDate: string | null;
  calculationRule: CalculationRuleItem[];
  resultRule: ImpactResultRule;
  category: { id: number; slug: string; title: string } | null;
  /** The organisation's own model (editable by its members), or the platform's library. */
  own: boolean;
  enabled: boolean;
}

/** A model chosen for a listing or an exchange, with the quantities given for it. */
export interface ImpactChoiceView extends ImpactModelView {
  values: CalculationRuleItem[];
  /** kgCO2e per unit of the listing by this model, null when it cannot be computed. */
  carbonePerUnit: number | null;
}

export interface ImpactCategoryView {
  id: number;
  slug: string;
  title: string;
  parentSlug: string | null;
  hasChildren: boolean;
}

/** POST /api/impact/category/{category}/: its children (data.list) or, at a leaf or with a query, models. */
export interface ImpactCategoryResponse {
  category: ImpactCategoryView | null;
  data: { list?: ImpactCategoryView[]; models?: ImpactModelView[] };
}

/** Carbon impact response (supporting §3): null when it cannot be computed (« N/A »). */
export interface CarbonImpactResponse {
  carbone: number | null;
}

export type ImpactCurrentResponse = ListResponse<ImpactChoiceView> &
  CarbonImpactResponse & {
    /** Whose models the figure sums: the subject's, or (an exchange without any) its listing's. */
    from: 'subject' | 'listing' | null;
    /** The reader may select, unselect, disable and add (the UI mirrors the server). */
    canChoose: boolean;
    /**
     * Without any chosen model (from null): the category's default factor a completed exchange
     * receives instead, and the figure it gives (null: per kg without a unit weight). null when
     * models are chosen or the category has no defensible factor.
     */
    defaultFactor: ImpactDefaultCo2View | null;
  };

/** The default factor the carbon modal announces, as the completed exchange will record it. */
export interface ImpactDefaultCo2View {
  /** The listing's category, by name. */
  category: string;
  factor: Omit<Co2Source, 'model'>;
  /** kgCO2e per unit of the listing (troc) or for the exchange's quantity (tracker). */
  kgCo2e: number | null;
}
export type ImpactAvailableResponse = ListResponse<ImpactModelView>;
export type ImpactActionResponse = CarbonImpactResponse & { message: string; model?: ImpactModelView };

/** The own-model form (add, edit). */
export interface ImpactModelForm {
  title: string;
  description?: string | null;
  inputUnit1: ImpactUnit | string;
  inputUnit2?: ImpactUnit | string | null;
  emissionFactor: number | string;
  sourceLabel: string;
  sourceVersion?: string | null;
  displayDate?: string | null;
}

/** select: the quantity of the model's input per unit of the listing, in a unit of its dimension. */
export interface ImpactSelectForm {
  quantity?: number | string | null;
  unit?: ImpactUnit | string | null;
}

/** One source of the platform's library (never an organisation's own models), by label and version. */
export interface ImpactSourceView {
  label: string;
  version: string | null;
  /** How many platform models this source and version gave. */
  models: number;
  /** The day the extract was loaded into the platform (YYYY-MM-DD): the extract file carries no date. */
  extractDate: string | null;
  /** Its models are still offered (older versions are disabled but kept for the choices made). */
  current: boolean;
}

/** The default factor of a listing category (null: none is defensible, the CO2 is then « N/A »). */
export interface ImpactDefaultFactorView {
  categoryId: number;
  category: string;
  /** The parent category's name, for a sub-category. */
  parent: string | null;
  factor: Omit<Co2Source, 'model'> | null;
}

/** GET /api/impact/sources/: what the methodology page lists, public. */
export interface ImpactSourcesResponse {
  sources: ImpactSourceView[];
  defaultFactors: ImpactDefaultFactorView[];
}

/** Whose models the library shows: all that may be chosen, the organisation's own, or the platform's. */
export type ImpactLibraryOwner = 'all' | 'own' | 'library';

/** Which part of the library: the models of goods exchanged here, or all of them (household ones too). */
export type ImpactLibraryScope = 'goods' | 'all';

/**
 * The library's categories whose models apply to goods exchanged on the marketplace, each under
 * the marketplace category it serves. The others (food, housing, transport, pets, household
 * products) describe a household's footprint: they stay in the library, behind « all ».
 */
export const GOODS_IMPACT_CATEGORIES: readonly { slug: string; marketplace: string }[] = [
  { slug: 'divers-ameublement', marketplace: 'Mobilier' },
  { slug: 'divers-numerique', marketplace: 'Informatique et téléphonie' },
  { slug: 'acv-numerique-acv', marketplace: 'Informatique et téléphonie : fabrication et distribution' },
  { slug: 'divers-electromenager', marketplace: 'Électroménager' },
  { slug: 'divers-textile', marketplace: 'Textile et linge' },
  { slug: 'divers-loisirs', marketplace: 'Scolaire, loisirs et culture' },
];

/** POST /api/impact/library/ (library_form[...]): the model library of the carbon tools, paginated. */
export interface ImpactLibraryForm {
  /** A category's slug: its subtree. */
  category?: string | null;
  query?: string | null;
  owner?: ImpactLibraryOwner;
  /** 'goods' (without a category): only the categories of GOODS_IMPACT_CATEGORIES. Default 'all'. */
  scope?: ImpactLibraryScope;
  /** Also the disabled models (the organisation's own, to enable them again). */
  disabled?: boolean | string;
}

export type ImpactLibraryResponse = ListResponse<ImpactModelView> & {
  /** The reader may enable and disable the platform's models (platform admins). */
  canManageLibrary: boolean;
};

/** create (into a category, by its id), enable, disable: the library page's actions. */
export interface ImpactLibraryActionResponse {
  message: string;
  model: ImpactModelView;
}
