import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces.js';
import { formatCents, fr, SwapType } from '@troc/shared';
import type { ConventionDocumentData, ConventionLine, ConventionParty } from './convention-document.types.js';
import {
  COLORS,
  KIND_LABELS,
  day,
  identifier,
  linePriceCents,
  lineValueCents,
  money,
  postalAddress,
  quantityWithUnit,
  sum,
  unbreakable,
} from './convention-format.js';
import { roles, type FreeFramework } from './convention-legal.js';

/** The building blocks of the convention document: paragraphs, tables, warnings, signatures, the CERFA annex. */

export function articles() {
  let n = 0;
  return (title: string, ...body: Content[]): Content => [
    { text: `Article ${++n} — ${title}`, style: 'article', headlineLevel: 1 },
    ...body,
  ];
}

export type ParaText = string | (string | { text: string; bold?: boolean; italics?: boolean })[];
export function para(
  text: ParaText,
  extra: { fontSize?: number; color?: string; margin?: [number, number, number, number] } = {},
): Content {
  const inlines =
    typeof text === 'string'
      ? unbreakable(text)
      : text.map((t) => (typeof t === 'string' ? unbreakable(t) : { ...t, text: unbreakable(t.text) }));
  return { text: inlines, style: 'para', ...extra };
}

export const bullets = (items: Content[]): Content => ({ ul: items, style: 'para', margin: [10, 0, 0, 6] });
export function partyCell(party: ConventionParty, heading: string, role: string): TableCell {
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

export const tableLayout: ContentTable['layout'] = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  fillColor: (row: number) => (row === 0 ? COLORS.band : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

export const th = (text: string, alignment: 'left' | 'right' | 'center' = 'left'): TableCell => ({
  text,
  bold: true,
  fontSize: 8.5,
  color: COLORS.accent,
  alignment,
});

export function describe(line: ConventionLine): Content {
  const extra = [`Réf. ${line.reference}`];
  if (line.electrical) extra.push('EEE');
  return { stack: [line.description, { text: extra.join(' · '), fontSize: 8, color: COLORS.muted }] };
}

export function itemsTable(data: ConventionDocumentData): Content {
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

export function priceTable(data: ConventionDocumentData): Content {
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

export function totalPrice(data: ConventionDocumentData): number | null {
  if (data.totalPriceCents !== null) return data.totalPriceCents;
  const { total, complete } = sum(data.lines.map(linePriceCents));
  return complete ? total : null;
}

export function warningBox(title: string, body: Content[]): Content {
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

export function capWarning(data: ConventionDocumentData, framework: FreeFramework): Content | null {
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

export function collectionText(data: ConventionDocumentData): Content[] {
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

export function signatures(data: ConventionDocumentData): Content {
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
export function receiptAnnex(data: ConventionDocumentData): Content[] {
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
