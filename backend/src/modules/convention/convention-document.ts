import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, ContentTable, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatCents, formatDate, fr, SwapType } from '@troc/shared';
import type {
  ConventionDocumentData,
  ConventionLine,
  ConventionParty,
  PartyKind,
} from './convention-document.types.js';

/**
 * The transaction document of an exchange (a free transfer, a sale or a loan), as a PDF in French.
 * Pure: the data in, the bytes out, no database. The Roboto files that ship with pdfmake are embedded,
 * so accented letters render in any reader.
 */

/**
 * Highest unit value (in cents) of a movable good that a public body may give away under the cases of
 * article L. 3212-2 of the CGPPP that concern associations and reuse organisations: 300 € for the 2°
 * (arrêté of 6 April 2021) and for computer equipment under the 3° (décret of 6 May 2022).
 */
export const FREE_CESSION_UNIT_CAP_CENTS = 30_000;

const NBSP = '\u00a0';
const CGPPP = 'code général de la propriété des personnes publiques (CGPPP)';
const COLORS = { ink: '#1b1b1b', accent: '#1f3a5f', muted: '#5c5c5c', rule: '#b8c2cc', band: '#eef2f6' };

const KIND_LABELS: Record<PartyKind, string> = {
  state_service: "Service de l'État",
  local_authority: 'Collectivité territoriale',
  public_body: 'Établissement public',
  association: 'Association',
  company: 'Entreprise',
};

const isFree = (type: SwapType) => type === SwapType.Don || type === SwapType.TransfertInterne;
const isPublic = (kind: PartyKind) => kind === 'state_service' || kind === 'local_authority' || kind === 'public_body';

/** The title of the document, which depends on the kind of exchange. */
export function conventionTitle(data: Pick<ConventionDocumentData, 'swapType'>): string {
  switch (data.swapType) {
    case SwapType.Vente:
      return 'Contrat de cession à titre onéreux';
    case SwapType.Pret:
      return 'Convention de prêt à usage';
    default:
      return 'Convention de cession à titre gratuit';
  }
}

/** Renders the document; resolves with the bytes of the PDF. */
export async function renderConvention(data: ConventionDocumentData): Promise<Buffer> {
  configurePdfmake();
  return pdfmake.createPdf(conventionDefinition(data)).getBuffer();
}

// ---------------------------------------------------------------------------------------------------------------------
// pdfmake set-up: the embedded fonts, no network, no file outside the font folder.

const fontDir = dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

