import { formatCents, SwapType } from '@troc/shared';
import type { ConventionDocumentData } from './convention-document.types.js';
import { CGPPP, isPublic } from './convention-format.js';

/** The legal framework of a free transfer by a public body (CGPPP), and who is called what in the document. */

/**
 * Highest unit value (in cents) of a movable good that a public body may give away under the cases of
 * article L. 3212-2 of the CGPPP that concern associations and reuse organisations: 300 € for the 2°
 * (arrêté of 6 April 2021) and for computer equipment under the 3° (décret of 6 May 2022).
 */
export const FREE_CESSION_UNIT_CAP_CENTS = 30_000;

export interface Roles {
  /** « le cédant (prêteur) » */
  cedant: string;
  repreneur: string;
}

export function roles(type: SwapType): Roles {
  if (type === SwapType.Vente) return { cedant: 'vendeur', repreneur: 'acquéreur' };
  if (type === SwapType.Pret) return { cedant: 'prêteur', repreneur: 'emprunteur' };
  return { cedant: 'donateur', repreneur: 'bénéficiaire' };
}

/** Two organisations of the State: the goods stay the State's, only the service that uses them changes. */
export const withinState = (data: ConventionDocumentData) =>
  data.cedant.kind === 'state_service' && data.repreneur.kind === 'state_service';

// ---------------------------------------------------------------------------------------------------------------------
// The legal basis of a free transfer
export interface FreeFramework {
  paragraphs: string[];
  /** The cap on the value of one item that the basis allows, when there is one. */
  capCents: number | null;
  capReference: string;
}

export const ASSOCIATION_CASES =
  'Elle relève du 2° de cet article, qui vise les cessions de biens meubles à des fondations ou à des associations ' +
  "relevant de la loi du 1er juillet 1901 visées au 1 b de l'article 238 bis du code général des impôts et dont les " +
  "ressources sont affectées à des œuvres d'assistance, notamment à la redistribution gratuite de biens meubles aux " +
  'personnes les plus défavorisées. Pour les matériels informatiques, le 3° du même article permet également leur ' +
  "cession gratuite aux associations de parents d'élèves, de soutien scolaire et d'étudiants, aux associations " +
  "reconnues d'utilité publique et aux associations chargées d'équiper, de former et d'accompagner des personnes en " +
  'situation de précarité.';

export const ESUS_CASE =
  "Une entreprise ne peut bénéficier d'une cession gratuite de biens publics que dans les cas limitativement " +
  "énumérés par cet article, notamment, pour les matériels informatiques, en qualité d'organisme de réutilisation et " +
  "de réemploi agréé « entreprise solidaire d'utilité sociale » (3°). Le repreneur déclare remplir ces conditions.";

export const PUBLIC_CASE =
  "Lorsque le repreneur est une personne publique, la cession gratuite n'est possible que dans les cas limitativement " +
  "énumérés par ces dispositions ou par un texte particulier ; le cédant atteste que la présente cession entre dans l'un d'eux.";

export function freeFramework(data: ConventionDocumentData): FreeFramework {
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
