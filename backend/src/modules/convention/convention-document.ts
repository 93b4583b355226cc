import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { renderPdf } from '../../core/pdf/pdf.js';
import { SwapType } from '@troc/shared';
import type { ConventionDocumentData } from './convention-document.types.js';
import { COLORS, day, isFree, isPublic, money } from './convention-format.js';
import { freeFramework, roles, withinState } from './convention-legal.js';
import {
  articles,
  bullets,
  capWarning,
  collectionText,
  itemsTable,
  para,
  partyCell,
  priceTable,
  receiptAnnex,
  signatures,
  totalPrice,
} from './convention-blocks.js';

/**
 * The transaction document of an exchange (a free transfer, a sale or a loan), as a PDF in French.
 * Pure: the data in, the bytes out, no database. The Roboto files that ship with pdfmake are embedded,
 * so accented letters render in any reader.
 */

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
  return renderPdf(conventionDefinition(data));
}

// ---------------------------------------------------------------------------------------------------------------------
// Formatting
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

export { FREE_CESSION_UNIT_CAP_CENTS } from './convention-legal.js';
