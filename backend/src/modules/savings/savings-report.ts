import { fr, ROUTES, type SavingsDashboardResponse, type SavingsRow, t, withLocale } from '@troc/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ExportColumn, ExportPlan, ExportSheet } from '../export/index.js';

const r = fr.savings.report;
const c = r.columns;
const DECIMALS = '#,##0.00';

const day = (iso: string) => iso.split('-').reverse().join('/');

export function periodText(report: Pick<SavingsDashboardResponse, 'from' | 'to'>): string {
  if (report.from && report.to) return t(r.period, { from: day(report.from), to: day(report.to) });
  if (report.from) return t(r.periodFrom, { from: day(report.from) });
  if (report.to) return t(r.periodTo, { to: day(report.to) });
  return r.periodAll;
}

export function reportTitle(report: Pick<SavingsDashboardResponse, 'direction' | 'organisation'>): string {
  return t(report.direction === 'given' ? r.given : r.received, { organisation: report.organisation });
}

const figureColumns: ExportColumn[] = [
  { header: c.nbTrackers, width: 18 },
  { header: c.items, width: 10 },
  { header: c.economy, width: 16, numFmt: DECIMALS },
  { header: c.weightKg, width: 20, numFmt: DECIMALS },
  { header: c.co2Kg, width: 20, numFmt: DECIMALS },
  { header: c.co2Unknown, width: 24 },
];

const figureCells = (row: SavingsRow) => [
  row.nbTrackers,
  row.items,
  row.economy,
  row.weightKg,
  row.co2Kg,
  row.co2Unknown,
];

const SHEETS: { key: 'byMonth' | 'byService' | 'byCategory' | 'byOperation'; name: string; label: string }[] = [
  { key: 'byMonth', name: r.sheets.month, label: c.month },
  { key: 'byService', name: r.sheets.service, label: c.service },
  { key: 'byCategory', name: r.sheets.category, label: c.category },
  { key: 'byOperation', name: r.sheets.operation, label: c.operation },
];

/** The dashboard as a file: a sheet per breakdown (XLSX), or a printable report (PDF). */
export function savingsPlan(report: SavingsDashboardResponse, origin: string): ExportPlan {
  const sheets: ExportSheet[] = SHEETS.map(({ key, name, label }) => ({
    name,
    columns: [{ header: label, width: 34 }, ...figureColumns],
    rows: async function* () {
      yield report[key].map((row) => [row.label, ...figureCells(row)]);
    },
  }));
  return {
    fileBase: fr.exports.files.savings,
    nbLines: SHEETS.reduce((n, { key }) => n + report[key].length, 0),
    sheets,
    pdf: async () => savingsPdf(report, origin),
  };
}

const number = (value: number | null, decimals = 2) =>
  value === null
    ? r.na
    : value.toLocaleString('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

function table(label: string, rows: SavingsRow[]): Content {
  const header: TableCell[] = [label, c.nbTrackers, c.economy, c.weightKg, c.co2Kg].map((text) => ({
    text,
    bold: true,
    fillColor: '#e8f0ea',
  }));
  const body: TableCell[][] = rows.map((row) => [
    row.label,
    { text: String(row.nbTrackers), alignment: 'right' },
    { text: number(row.economy), alignment: 'right' },
    { text: number(row.weightKg), alignment: 'right' },
    { text: number(row.co2Kg), alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, widths: ['*', 60, 75, 80, 80], body: [header, ...body] },
    layout: 'lightHorizontalLines',
    fontSize: 9,
    margin: [0, 4, 0, 14],
  };
}

/** Bars of CO2 avoided per month, drawn with pdfmake's canvas (no image, no network). */
function monthChart(rows: SavingsRow[]): Content {
  const width = 500;
  const height = 120;
  const max = Math.max(0, ...rows.map((row) => row.co2Kg ?? 0));
  if (rows.length === 0 || max === 0) return { text: '' };
  const slot = width / rows.length;
  const bar = Math.max(2, slot * 0.7);
  return {
    stack: [
      {
        canvas: [
          { type: 'line', x1: 0, y1: height, x2: width, y2: height, lineWidth: 0.5, lineColor: '#666666' },
          ...rows.map((row, i) => {
            const h = ((row.co2Kg ?? 0) / max) * (height - 10);
            return {
              type: 'rect' as const,
              x: i * slot + (slot - bar) / 2,
              y: height - h,
              w: bar,
              h,
              color: '#2e7d4f',
            };
          }),
        ],
      },
      {
        columns: [
          { text: rows[0]!.label, fontSize: 8, color: '#444444' },
          { text: `max. ${number(max)} kgCO2e`, fontSize: 8, alignment: 'center', color: '#444444' },
          { text: rows[rows.length - 1]!.label, fontSize: 8, alignment: 'right', color: '#444444' },
        ],
        margin: [0, 2, 0, 10],
      },
    ],
  };
}

export function savingsPdf(report: SavingsDashboardResponse, origin: string, now = new Date()): TDocumentDefinitions {
  const totals = report.totals;
  const figure = (label: string, value: string) => ({
    stack: [
      { text: value, fontSize: 16, bold: true, color: '#1f5c3a' },
      { text: label, fontSize: 9, color: '#444444' },
    ],
  });
  const sections: Content[] = SHEETS.flatMap(({ key, name, label }) =>
    report[key].length === 0
      ? []
      : [
          { text: name, style: 'h2' },
          ...(key === 'byMonth' ? [monthChart(report.byMonth)] : []),
          table(label, report[key]),
        ],
  );
  return {
    info: { title: r.title, creator: 'Troc' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: { h1: { fontSize: 18, bold: true }, h2: { fontSize: 13, bold: true, margin: [0, 8, 0, 4] } },
    footer: (page, count) => ({ text: `${page} / ${count}`, alignment: 'center', fontSize: 8, margin: [0, 16, 0, 0] }),
    content: [
      { text: r.title, style: 'h1' },
      { text: reportTitle(report), fontSize: 12, margin: [0, 4, 0, 0] },
      {
        text: `${periodText(report)} · ${t(r.generated, { date: now.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) })}`,
        fontSize: 9,
        color: '#444444',
        margin: [0, 2, 0, 12],
      },
      { text: r.totals, style: 'h2' },
      {
        columns: [
          figure(c.nbTrackers, String(totals.nbTrackers)),
          figure(c.economy, number(totals.economy)),
          figure(c.weightKg, number(totals.weightKg)),
          figure(c.co2Kg, number(totals.co2Kg)),
        ],
        margin: [0, 0, 0, 6],
      },
      ...(totals.co2Unknown > 0 ? [{ text: `${c.co2Unknown} : ${totals.co2Unknown}`, fontSize: 9 }] : []),
      ...sections,
      {
        text: t(r.method, { url: `${origin}${withLocale(ROUTES.carbon)}` }),
        fontSize: 8,
        color: '#444444',
        margin: [0, 10, 0, 0],
      },
    ],
  };
}
