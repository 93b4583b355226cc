import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ItemState, QuantityUnit, SwapType } from '@troc/shared';
import { PROJECT_ROOT } from '../../core/config/paths.js';
import { conventionTitle, FREE_CESSION_UNIT_CAP_CENTS, renderConvention } from './convention-document.js';
import type { ConventionDocumentData, ConventionLine, ConventionParty } from './convention-document.types.js';

/** The text of each page of a PDF; no-break hyphens read as hyphens, runs of spaces (no-break too) as one space. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    pages.push(text.replace(/\u2011/g, '-').replace(/[\s\u00a0\u202f]+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

const prefecture: ConventionParty = {
  organisationName: 'Préfecture de la Gironde',
  kind: 'state_service',
  identifier: '17330001900019',
  address: { street: '2 esplanade Charles-de-Gaulle', postal: '33000', city: 'Bordeaux' },
  representative: { name: 'Hélène Marchand', email: 'helene.marchand@gironde.gouv.fr', role: 'Secrétaire générale' },
  service: 'Service des moyens généraux',
};

const restos: ConventionParty = {
  organisationName: 'Entraide Solidarité Aquitaine',
  kind: 'association',
  identifier: 'W332001234',
  address: { street: '14 rue Sainte-Catherine', postal: '33000', city: 'Bordeaux' },
  representative: { name: 'François Lefèvre', email: 'f.lefevre@entraide-aquitaine.org', role: 'Président' },
  service: null,
};

const company: ConventionParty = {
  organisationName: 'Mobilier Réemploi SAS',
  kind: 'company',
  identifier: '81234567800021',
  address: { street: '5 allée des Tanneurs', postal: '69007', city: 'Lyon' },
  representative: { name: 'Agnès Dubœuf', email: 'agnes@mobilier-reemploi.fr', role: 'Gérante' },
  service: 'Achats',
};

const commune: ConventionParty = {
  organisationName: "Commune d'Écully",
  kind: 'local_authority',
  identifier: '21690081000013',
  address: { street: '1 place de la Libération', postal: '69130', city: 'Écully' },
  representative: { name: 'Jérôme Périé', email: 'j.perie@ecully.fr', role: 'Directeur des services techniques' },
  service: 'Services techniques',
};

const line = (over: Partial<ConventionLine>): ConventionLine => ({
  description: 'Bureau droit 160 cm',
  reference: 'TR-0001',
  quantity: 1,
  unit: QuantityUnit.Unit,
  condition: ItemState.VeryGood,
  unitValueCents: 8_000,
  unitPriceCents: null,
  negotiated: false,
  electrical: false,
  ...over,
});

const base = {
  generatedAt: new Date(2026, 2, 14, 10, 30),
  collection: {
    address: '2 esplanade Charles-de-Gaulle',
    postal: '33000',
    city: 'Bordeaux',
    from: '2026-03-20',
    to: '2026-03-27',
    notes: 'Quai de livraison, sonner à l’accueil logistique.',
  },
  loan: null,
  totalPriceCents: null,
};

const donation: ConventionDocumentData = {
  ...base,
  number: 'TROC-2026-000123',
  place: 'Bordeaux',
  swapType: SwapType.Don,
  cedant: prefecture,
  repreneur: restos,
  lines: [
    line({ description: 'Chaise de bureau ergonomique', reference: 'TR-0412', quantity: 12, unitValueCents: 4_500 }),
    line({
      description: 'Ordinateur portable 14 pouces',
      reference: 'TR-0413',
      quantity: 3,
      condition: ItemState.Average,
      unitValueCents: 25_000,
      electrical: true,
    }),
    line({
      description: 'Photocopieur multifonction A3',
      reference: 'TR-0414',
      quantity: 1,
      condition: ItemState.New,
      unitValueCents: 120_000,
      electrical: true,
    }),
  ],
};

const sale: ConventionDocumentData = {
  ...base,
  number: 'TROC-2026-000124',
  place: 'Écully',
  swapType: SwapType.Vente,
  cedant: commune,
  repreneur: company,
  lines: [
    line({
      description: 'Armoire métallique à rideaux',
      reference: 'TR-0500',
      quantity: 4,
      unitValueCents: 15_000,
      unitPriceCents: 9_000,
      negotiated: true,
    }),
    line({
      description: 'Moquette en dalles',
      reference: 'TR-0501',
      quantity: 1234.5,
      unit: QuantityUnit.SquareMeter,
      condition: ItemState.Average,
      unitValueCents: 300,
      unitPriceCents: 100,
      negotiated: false,
    }),
  ],
  totalPriceCents: 159_450,
};

const loan: ConventionDocumentData = {
  ...base,
  number: 'TROC-2026-000125',
  place: 'Écully',
  swapType: SwapType.Pret,
  cedant: commune,
  repreneur: restos,
  lines: [line({ description: 'Barnum pliant 3 × 6 m', reference: 'TR-0600', quantity: 2, unitValueCents: 60_000 })],
  loan: { from: '2026-06-01', to: '2026-06-15', returnConditions: 'Barnums nettoyés et repliés dans leurs housses.' },
};

describe('conventionTitle', () => {
  it('names the document after the kind of exchange', () => {
    expect(conventionTitle({ swapType: SwapType.Don })).toBe('Convention de cession à titre gratuit');
    expect(conventionTitle({ swapType: SwapType.TransfertInterne })).toBe('Convention de cession à titre gratuit');
    expect(conventionTitle({ swapType: SwapType.Vente })).toBe('Contrat de cession à titre onéreux');
    expect(conventionTitle({ swapType: SwapType.Pret })).toBe('Convention de prêt à usage');
  });
});

describe('renderConvention', () => {
  it('writes a free transfer from a State service to an association, with its legal basis, clauses and annex', async () => {
    const pdf = await renderConvention(donation);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const sampleDir = join(PROJECT_ROOT, 'test-results');
    mkdirSync(sampleDir, { recursive: true });
    for (const file of readdirSync(sampleDir)) {
      if (/^convention-sample-\d+\.png$/.test(file)) rmSync(join(sampleDir, file));
    }
    const samplePath = join(sampleDir, 'convention-sample.pdf');
    writeFileSync(samplePath, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '110', samplePath, join(sampleDir, 'convention-sample')], {
        stdio: 'ignore',
      });
    } catch {
      // No poppler on this machine: the PNG preview is only a convenience.
    }

    const pages = await pdfPages(pdf);
    const text = pages.join('\n');
    expect(pages.length).toBeGreaterThanOrEqual(3);

    // Title, number on every page with page x/y, accents.
    expect(text).toContain('Convention de cession à titre gratuit');
    pages.forEach((page, i) => {
      expect(page).toContain('TROC-2026-000123');
      expect(page).toContain(`Page ${i + 1}/${pages.length}`);
    });
    expect(text).toContain('Cédant');
    expect(text).toContain('état');

    // Parties.
    expect(text).toContain('Préfecture de la Gironde');
    expect(text).toContain('SIRET : 173 300 019 00019');
    expect(text).toContain('Entraide Solidarité Aquitaine');
    expect(text).toContain('N° RNA : W332001234');
    expect(text).toContain('Hélène Marchand, Secrétaire générale');
    expect(text).toContain('Service : Service des moyens généraux');
    expect(text).toContain('François Lefèvre');

    // Lines, units and conditions in French, values and total (12 × 45 + 3 × 250 + 1 200 = 2 490 €).
    expect(text).toContain('Chaise de bureau ergonomique');
    expect(text).toContain('Réf. TR-0412');
    expect(text).toContain('12 Unité(s)');
    expect(text).toContain('Très bon état');
    expect(text).toContain('État moyen');
    expect(text).toContain('540,00 €');
    expect(text).toContain('2 490,00 €');

    // Legal basis with its case and cap, and the warning for the line above the cap.
    expect(text).toContain('L. 3212-2');
    expect(text).toContain('238 bis');
    expect(FREE_CESSION_UNIT_CAP_CENTS).toBe(30_000);
    expect(text).toContain('Attention : plafond de valeur dépassé');
    expect(text).toMatch(/Photocopieur multifonction A3 \(réf\. TR-0414\) : 1 200,00 € par unité/);
    expect(text).not.toMatch(/Ordinateur portable 14 pouces \(réf\. TR-0413\) : /);

    // Clauses.
    expect(text).toContain("en l'état");
    expect(text).toContain('sans garantie');
    expect(text).toContain('transfert de propriété');
    expect(text).toContain('à la remise des biens');
    expect(text).toContain('ne pas les revendre');
    expect(text).toContain('DEEE');
    expect(text).toContain('éco-organisme agréé');
    expect(text).toContain('du 20/03/2026 au 27/03/2026');
    expect(text).toContain('Quai de livraison');
    expect(text).toContain('Fait à Bordeaux, le 14/03/2026');
    expect(text).toContain('Pour le cédant');
    expect(text).toContain('Pour le repreneur');

    // The annex for the tax receipt, on its own page.
    const annex = pages.at(-1)!;
    expect(annex).toContain('Annexe — éléments pour le reçu fiscal (CERFA n° 11580)');
    expect(annex).toContain('don en nature');
    expect(annex).toContain('Valeur totale estimée du don en nature');
    expect(annex).toContain('2 490,00 €');
    expect(annex).toContain('ne délivre aucun reçu fiscal');
  });

  it('writes a sale with the price of each line, negotiated or not, and the agreed total', async () => {
    const text = (await pdfPages(await renderConvention(sale))).join('\n');
    expect(text).toContain('Contrat de cession à titre onéreux');
    expect(text).toContain("Commune d'Écully");
    expect(text).toContain('Mobilier Réemploi SAS');
    expect(text).toContain('Prix négocié entre les parties');
    expect(text).toContain('Prix annoncé, accepté sans négociation');
    expect(text).toContain('90,00 €');
    expect(text).toContain('360,00 €');
    expect(text).toContain('1 234,5 m²');
    expect(text).toContain('1 234,50 €');
    expect(text).toContain('Prix total convenu');
    expect(text).toContain('1 594,50 €');
    expect(text).toContain("en l'état");
    expect(text).toContain('1196 du code civil');
    expect(text).not.toContain('L. 3212-2');
    expect(text).not.toContain('CERFA');
    expect(text).not.toContain('plafond de valeur dépassé');
  });

  it('writes a loan with its period and the return conditions', async () => {
    const text = (await pdfPages(await renderConvention(loan))).join('\n');
    expect(text).toContain('Convention de prêt à usage');
    expect(text).toContain('du 01/06/2026 au 15/06/2026');
    expect(text).toContain('1875 et suivants du code civil');
    expect(text).toContain("restituer les biens en l'état où il les a reçus");
    expect(text).toContain('au plus tard le 15/06/2026');
    expect(text).toContain('Barnums nettoyés et repliés dans leurs housses.');
    expect(text).toContain('demeure propriétaire');
    expect(text).toContain('Barnum pliant 3 × 6 m');
    expect(text).toContain('1 200,00 €');
    expect(text).not.toContain('CERFA');
    expect(text).not.toContain('L. 3212');
  });

  it('bases a free transfer from a local authority on article L. 3212-3', async () => {
    const text = (await pdfPages(await renderConvention({ ...donation, cedant: commune }))).join('\n');
    expect(text).toContain('L. 3212-3');
    expect(text).toContain('Attention : plafond de valeur dépassé');
  });

  it('does not treat a gift between two private organisations as a disposal of public property', async () => {
    const text = (await pdfPages(await renderConvention({ ...donation, cedant: company }))).join('\n');
    expect(text).toContain('don manuel');
    expect(text).not.toContain('L. 3212');
    expect(text).not.toContain('plafond de valeur dépassé');
    expect(text).toContain('CERFA n° 11580');
  });
});