function configurePdfmake(): void {
  // A fresh dictionary each time: the printer rewrites the one it is given, and pdfmake is a shared singleton.
  pdfmake.setFonts({
    Roboto: {
      normal: `${fontDir}/Roboto-Regular.ttf`,
      bold: `${fontDir}/Roboto-Medium.ttf`,
      italics: `${fontDir}/Roboto-Italic.ttf`,
      bolditalics: `${fontDir}/Roboto-MediumItalic.ttf`,
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
}

// ---------------------------------------------------------------------------------------------------------------------
// Formatting

/** Money as everywhere else in Troc; « non renseignée » rather than N/A in a legal text. */
function money(cents: number | null): string {
  return cents === null ? 'non renseignée' : formatCents(cents);
}

function quantity(value: number): string {
  const [int, dec] = String(Math.round(value * 1000) / 1000).split('.');
  return int!.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP) + (dec ? `,${dec}` : '');
}

function quantityWithUnit(line: ConventionLine): string {
  return `${quantity(line.quantity)}${NBSP}${fr.listing.units[line.unit]}`;
}

/** dd/mm/yyyy for a date or an ISO string; the text as given when it is not a date. */
function day(value: string | Date): string {
  return formatDate(value) || String(value);
}

function identifier(party: ConventionParty): string | null {
  const raw = party.identifier?.trim();
  if (!raw) return null;
  const compact = raw.replace(/\s+/g, '');
  if (/^W\d{9}$/i.test(compact)) return `N° RNA : ${compact.toUpperCase()}`;
  if (/^\d{14}$/.test(compact)) {
    return `SIRET : ${[compact.slice(0, 3), compact.slice(3, 6), compact.slice(6, 9), compact.slice(9)].join(NBSP)}`;
  }
  if (/^\d{9}$/.test(compact))
    return `SIREN : ${[compact.slice(0, 3), compact.slice(3, 6), compact.slice(6)].join(NBSP)}`;
  return `Identifiant : ${raw}`;
}

function postalAddress(parts: { street: string | null; postal: string | null; city: string | null } | null): string {
  if (!parts) return '';
  const town = [parts.postal, parts.city].filter(Boolean).join(' ');
  return [parts.street, town].filter(Boolean).join(', ');
}

function lineValueCents(line: ConventionLine): number | null {
  return line.unitValueCents === null ? null : Math.round(line.unitValueCents * line.quantity);
}

function linePriceCents(line: ConventionLine): number | null {
  return line.unitPriceCents === null ? null : Math.round(line.unitPriceCents * line.quantity);
}

function sum(values: (number | null)[]): { total: number; complete: boolean } {
  return {
    total: values.reduce<number>((a, v) => a + (v ?? 0), 0),
    complete: values.every((v) => v !== null),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The roles of the parties

interface Roles {
  /** « le cédant (prêteur) » */
  cedant: string;
  repreneur: string;
}

function roles(type: SwapType): Roles {
  if (type === SwapType.Vente) return { cedant: 'vendeur', repreneur: 'acquéreur' };
  if (type === SwapType.Pret) return { cedant: 'prêteur', repreneur: 'emprunteur' };
  return { cedant: 'donateur', repreneur: 'bénéficiaire' };
}

/** Two organisations of the State: the goods stay the State's, only the service that uses them changes. */
const withinState = (data: ConventionDocumentData) =>
  data.cedant.kind === 'state_service' && data.repreneur.kind === 'state_service';

// ---------------------------------------------------------------------------------------------------------------------
// The legal basis of a free transfer

interface FreeFramework {
  paragraphs: string[];
  /** The cap on the value of one item that the basis allows, when there is one. */
  capCents: number | null;
  capReference: string;
}

const ASSOCIATION_CASES =
  'Elle relève du 2° de cet article, qui vise les cessions de biens meubles à des fondations ou à des associations ' +
  "relevant de la loi du 1er juillet 1901 visées au 1 b de l'article 238 bis du code général des impôts et dont les " +
  "ressources sont affectées à des œuvres d'assistance, notamment à la redistribution gratuite de biens meubles aux " +
  'personnes les plus défavorisées. Pour les matériels informatiques, le 3° du même article permet également leur ' +
  "cession gratuite aux associations de parents d'élèves, de soutien scolaire et d'étudiants, aux associations " +
  "reconnues d'utilité publique et aux associations chargées d'équiper, de former et d'accompagner des personnes en " +
  'situation de précarité.';

const ESUS_CASE =
  "Une entreprise ne peut bénéficier d'une cession gratuite de biens publics que dans les cas limitativement " +
  "énumérés par cet article, notamment, pour les matériels informatiques, en qualité d'organisme de réutilisation et " +
  "de réemploi agréé « entreprise solidaire d'utilité sociale » (3°). Le repreneur déclare remplir ces conditions.";

const PUBLIC_CASE =
  "Lorsque le repreneur est une personne publique, la cession gratuite n'est possible que dans les cas limitativement " +
  "énumérés par ces dispositions ou par un texte particulier ; le cédant atteste que la présente cession entre dans l'un d'eux.";

function freeFramework(data: ConventionDocumentData): FreeFramework {
  const { cedant, repreneur } = data;
  const capText = `La valeur unitaire de chaque bien ainsi cédé ne peut excéder ${formatCents(FREE_CESSION_UNIT_CAP_CENTS)}`;
  if (cedant.kind === 'state_service') {
    const capReference = "l'article L. 3212-2 du CGPPP";
    if (repreneur.kind === 'state_service') {
      return {
        paragraphs: [
          "Le cédant et le repreneur relevant tous deux de l'État, l'opération ne constitue pas une aliénation : les biens " +
            "demeurent la propriété de l'État et changent seulement de service utilisateur. Les articles L. 3211-18 et " +
            `L. 3212-2 du ${CGPPP}, qui encadrent les cessions gratuites à des tiers, ne trouvent donc pas à s'appliquer.`,
        ],
        capCents: null,
        capReference,
      };
    }
    const intro =
      "La présente cession est consentie à titre gratuit par dérogation au premier alinéa de l'article L. 3211-18 du " +
      `${CGPPP}, aux termes duquel les biens mobiliers de l'État ne peuvent être aliénés ni à titre gratuit ni à un prix ` +
      "inférieur à leur valeur vénale. Elle est fondée sur l'article L. 3212-2 du même code.";
    if (repreneur.kind === 'association') {
      return {
        paragraphs: [
          intro,
          ASSOCIATION_CASES,
          `${capText} (plafond fixé par arrêté du ministre chargé du domaine du 6 avril 2021 pour le 2° et par ` +
            'décret du 6 mai 2022 pour les matériels informatiques du 3°). Le repreneur déclare remplir les ' +
            "conditions de l'un de ces cas.",
        ],
        capCents: FREE_CESSION_UNIT_CAP_CENTS,
        capReference,
      };
    }
    if (repreneur.kind === 'company') {
      return {
        paragraphs: [intro, ESUS_CASE, `${capText}.`],
        capCents: FREE_CESSION_UNIT_CAP_CENTS,
        capReference,
      };
    }
    return { paragraphs: [intro, PUBLIC_CASE], capCents: null, capReference };
  }

  if (isPublic(cedant.kind)) {
    const capReference = "l'article L. 3212-3 du CGPPP";
    const intro =
      `La présente cession est consentie à titre gratuit sur le fondement de l'article L. 3212-3 du ${CGPPP}, qui ` +
      'permet aux collectivités territoriales, à leurs groupements et à leurs établissements publics de céder ' +
      "gratuitement des biens meubles dans les cas prévus à l'article L. 3212-2 du même code, à l'exception de ses 1°, " +
      '6° et 8°.' +
      (cedant.kind === 'public_body'
        ? " Lorsque le cédant est un établissement public de l'État, la cession relève directement de l'article L. 3212-2."
        : '');
    if (repreneur.kind === 'association') {
      return {
        paragraphs: [
          intro,
          ASSOCIATION_CASES,
          `${capText}, plafond fixé par voie réglementaire. Le repreneur déclare remplir les conditions de l'un de ces cas.`,
        ],
        capCents: FREE_CESSION_UNIT_CAP_CENTS,
        capReference,
      };
    }
    if (repreneur.kind === 'company') {
      return {
        paragraphs: [intro, ESUS_CASE, `${capText}.`],
        capCents: FREE_CESSION_UNIT_CAP_CENTS,
        capReference,
      };
    }
    return { paragraphs: [intro, PUBLIC_CASE], capCents: null, capReference };
  }

  // A private organisation gives: a gift of movable goods, made by handing them over.
  const paragraphs = [
    'Le cédant, personne morale de droit privé, remet gratuitement les biens désignés ci-après au repreneur, qui les ' +
      'accepte. Ce don de biens meubles est réalisé par la remise matérielle des biens (don manuel).',
  ];
  if (repreneur.kind === 'association') {
    paragraphs.push(
      "Le cas échéant, ce don peut ouvrir droit, pour un donateur redevable de l'impôt, à la réduction d'impôt prévue " +
        "à l'article 238 bis du code général des impôts, dans les conditions fixées par ce texte et sur présentation du " +
        "reçu délivré par l'association (voir l'annexe).",
    );
  }
  return { paragraphs, capCents: null, capReference: '' };
}

// ---------------------------------------------------------------------------------------------------------------------
// Building blocks

function articles() {
  let n = 0;
  return (title: string, ...body: Content[]): Content => [
    { text: `Article ${++n} — ${title}`, style: 'article', headlineLevel: 1 },
    ...body,
  ];
}

/**
 * Keeps together what must not be split at the end of a line in justified text: compound words and article
 * numbers (a non-breaking hyphen; the justification would otherwise widen the gap after a hyphen), and « L. 3212-2 ».
 */
function unbreakable(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, '\u2011')
    .replace(/\b([LRDA]\.|n°|N°|article|articles) (?=\d)/g, `$1${NBSP}`);
}

type ParaText = string | (string | { text: string; bold?: boolean; italics?: boolean })[];

function para(
  text: ParaText,
  extra: { fontSize?: number; color?: string; margin?: [number, number, number, number] } = {},
): Content {
  const inlines =
    typeof text === 'string'
      ? unbreakable(text)
      : text.map((t) => (typeof t === 'string' ? unbreakable(t) : { ...t, text: unbreakable(t.text) }));
  return { text: inlines, style: 'para', ...extra };
}

const bullets = (items: Content[]): Content => ({ ul: items, style: 'para', margin: [10, 0, 0, 6] });

function partyCell(party: ConventionParty, heading: string, role: string): TableCell {
  const rows: Content[] = [
    {
      text: [
        { text: heading, bold: true, color: COLORS.accent },
        { text: ` (${role})`, color: COLORS.muted },
      ],
    },
    { text: party.organisationName, bold: true, fontSize: 11, margin: [0, 4, 0, 1] },
    { text: KIND_LABELS[party.kind], color: COLORS.muted },
  ];
  const id = identifier(party);
  if (id) rows.push({ text: id });
  const address = postalAddress(party.address);
  if (address) rows.push({ text: address });
  if (party.service) rows.push({ text: `Service : ${party.service}` });
  rows.push({
    text: [
      'Représentant : ',
      { text: party.representative.name, bold: true },
      party.representative.role ? `, ${party.representative.role}` : '',
    ],
    margin: [0, 4, 0, 0],
  });
  rows.push({ text: party.representative.email, color: COLORS.muted });
  return { stack: rows, margin: [6, 6, 6, 6] };
}

const tableLayout: ContentTable['layout'] = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  fillColor: (row: number) => (row === 0 ? COLORS.band : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const th = (text: string, alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({
  text,
  bold: true,
  fontSize: 8.5,
  color: COLORS.accent,
  alignment,
});

function describe(line: ConventionLine): Content {
  const extra = [`Réf. ${line.reference}`];
  if (line.electrical) extra.push('EEE');
  return { stack: [line.description, { text: extra.join(' · '), fontSize: 8, color: COLORS.muted }] };
}

function itemsTable(data: ConventionDocumentData): Content {
  const body: TableCell[][] = [
    [
      th('Désignation'),
      th('Quantité', 'right'),
      th('État'),
      th('Valeur unitaire estimée', 'right'),
      th('Valeur totale estimée', 'right'),
    ],
  ];
  for (const line of data.lines) {
    body.push([
      describe(line),
      { text: quantityWithUnit(line), alignment: 'right' },
      line.condition ? fr.listing.itemStates[line.condition] : 'Non précisé',
      { text: money(line.unitValueCents), alignment: 'right' },
      { text: money(lineValueCents(line)), alignment: 'right' },
    ]);
  }
  const { total, complete } = sum(data.lines.map(lineValueCents));
  body.push([
    {
      text: complete ? 'Total de la valeur estimée' : 'Total de la valeur estimée (biens valorisés)',
      bold: true,
      colSpan: 4,
    },
    {},
    {},
    {},
    { text: formatCents(total), bold: true, alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 62, 62, 70, 70], body },
    layout: tableLayout,
    fontSize: 9,
    margin: [0, 2, 0, 4],
  };
}

function priceTable(data: ConventionDocumentData): Content {
  const body: TableCell[][] = [
    [
      th('Désignation'),
      th('Quantité', 'right'),
      th('Prix unitaire', 'right'),
      th('Nature du prix'),
      th('Montant', 'right'),
    ],
  ];
  for (const line of data.lines) {
    body.push([
      describe(line),
      { text: quantityWithUnit(line), alignment: 'right' },
      { text: money(line.unitPriceCents), alignment: 'right' },
      line.negotiated ? 'Prix négocié entre les parties' : 'Prix annoncé, accepté sans négociation',
      { text: money(linePriceCents(line)), alignment: 'right' },
    ]);
  }
  body.push([
    { text: 'Prix total convenu', bold: true, colSpan: 4 },
    {},
    {},
    {},
    { text: money(totalPrice(data)), bold: true, alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 62, 68, 92, 68], body },
    layout: tableLayout,
    fontSize: 9,
    margin: [0, 2, 0, 4],
  };
}

function totalPrice(data: ConventionDocumentData): number | null {
  if (data.totalPriceCents !== null) return data.totalPriceCents;
  const { total, complete } = sum(data.lines.map(linePriceCents));
  return complete ? total : null;
}

function warningBox(title: string, body: Content[]): Content {
  return {
    table: {
      widths: ['*'],
      body: [[{ stack: [{ text: title, bold: true, color: '#8a1c1c', margin: [0, 0, 0, 3] }, ...body] }]],
    },
    layout: {
      hLineWidth: () => 1,
      vLineWidth: () => 1,
      hLineColor: () => '#c0392b',
      vLineColor: () => '#c0392b',
      fillColor: () => '#fdf0ee',
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
    margin: [0, 4, 0, 8],
  };
}

function capWarning(data: ConventionDocumentData, framework: FreeFramework): Content | null {
  const cap = framework.capCents;
  if (cap === null) return null;
  const above = data.lines.filter((l) => l.unitValueCents !== null && l.unitValueCents > cap);
  if (above.length === 0) return null;
  return warningBox('Attention : plafond de valeur dépassé', [
    {
      text:
        `La valeur unitaire estimée ${above.length > 1 ? 'des biens suivants dépasse' : 'du bien suivant dépasse'} ` +
        `le plafond de ${formatCents(cap)} par bien applicable aux cessions gratuites sur le fondement de ` +
        `${framework.capReference} :`,
    },
    {
      ul: above.map((l) => `${l.description} (réf. ${l.reference}) : ${formatCents(l.unitValueCents)} par unité`),
      margin: [10, 3, 0, 3],
    },
    {
      text:
        "Pour ces biens, la gratuité n'est pas couverte par ce fondement. Avant signature, les parties doivent soit " +
        "justifier d'une valeur unitaire n'excédant pas ce plafond, soit retirer ces biens de la présente convention " +
        'pour les céder dans un autre cadre (vente notamment).',
    },
  ]);
}

function collectionText(data: ConventionDocumentData): Content[] {
  const c = data.collection;
  const address = [c.address, [c.postal, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const action =
    data.swapType === SwapType.Pret ? 'prend possession des biens' : 'enlève les biens par ses propres moyens';
  const out: Content[] = [
    para(
      `Sauf accord contraire des parties, le repreneur ${action}, à ses frais et sous sa responsabilité, à l'adresse ` +
        'suivante :',
    ),
    { text: address || 'adresse à convenir entre les parties', bold: true, margin: [10, 0, 0, 4] },
  ];
  let period: string;
  if (c.from && c.to) period = `du ${day(c.from)} au ${day(c.to)}`;
  else if (c.from) period = `à compter du ${day(c.from)}`;
  else if (c.to) period = `au plus tard le ${day(c.to)}`;
  else period = 'à convenir entre les parties';
  out.push(para([`Période d'enlèvement : `, { text: period, bold: true }, '.']));
  if (c.notes) out.push(para([{ text: 'Précisions : ', italics: true }, c.notes]));
  out.push(
    para(
      "Le repreneur se conforme aux consignes d'accès et de sécurité du site. Un bon de remise, ou la mention de la date " +
        'de remise sur le présent document, constate la remise des biens.',
    ),
  );
  return out;
}

function signatures(data: ConventionDocumentData): Content {
  const r = roles(data.swapType);
  const block = (label: string, role: string, party: ConventionParty): TableCell => ({
    stack: [
      { text: [{ text: `Pour le ${label}`, bold: true, color: COLORS.accent }, ` (${role})`] },
      { text: party.organisationName, bold: true, margin: [0, 2, 0, 0] },
      `Nom : ${party.representative.name}`,
      `Qualité : ${party.representative.role ?? '………………………………'}`,
      {
        text: 'Date et signature, précédées de la mention « Lu et approuvé » :',
        fontSize: 8,
        color: COLORS.muted,
        margin: [0, 6, 0, 0],
      },
      { text: ' ', margin: [0, 0, 0, 44] },
    ],
    margin: [6, 6, 6, 6],
  });
  return {
    table: {
      widths: ['*', '*'],
      body: [[block('cédant', r.cedant, data.cedant), block('repreneur', r.repreneur, data.repreneur)]],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => COLORS.rule,
      vLineColor: () => COLORS.rule,
    },
    unbreakable: true,
    margin: [0, 6, 0, 0],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The document

/** The pdfmake definition of the document (exported for tests and previews). */
export function conventionDefinition(data: ConventionDocumentData): TDocumentDefinitions {
  const title = conventionTitle(data);
  const r = roles(data.swapType);
  const article = articles();
  const free = isFree(data.swapType);
  const loan = data.swapType === SwapType.Pret;
  const sale = data.swapType === SwapType.Vente;
  const framework = free ? freeFramework(data) : null;
  const hasElectrical = data.lines.some((l) => l.electrical);
  const toAssociation = data.repreneur.kind === 'association';
  const annex = data.swapType === SwapType.Don && toAssociation;

  const content: Content[] = [
    { text: title, style: 'title' },
    {
      text: `N° ${data.number} — établi${title.startsWith('Contrat') ? '' : 'e'} le ${day(data.generatedAt)}`,
      style: 'subtitle',
    },
    { text: 'Entre les soussignés', style: 'between' },
    {
      table: {
        widths: ['*', '*'],
        body: [[partyCell(data.cedant, 'Cédant', r.cedant), partyCell(data.repreneur, 'Repreneur', r.repreneur)]],
      },
      layout: {
        hLineWidth: () => 0.5,
        vLineWidth: () => 0.5,
        hLineColor: () => COLORS.rule,
        vLineColor: () => COLORS.rule,
      },
      fontSize: 9,
    },
    para(
      'ci-après désignés ensemble « les parties », le cédant et le repreneur agissant chacun par son représentant ' +
        'dûment habilité, il a été convenu ce qui suit.',
      { margin: [0, 8, 0, 0] },
    ),
  ];

  // Object
  const object = sale
    ? 'Le présent contrat a pour objet la cession à titre onéreux, par le cédant au repreneur, des biens désignés à ' +
      "l'article 2, aux prix et conditions ci-après."
    : loan
      ? 'La présente convention a pour objet le prêt à usage, par le cédant au repreneur, des biens désignés à ' +
        "l'article 2, pour la durée et aux conditions ci-après. Le prêt est consenti à titre gratuit."
      : withinState(data)
        ? 'La présente convention a pour objet la remise à titre gratuit, par le service cédant au service repreneur, ' +
          "des biens désignés à l'article 2."
        : 'La présente convention a pour objet la cession à titre gratuit, par le cédant au repreneur, des biens ' +
          "désignés à l'article 2, aux conditions ci-après.";
  content.push(article('Objet', para(object)));

  // Items
  content.push(
    article(
      'Désignation des biens',
      itemsTable(data),
      para(
        "Les valeurs sont des estimations déclarées par le cédant, à titre indicatif. L'état est celui annoncé par le " +
          'cédant.' +
          (hasElectrical ? ' La mention « EEE » signale un équipement électrique ou électronique.' : ''),
        { fontSize: 8, color: COLORS.muted },
      ),
    ),
  );

  // Legal basis, price or loan terms
  if (framework) {
    const warning = capWarning(data, framework);
    content.push(
      article('Cadre juridique', ...framework.paragraphs.map((p) => para(p)), ...(warning ? [warning] : [])),
    );
  }
  if (sale) {
    const price = totalPrice(data);
    content.push(
      article(
        'Prix',
        para([
          'La cession est consentie et acceptée moyennant le prix total de ',
          { text: money(price), bold: true },
          ', selon le détail ci-dessous.',
        ]),
        priceTable(data),
        para(
          'Le prix est payable par le repreneur selon les modalités convenues entre les parties, sur présentation de la ' +
            'facture ou du titre de recettes émis par le cédant. Sauf accord contraire, les biens ne sont remis ' +
            "qu'après paiement intégral du prix.",
        ),
      ),
    );
  }
  if (loan) {
    const l = data.loan;
    const duration = l ? `du ${day(l.from)} au ${day(l.to)}` : 'à convenir entre les parties';
    const body: Content[] = [
      para([
        'Le prêt est régi par les articles 1875 et suivants du code civil. Il est consenti pour la période ',
        { text: duration, bold: true },
        '.',
      ]),
      para("Le repreneur s'engage à :"),
      bullets([
        "veiller raisonnablement à la garde et à la conservation des biens et ne les employer qu'à l'usage auquel ils " +
          'sont destinés (article 1880 du code civil) ;',
        'ne pas les prêter, les louer ni les céder à un tiers ;',
        `restituer les biens en l'état où il les a reçus, sous réserve de l'usure normale, dans les délais convenus, soit au plus tard le ${l ? day(l.to) : 'terme du prêt'} ;`,
        'répondre, pendant toute la durée du prêt, de la perte, du vol ou de la détérioration des biens, et les assurer ' +
          'en conséquence.',
      ]),
    ];
    if (l?.returnConditions)
      body.push(para([{ text: 'Conditions de restitution convenues : ', bold: true }, l.returnConditions]));
    body.push(
      para(
        'À défaut de restitution au terme convenu, le cédant peut, après mise en demeure restée sans effet, exiger ' +
          "la restitution des biens ou leur valeur estimée indiquée à l'article 2.",
      ),
    );
    content.push(article('Durée du prêt et restitution', ...body));
  }

  // As is
  content.push(
    article(
      "État des biens — clause « en l'état »",
      para(
        `Les biens sont ${loan ? 'prêtés' : 'cédés'} en l'état où ils se trouvent au jour de leur remise, sans garantie ` +
          "d'aucune sorte, notamment de bon fonctionnement ou d'aptitude à un usage particulier. Le repreneur déclare " +
          'les connaître ou avoir été mis en mesure de les examiner et renonce à tout recours contre le cédant à raison ' +
          "de leur état, sous réserve des dispositions d'ordre public.",
      ),
    ),
  );

  // Ownership and risks
  const ownership = loan
    ? "Le prêt n'emporte aucun transfert de propriété : le cédant demeure propriétaire des biens (article 1877 du code " +
      "civil). La garde des biens et les risques qui s'y attachent sont transférés au repreneur à la remise des biens, " +
      "jusqu'à leur restitution."
    : withinState(data)
      ? "Les biens demeurant la propriété de l'État, seuls leur garde et les risques qui s'y attachent sont transférés " +
        'au service repreneur, à la remise des biens.'
      : "Par dérogation à l'article 1196 du code civil, le transfert de propriété des biens et le transfert des risques " +
        "interviennent à la remise des biens au repreneur. Jusqu'à cette remise, le cédant en conserve la garde.";
  content.push(
    article(loan ? 'Propriété, garde et risques' : 'Transfert de propriété et des risques', para(ownership)),
  );

  // Collection
  content.push(article(loan ? 'Remise des biens' : 'Enlèvement des biens', ...collectionText(data)));

  // Undertakings of the repreneur
  const undertakings: Content[] = [];
  if (free && toAssociation) {
    undertakings.push(
      para(
        "Le repreneur s'engage à affecter les biens à un usage conforme à son objet statutaire et à ne pas les revendre. " +
          (framework?.capCents !== null && isPublic(data.cedant.kind)
            ? "En application du 2° de l'article L. 3212-2 du CGPPP, la cession à titre onéreux des biens ainsi alloués " +
              "exposerait l'association à être exclue définitivement du bénéfice de ces mesures, sous la seule réserve, " +
              'pour les matériels informatiques, de la cession à prix solidaire à des personnes en situation de précarité ' +
              'permise par le 3° du même article.'
            : ''),
      ),
    );
  }
  if (hasElectrical && !loan) {
    undertakings.push(
      para(
        "Les biens signalés « EEE » sont des équipements électriques et électroniques. Le repreneur s'engage à ne pas " +
          "les abandonner ni les jeter avec les déchets ménagers ou assimilés et, lorsqu'ils arriveront en fin de vie, " +
          "à les confier à une filière agréée de collecte et de traitement des déchets d'équipements électriques et " +
          "électroniques (DEEE) : point de collecte d'un éco-organisme agréé, distributeur reprenant les équipements " +
          'usagés ou installation de traitement autorisée, conformément aux articles L. 541-10 et R. 543-172 et suivants ' +
          "du code de l'environnement.",
      ),
      para(
        'Le cédant déclare avoir effacé de manière sécurisée les données que ces équipements pouvaient contenir ; le ' +
          "repreneur s'interdit toute tentative de récupération de données résiduelles.",
      ),
    );
  }
  if (undertakings.length > 0) content.push(article('Engagements du repreneur', ...undertakings));

  // Place, date, signatures
  content.push({
    stack: [
      para([
        'Fait à ',
        { text: data.place, bold: true },
        ', le ',
        { text: day(data.generatedAt), bold: true },
        ', en deux exemplaires originaux, un pour chaque partie.',
      ]),
      signatures(data),
    ],
    unbreakable: true,
    margin: [0, 10, 0, 0],
  });

  if (annex) content.push(...receiptAnnex(data));

  return {
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    info: {
      title: `${title} n° ${data.number}`,
      subject: `${title} entre ${data.cedant.organisationName} et ${data.repreneur.organisationName}`,
      creator: 'Troc',
      producer: 'Troc',
      creationDate: data.generatedAt,
    },
    header: () => ({
      columns: [
        { text: 'Troc — le réemploi entre organisations', color: COLORS.muted },
        { text: `N° ${data.number}`, alignment: 'right', color: COLORS.muted },
      ],
      fontSize: 7.5,
      margin: [48, 24, 48, 0],
    }),
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `${title} n° ${data.number}`, color: COLORS.muted },
        { text: `Page ${currentPage}/${pageCount}`, alignment: 'right', color: COLORS.muted },
      ],
      fontSize: 7.5,
      margin: [48, 20, 48, 0],
    }),
    pageBreakBefore: (node, following) =>
      // Never leave an article heading alone at the bottom of a page.
      node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15, color: COLORS.ink },
    styles: {
      title: { fontSize: 17, bold: true, alignment: 'center', color: COLORS.accent, margin: [0, 6, 0, 2] },
      subtitle: { fontSize: 9.5, alignment: 'center', color: COLORS.muted, margin: [0, 0, 0, 14] },
      between: { fontSize: 10, bold: true, margin: [0, 0, 0, 6] },
      article: { fontSize: 10.5, bold: true, color: COLORS.accent, margin: [0, 9, 0, 3] },
      annexTitle: { fontSize: 14, bold: true, color: COLORS.accent, margin: [0, 0, 0, 8] },
      annexHeading: { fontSize: 10, bold: true, color: COLORS.accent, margin: [0, 8, 0, 3] },
      para: { alignment: 'justify', margin: [0, 0, 0, 5] },
    },
  };
}

function receiptAnnex(data: ConventionDocumentData): Content[] {
  const { total, complete } = sum(data.lines.map(lineValueCents));
  const partyLines = (p: ConventionParty): Content[] =>
    [p.organisationName, identifier(p), postalAddress(p.address) || null]
      .filter((x): x is string => Boolean(x))
      .map((text, i) => ({ text, bold: i === 0 }));
  const blank = '……………………………………………………';
  const goods: TableCell[][] = [
    [th('Nature des biens'), th('Quantité', 'right'), th('État'), th('Valeur estimée', 'right')],
    ...data.lines.map((l): TableCell[] => [
      `${l.description} (réf. ${l.reference})`,
      { text: quantityWithUnit(l), alignment: 'right' },
      l.condition ? fr.listing.itemStates[l.condition] : 'Non précisé',
      { text: money(lineValueCents(l)), alignment: 'right' },
    ]),
    [
      { text: 'Valeur totale estimée du don en nature', bold: true, colSpan: 3 },
      {},
      {},
      { text: formatCents(total), bold: true, alignment: 'right' },
    ],
  ];
  return [
    { text: 'Annexe — éléments pour le reçu fiscal (CERFA n° 11580)', style: 'annexTitle', pageBreak: 'before' },
    para(
      "Cette annexe rassemble les informations utiles à l'association bénéficiaire pour établir, si elle y est " +
        "habilitée, le reçu au titre des dons à certains organismes d'intérêt général (formulaire CERFA n° 11580). " +
        "Le reçu est établi et délivré par l'association, sous sa seule responsabilité. La plateforme Troc ne délivre " +
        "aucun reçu fiscal et la présente annexe n'en tient pas lieu.",
    ),
    {
      columns: [
        { stack: [{ text: 'Bénéficiaire du don', style: 'annexHeading' }, ...partyLines(data.repreneur)] },
        { stack: [{ text: 'Donateur', style: 'annexHeading' }, ...partyLines(data.cedant)] },
      ],
      columnGap: 16,
    },
    { text: 'Le don', style: 'annexHeading' },
    para([
      'Forme du don : ',
      { text: 'don en nature', bold: true },
      ` — convention n° ${data.number} du ${day(data.generatedAt)}.`,
    ]),
    {
      table: { headerRows: 1, dontBreakRows: true, widths: ['*', 70, 70, 80], body: goods },
      layout: tableLayout,
      fontSize: 9,
      margin: [0, 2, 0, 4],
    },
    para(
      'Les valeurs sont des estimations déclarées par le donateur' +
        (complete ? '' : ' ; les biens sans valeur renseignée ne sont pas comptés dans le total') +
        ". Il appartient à l'association de retenir, sous sa responsabilité, la valeur qu'elle est en mesure de justifier. " +
        "La réduction d'impôt ne bénéficie qu'à un donateur redevable de l'impôt concerné.",
      { fontSize: 8.5, color: COLORS.muted },
    ),
    { text: "À compléter par l'association", style: 'annexHeading' },
    {
      table: {
        widths: [190, '*'],
        body: [
          ["Numéro d'ordre du reçu", blank],
          ['Date de remise des biens (date du don)', blank],
          ["Qualité de l'organisme bénéficiaire", blank],
          ['Article du CGI applicable', '[  ] 200      [  ] 238 bis      [  ] 978'],
          ['Nom et qualité du signataire', blank],
          ['Date et signature', { text: ' ', margin: [0, 0, 0, 28] }],
        ],
      },
      layout: {
        hLineWidth: () => 0.5,
        vLineWidth: () => 0.5,
        hLineColor: () => COLORS.rule,
        vLineColor: () => COLORS.rule,
        paddingTop: () => 5,
        paddingBottom: () => 5,
      },
      fontSize: 9,
    },
  ];
}
