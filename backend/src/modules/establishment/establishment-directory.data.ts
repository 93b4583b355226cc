import { type EstablishmentType, ESTABLISHMENT_LIMITS, slugify } from '@troc/shared';

/**
 * The directory of public establishments behind the establishment selects (supporting §2, §4,
 * §7): hospitals, central administrations, the State's regional and departmental services,
 * universities and local authorities of the 18 régions. Names and towns are those of the
 * establishments' seats; régions are named and coded as by the INSEE (COG).
 *
 * A site's value is a directory code of this product, not a FINESS or SIRET number: a type
 * prefix, the département and the label's slug (e.g. `ES-33-chu-de-bordeaux`). It is what a
 * user or a listing stores, so a label must not be renamed lightly (its code would change).
 */
export interface EstablishmentSeed {
  type: EstablishmentType;
  regionCode: string;
  regionName: string;
  departement: string;
  label: string;
  value: string;
  city: string;
}

/** label, town, département. */
type Site = readonly [label: string, city: string, departement: string];

/** code, « de la Gironde » (the name after « Préfecture »), prefecture town, has a departmental council. */
type Departement = readonly [code: string, of: string, city: string, council?: false];

interface RegionSeed {
  code: string;
  name: string;
  departements: readonly Departement[];
  hospital: readonly Site[];
  regional: readonly Site[];
  university: readonly Site[];
  local: readonly Site[];
  ministry?: readonly Site[];
}

const PREFIX: Record<EstablishmentType, string> = {
  hospital: 'ES',
  ministry: 'AC',
  regional: 'SD',
  university: 'UN',
  local: 'CT',
};

/** A short, stable fingerprint (FNV-1a) to keep truncated codes distinct. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).slice(0, 5);
}

export function siteValue(type: EstablishmentType, departement: string, label: string): string {
  const head = `${PREFIX[type]}-${departement}-`;
  const slug = slugify(label);
  if (head.length + slug.length <= ESTABLISHMENT_LIMITS.valueMax) return `${head}${slug}`;
  const room = ESTABLISHMENT_LIMITS.valueMax - head.length - 6;
  return `${head}${slug.slice(0, room).replace(/-+$/, '')}-${fingerprint(slug)}`;
}

/** The State's usual regional directions of a metropolitan région, at the régional seat unless told. */
function regionalDirections(name: string, seat: Site, towns: Partial<Record<string, [string, string]>> = {}) {
  const [, city, departement] = seat;
  const at = (key: string, label: string): Site => {
    const town = towns[key];
    return [label, town?.[0] ?? city, town?.[1] ?? departement];
  };
  return [
    at('ars', `Agence régionale de santé (ARS) ${name}`),
    at('dreal', `DREAL ${name}`),
    at('draaf', `DRAAF ${name}`),
    at('dreets', `DREETS ${name}`),
    at('drac', `DRAC ${name}`),
    at('drfip', `Direction régionale des finances publiques (DRFiP) ${name}`),
    at('insee', `Insee — direction régionale ${name}`),
    at('sgar', `Secrétariat général pour les affaires régionales (SGAR) ${name}`),
  ];
}

const REGIONS: readonly RegionSeed[] = [
  {
    code: '11',
    name: 'Île-de-France',
    departements: [
      ['75', 'de Paris', 'Paris', false],
      ['77', 'de Seine-et-Marne', 'Melun'],
      ['78', 'des Yvelines', 'Versailles'],
      ['91', "de l'Essonne", 'Évry-Courcouronnes'],
      ['92', 'des Hauts-de-Seine', 'Nanterre'],
      ['93', 'de la Seine-Saint-Denis', 'Bobigny'],
      ['94', 'du Val-de-Marne', 'Créteil'],
      ['95', "du Val-d'Oise", 'Cergy'],
    ],
    hospital: [
      ['AP-HP — Hôpital Bichat-Claude-Bernard', 'Paris', '75'],
      ['AP-HP — Hôpital européen Georges-Pompidou', 'Paris', '75'],
      ['AP-HP — Hôpital Necker-Enfants malades', 'Paris', '75'],
      ['AP-HP — Hôpital de la Pitié-Salpêtrière', 'Paris', '75'],
      ['AP-HP — Hôpital Saint-Louis', 'Paris', '75'],
      ['AP-HP — Hôpital Lariboisière', 'Paris', '75'],
      ['AP-HP — Hôpital Cochin', 'Paris', '75'],
      ['AP-HP — Hôpital Robert-Debré', 'Paris', '75'],
      ['AP-HP — Hôpital Tenon', 'Paris', '75'],
      ['AP-HP — Hôpital Saint-Antoine', 'Paris', '75'],
      ['AP-HP — Hôpital Henri-Mondor', 'Créteil', '94'],
      ['AP-HP — Hôpital Bicêtre', 'Le Kremlin-Bicêtre', '94'],
      ['AP-HP — Hôpital Avicenne', 'Bobigny', '93'],
      ['AP-HP — Hôpital Beaujon', 'Clichy', '92'],
      ['AP-HP — Hôpital Ambroise-Paré', 'Boulogne-Billancourt', '92'],
      ['GHU Paris psychiatrie et neurosciences — Hôpital Sainte-Anne', 'Paris', '75'],
      ['Centre hospitalier Sud Francilien', 'Corbeil-Essonnes', '91'],
      ['Centre hospitalier de Versailles — Hôpital André-Mignot', 'Le Chesnay-Rocquencourt', '78'],
      ['Centre hospitalier intercommunal de Créteil', 'Créteil', '94'],
      ['Centre hospitalier de Saint-Denis — Hôpital Delafontaine', 'Saint-Denis', '93'],
      ['Centre hospitalier René-Dubos', 'Pontoise', '95'],
      ['Groupe hospitalier Sud Île-de-France — Hôpital de Melun', 'Melun', '77'],
      ['Hôpital Foch', 'Suresnes', '92'],
      ["Hôpital d'instruction des armées Bégin", 'Saint-Mandé', '94'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) Île-de-France', 'Saint-Denis', '93'],
      ['DRIEAT Île-de-France', 'Paris', '75'],
      ['DRIAAF Île-de-France', 'Cachan', '94'],
      ['DRIEETS Île-de-France', 'Aubervilliers', '93'],
      ['DRAC Île-de-France', 'Paris', '75'],
      ['Direction régionale des finances publiques (DRFiP) Île-de-France', 'Paris', '75'],
      ['Insee — direction régionale Île-de-France', 'Montrouge', '92'],
      ['Secrétariat général pour les affaires régionales (SGAR) Île-de-France', 'Paris', '75'],
      ['Préfecture de police', 'Paris', '75'],
      ["Rectorat de l'académie de Paris", 'Paris', '75'],
      ["Rectorat de l'académie de Créteil", 'Créteil', '94'],
      ["Rectorat de l'académie de Versailles", 'Versailles', '78'],
    ],
    university: [
      ['Université Paris Cité', 'Paris', '75'],
      ['Sorbonne Université', 'Paris', '75'],
      ['Université Paris 1 Panthéon-Sorbonne', 'Paris', '75'],
      ['Université Sorbonne Nouvelle', 'Paris', '75'],
      ['Université Paris Dauphine-PSL', 'Paris', '75'],
      ['Université Paris-Panthéon-Assas', 'Paris', '75'],
      ['Université Paris-Saclay', 'Orsay', '91'],
      ["Université d'Évry Paris-Saclay", 'Évry-Courcouronnes', '91'],
      ['Université Paris Nanterre', 'Nanterre', '92'],
      ['Université Sorbonne Paris Nord', 'Villetaneuse', '93'],
      ['Université Paris 8 Vincennes-Saint-Denis', 'Saint-Denis', '93'],
      ['Université Paris-Est Créteil', 'Créteil', '94'],
      ['Université Gustave Eiffel', 'Champs-sur-Marne', '77'],
      ['CY Cergy Paris Université', 'Cergy', '95'],
      ['Université de Versailles Saint-Quentin-en-Yvelines', 'Versailles', '78'],
      ['Institut polytechnique de Paris', 'Palaiseau', '91'],
      ['Conservatoire national des arts et métiers', 'Paris', '75'],
    ],
    local: [
      ['Région Île-de-France', 'Saint-Ouen-sur-Seine', '93'],
      ['Ville de Paris', 'Paris', '75'],
      ['Métropole du Grand Paris', 'Paris', '75'],
      ['Établissement public territorial Plaine Commune', 'Saint-Denis', '93'],
      ['Ville de Versailles', 'Versailles', '78'],
      ['Ville de Montreuil', 'Montreuil', '93'],
    ],
    ministry: [
      ["Ministère de l'Économie et des Finances — administration centrale (Bercy)", 'Paris', '75'],
      ["Ministère de l'Intérieur — administration centrale", 'Paris', '75'],
      ['Ministère des Armées — Hexagone Balard', 'Paris', '75'],
      ["Ministère de l'Éducation nationale — administration centrale", 'Paris', '75'],
      ["Ministère de l'Enseignement supérieur et de la Recherche — administration centrale", 'Paris', '75'],
      ['Ministère de la Justice — administration centrale', 'Paris', '75'],
      ['Ministère de la Culture — administration centrale', 'Paris', '75'],
      ['Ministères sociaux (Travail, Santé, Solidarités) — administration centrale', 'Paris', '75'],
      ["Ministère de l'Agriculture — administration centrale", 'Paris', '75'],
      ['Ministère de la Transition écologique — administration centrale', 'La Défense', '92'],
      ["Ministère de l'Europe et des Affaires étrangères — administration centrale", 'Paris', '75'],
      ['Ministère des Outre-mer — administration centrale', 'Paris', '75'],
      ['Services du Premier ministre', 'Paris', '75'],
      ['Direction générale des douanes et droits indirects', 'Montreuil', '93'],
      ["Direction générale de l'aviation civile", 'Paris', '75'],
      ['Direction générale de la gendarmerie nationale', 'Issy-les-Moulineaux', '92'],
      ['Direction générale de la police nationale', 'Paris', '75'],
      ["Direction générale de l'armement", 'Paris', '75'],
      ['Direction interministérielle du numérique (DINUM)', 'Paris', '75'],
      ["Direction des achats de l'État", 'Paris', '75'],
      ['Insee — direction générale', 'Montrouge', '92'],
      ['Archives nationales — site de Pierrefitte-sur-Seine', 'Pierrefitte-sur-Seine', '93'],
    ],
  },
  {
    code: '24',
    name: 'Centre-Val de Loire',
    departements: [
      ['18', 'du Cher', 'Bourges'],
      ['28', "d'Eure-et-Loir", 'Chartres'],
      ['36', "de l'Indre", 'Châteauroux'],
      ['37', "d'Indre-et-Loire", 'Tours'],
      ['41', 'de Loir-et-Cher', 'Blois'],
      ['45', 'du Loiret', 'Orléans'],
    ],
    hospital: [
      ['CHU de Tours', 'Tours', '37'],
      ["CHU d'Orléans", 'Orléans', '45'],
      ['Centre hospitalier Jacques-Cœur de Bourges', 'Bourges', '18'],
      ['Hôpitaux de Chartres', 'Chartres', '28'],
      ['Centre hospitalier de Châteauroux-Le Blanc', 'Châteauroux', '36'],
      ['Centre hospitalier Simone-Veil de Blois', 'Blois', '41'],
      ['Centre hospitalier de Dreux', 'Dreux', '28'],
      ['Centre hospitalier de Vierzon', 'Vierzon', '18'],
    ],
    regional: [
      ...regionalDirections('Centre-Val de Loire', ['', 'Orléans', '45']),
      ["Rectorat de l'académie d'Orléans-Tours", 'Orléans', '45'],
    ],
    university: [
      ['Université de Tours', 'Tours', '37'],
      ["Université d'Orléans", 'Orléans', '45'],
      ['INSA Centre-Val de Loire', 'Bourges', '18'],
    ],
    local: [
      ['Région Centre-Val de Loire', 'Orléans', '45'],
      ['Orléans Métropole', 'Orléans', '45'],
      ['Tours Métropole Val de Loire', 'Tours', '37'],
      ['Ville de Bourges', 'Bourges', '18'],
    ],
  },
  {
    code: '27',
    name: 'Bourgogne-Franche-Comté',
    departements: [
      ['21', "de la Côte-d'Or", 'Dijon'],
      ['25', 'du Doubs', 'Besançon'],
      ['39', 'du Jura', 'Lons-le-Saunier'],
      ['58', 'de la Nièvre', 'Nevers'],
      ['70', 'de la Haute-Saône', 'Vesoul'],
      ['71', 'de Saône-et-Loire', 'Mâcon'],
      ['89', "de l'Yonne", 'Auxerre'],
      ['90', 'du Territoire de Belfort', 'Belfort'],
    ],
    hospital: [
      ['CHU Dijon Bourgogne', 'Dijon', '21'],
      ['CHU de Besançon — Hôpital Jean-Minjoz', 'Besançon', '25'],
      ['Hôpital Nord Franche-Comté', 'Trévenans', '90'],
      ['Centre hospitalier de Mâcon', 'Mâcon', '71'],
      ['Centre hospitalier William-Morey', 'Chalon-sur-Saône', '71'],
      ["Centre hospitalier de l'agglomération de Nevers", 'Nevers', '58'],
      ["Centre hospitalier d'Auxerre", 'Auxerre', '89'],
      ['Groupe hospitalier de la Haute-Saône', 'Vesoul', '70'],
      ['Centre hospitalier Jura Sud', 'Lons-le-Saunier', '39'],
      ['Centre hospitalier de Sens', 'Sens', '89'],
    ],
    regional: [
      ...regionalDirections('Bourgogne-Franche-Comté', ['', 'Dijon', '21'], {
        dreal: ['Besançon', '25'],
        dreets: ['Besançon', '25'],
        insee: ['Besançon', '25'],
      }),
      ["Rectorat de l'académie de Dijon", 'Dijon', '21'],
      ["Rectorat de l'académie de Besançon", 'Besançon', '25'],
    ],
    university: [
      ['Université Bourgogne Europe', 'Dijon', '21'],
      ['Université Marie et Louis Pasteur', 'Besançon', '25'],
      ['Université de technologie de Belfort-Montbéliard', 'Belfort', '90'],
      ['Institut Agro Dijon', 'Dijon', '21'],
    ],
    local: [
      ['Région Bourgogne-Franche-Comté', 'Dijon', '21'],
      ['Dijon Métropole', 'Dijon', '21'],
      ['Grand Besançon Métropole', 'Besançon', '25'],
      ['Ville de Chalon-sur-Saône', 'Chalon-sur-Saône', '71'],
    ],
  },
  {
    code: '28',
    name: 'Normandie',
    departements: [
      ['14', 'du Calvados', 'Caen'],
      ['27', "de l'Eure", 'Évreux'],
      ['50', 'de la Manche', 'Saint-Lô'],
      ['61', "de l'Orne", 'Alençon'],
      ['76', 'de la Seine-Maritime', 'Rouen'],
    ],
    hospital: [
      ['CHU de Rouen', 'Rouen', '76'],
      ['CHU de Caen Normandie', 'Caen', '14'],
      ['Groupe hospitalier du Havre', 'Le Havre', '76'],
      ['Centre hospitalier Eure-Seine', 'Évreux', '27'],
      ['Centre hospitalier public du Cotentin', 'Cherbourg-en-Cotentin', '50'],
      ['Centre hospitalier intercommunal Alençon-Mamers', 'Alençon', '61'],
      ['Centre hospitalier Mémorial de Saint-Lô', 'Saint-Lô', '50'],
      ['Centre hospitalier de Dieppe', 'Dieppe', '76'],
      ['Centre Henri-Becquerel', 'Rouen', '76'],
      ['Centre François-Baclesse', 'Caen', '14'],
    ],
    regional: [
      ...regionalDirections('Normandie', ['', 'Rouen', '76'], {
        ars: ['Caen', '14'],
        draaf: ['Caen', '14'],
        drac: ['Caen', '14'],
        insee: ['Caen', '14'],
      }),
      ["Rectorat de l'académie de Normandie", 'Caen', '14'],
    ],
    university: [
      ['Université de Rouen Normandie', 'Mont-Saint-Aignan', '76'],
      ['Université de Caen Normandie', 'Caen', '14'],
      ['Université Le Havre Normandie', 'Le Havre', '76'],
      ['INSA Rouen Normandie', 'Saint-Étienne-du-Rouvray', '76'],
      ['ENSICAEN', 'Caen', '14'],
    ],
    local: [
      ['Région Normandie', 'Caen', '14'],
      ['Métropole Rouen Normandie', 'Rouen', '76'],
      ['Communauté urbaine Caen la Mer', 'Caen', '14'],
      ['Le Havre Seine Métropole', 'Le Havre', '76'],
    ],
  },
  {
    code: '32',
    name: 'Hauts-de-France',
    departements: [
      ['02', "de l'Aisne", 'Laon'],
      ['59', 'du Nord', 'Lille'],
      ['60', "de l'Oise", 'Beauvais'],
      ['62', 'du Pas-de-Calais', 'Arras'],
      ['80', 'de la Somme', 'Amiens'],
    ],
    hospital: [
      ['CHU de Lille', 'Lille', '59'],
      ['CHU Amiens-Picardie', 'Amiens', '80'],
      ['Centre hospitalier de Valenciennes', 'Valenciennes', '59'],
      ['Centre hospitalier de Roubaix', 'Roubaix', '59'],
      ['Centre hospitalier de Dunkerque', 'Dunkerque', '59'],
      ["Centre hospitalier d'Arras", 'Arras', '62'],
      ['Centre hospitalier de Lens', 'Lens', '62'],
      ['Centre hospitalier de Boulogne-sur-Mer', 'Boulogne-sur-Mer', '62'],
      ['Centre hospitalier Simone-Veil de Beauvais', 'Beauvais', '60'],
      ["Groupement hospitalier public du Sud de l'Oise", 'Creil', '60'],
      ['Centre hospitalier de Saint-Quentin', 'Saint-Quentin', '02'],
      ['Centre hospitalier de Laon', 'Laon', '02'],
      ['Centre Oscar-Lambret', 'Lille', '59'],
    ],
    regional: [
      ...regionalDirections('Hauts-de-France', ['', 'Lille', '59']),
      ["Rectorat de l'académie de Lille", 'Lille', '59'],
      ["Rectorat de l'académie d'Amiens", 'Amiens', '80'],
    ],
    university: [
      ['Université de Lille', 'Lille', '59'],
      ['Université de Picardie Jules Verne', 'Amiens', '80'],
      ["Université d'Artois", 'Arras', '62'],
      ["Université du Littoral Côte d'Opale", 'Dunkerque', '59'],
      ['Université Polytechnique Hauts-de-France', 'Valenciennes', '59'],
      ['Université de technologie de Compiègne', 'Compiègne', '60'],
      ['Centrale Lille Institut', "Villeneuve-d'Ascq", '59'],
    ],
    local: [
      ['Région Hauts-de-France', 'Lille', '59'],
      ['Métropole européenne de Lille', 'Lille', '59'],
      ['Amiens Métropole', 'Amiens', '80'],
      ['Communauté urbaine de Dunkerque', 'Dunkerque', '59'],
      ['Ville de Roubaix', 'Roubaix', '59'],
    ],
    ministry: [['Archives nationales du monde du travail', 'Roubaix', '59']],
  },
  {
    code: '44',
    name: 'Grand Est',
    departements: [
      ['08', 'des Ardennes', 'Charleville-Mézières'],
      ['10', "de l'Aube", 'Troyes'],
      ['51', 'de la Marne', 'Châlons-en-Champagne'],
      ['52', 'de la Haute-Marne', 'Chaumont'],
      ['54', 'de Meurthe-et-Moselle', 'Nancy'],
      ['55', 'de la Meuse', 'Bar-le-Duc'],
      ['57', 'de la Moselle', 'Metz'],
      ['67', 'du Bas-Rhin', 'Strasbourg', false],
      ['68', 'du Haut-Rhin', 'Colmar', false],
      ['88', 'des Vosges', 'Épinal'],
    ],
    hospital: [
      ['Hôpitaux universitaires de Strasbourg', 'Strasbourg', '67'],
      ['CHRU de Nancy', 'Nancy', '54'],
      ['CHU de Reims', 'Reims', '51'],
      ['CHR Metz-Thionville', 'Metz', '57'],
      ['Groupe hospitalier régional Mulhouse et Sud Alsace', 'Mulhouse', '68'],
      ['Hôpitaux civils de Colmar', 'Colmar', '68'],
      ['Centre hospitalier de Troyes', 'Troyes', '10'],
      ['Centre hospitalier de Charleville-Mézières', 'Charleville-Mézières', '08'],
      ["Centre hospitalier Émile-Durkheim d'Épinal", 'Épinal', '88'],
      ['Centre hospitalier de Chaumont', 'Chaumont', '52'],
      ['Centre hospitalier de Verdun-Saint-Mihiel', 'Verdun', '55'],
      ['Institut de cancérologie de Lorraine', 'Vandœuvre-lès-Nancy', '54'],
      ['Institut de cancérologie Strasbourg Europe (ICANS)', 'Strasbourg', '67'],
    ],
    regional: [
      ...regionalDirections('Grand Est', ['', 'Strasbourg', '67'], {
        ars: ['Nancy', '54'],
        dreal: ['Metz', '57'],
        draaf: ['Châlons-en-Champagne', '51'],
        insee: ['Nancy', '54'],
      }),
      ["Rectorat de l'académie de Strasbourg", 'Strasbourg', '67'],
      ["Rectorat de l'académie de Nancy-Metz", 'Nancy', '54'],
      ["Rectorat de l'académie de Reims", 'Reims', '51'],
    ],
    university: [
      ['Université de Strasbourg', 'Strasbourg', '67'],
      ['Université de Lorraine', 'Nancy', '54'],
      ['Université de Reims Champagne-Ardenne', 'Reims', '51'],
      ['Université de Haute-Alsace', 'Mulhouse', '68'],
      ['Université de technologie de Troyes', 'Troyes', '10'],
      ['INSA Strasbourg', 'Strasbourg', '67'],
    ],
    local: [
      ['Région Grand Est', 'Strasbourg', '67'],
      ["Collectivité européenne d'Alsace", 'Strasbourg', '67'],
      ['Eurométropole de Strasbourg', 'Strasbourg', '67'],
      ['Metz Métropole', 'Metz', '57'],
      ['Métropole du Grand Nancy', 'Nancy', '54'],
      ['Grand Reims', 'Reims', '51'],
      ['Mulhouse Alsace Agglomération', 'Mulhouse', '68'],
    ],
    ministry: [['Agence nationale des titres sécurisés (ANTS)', 'Charleville-Mézières', '08']],
  },
  {
    code: '52',
    name: 'Pays de la Loire',
    departements: [
      ['44', 'de la Loire-Atlantique', 'Nantes'],
      ['49', 'de Maine-et-Loire', 'Angers'],
      ['53', 'de la Mayenne', 'Laval'],
      ['72', 'de la Sarthe', 'Le Mans'],
      ['85', 'de la Vendée', 'La Roche-sur-Yon'],
    ],
    hospital: [
      ['CHU de Nantes', 'Nantes', '44'],
      ["CHU d'Angers", 'Angers', '49'],
      ['Centre hospitalier Le Mans', 'Le Mans', '72'],
      ['Centre hospitalier départemental Vendée', 'La Roche-sur-Yon', '85'],
      ['Centre hospitalier de Laval', 'Laval', '53'],
      ['Centre hospitalier de Saint-Nazaire', 'Saint-Nazaire', '44'],
      ['Centre hospitalier de Cholet', 'Cholet', '49'],
      ["Institut de cancérologie de l'Ouest", 'Saint-Herblain', '44'],
    ],
    regional: [
      ...regionalDirections('Pays de la Loire', ['', 'Nantes', '44']),
      ["Rectorat de l'académie de Nantes", 'Nantes', '44'],
    ],
    university: [
      ['Nantes Université', 'Nantes', '44'],
      ["Université d'Angers", 'Angers', '49'],
      ['Le Mans Université', 'Le Mans', '72'],
      ['École centrale de Nantes', 'Nantes', '44'],
      ['Oniris VetAgroBio Nantes', 'Nantes', '44'],
    ],
    local: [
      ['Région Pays de la Loire', 'Nantes', '44'],
      ['Nantes Métropole', 'Nantes', '44'],
      ['Angers Loire Métropole', 'Angers', '49'],
      ['Le Mans Métropole', 'Le Mans', '72'],
      ['Ville de Saint-Nazaire', 'Saint-Nazaire', '44'],
    ],
    ministry: [
      ["Service des retraites de l'État (DGFiP)", 'Nantes', '44'],
      ["Service central d'état civil (ministère de l'Europe et des Affaires étrangères)", 'Nantes', '44'],
    ],
  },
  {
    code: '53',
    name: 'Bretagne',
    departements: [
      ['22', "des Côtes-d'Armor", 'Saint-Brieuc'],
      ['29', 'du Finistère', 'Quimper'],
      ['35', "d'Ille-et-Vilaine", 'Rennes'],
      ['56', 'du Morbihan', 'Vannes'],
    ],
    hospital: [
      ['CHU de Rennes', 'Rennes', '35'],
      ['CHU de Brest', 'Brest', '29'],
      ['Centre hospitalier de Cornouaille', 'Quimper', '29'],
      ['Centre hospitalier Bretagne Atlantique', 'Vannes', '56'],
      ['Groupe hospitalier Bretagne Sud', 'Lorient', '56'],
      ['Centre hospitalier Yves-Le Foll', 'Saint-Brieuc', '22'],
      ['Centre hospitalier de Saint-Malo', 'Saint-Malo', '35'],
      ['Centre hospitalier des pays de Morlaix', 'Morlaix', '29'],
      ['Centre Eugène-Marquis', 'Rennes', '35'],
    ],
    regional: [
      ...regionalDirections('Bretagne', ['', 'Rennes', '35']),
      ["Rectorat de l'académie de Rennes", 'Rennes', '35'],
    ],
    university: [
      ['Université de Rennes', 'Rennes', '35'],
      ['Université Rennes 2', 'Rennes', '35'],
      ['Université de Bretagne occidentale', 'Brest', '29'],
      ['Université Bretagne Sud', 'Lorient', '56'],
      ['INSA Rennes', 'Rennes', '35'],
      ['IMT Atlantique', 'Plouzané', '29'],
      ['Institut Agro Rennes-Angers', 'Rennes', '35'],
      ['École normale supérieure de Rennes', 'Bruz', '35'],
    ],
    local: [
      ['Région Bretagne', 'Rennes', '35'],
      ['Rennes Métropole', 'Rennes', '35'],
      ['Brest Métropole', 'Brest', '29'],
      ['Lorient Agglomération', 'Lorient', '56'],
      ['Ville de Quimper', 'Quimper', '29'],
    ],
    ministry: [['Agence nationale de traitement automatisé des infractions (ANTAI)', 'Rennes', '35']],
  },
  {
    code: '75',
    name: 'Nouvelle-Aquitaine',
    departements: [
      ['16', 'de la Charente', 'Angoulême'],
      ['17', 'de la Charente-Maritime', 'La Rochelle'],
      ['19', 'de la Corrèze', 'Tulle'],
      ['23', 'de la Creuse', 'Guéret'],
      ['24', 'de la Dordogne', 'Périgueux'],
      ['33', 'de la Gironde', 'Bordeaux'],
      ['40', 'des Landes', 'Mont-de-Marsan'],
      ['47', 'de Lot-et-Garonne', 'Agen'],
      ['64', 'des Pyrénées-Atlantiques', 'Pau'],
      ['79', 'des Deux-Sèvres', 'Niort'],
      ['86', 'de la Vienne', 'Poitiers'],
      ['87', 'de la Haute-Vienne', 'Limoges'],
    ],
    hospital: [
      ['CHU de Bordeaux', 'Bordeaux', '33'],
      ['CHU de Limoges', 'Limoges', '87'],
      ['CHU de Poitiers', 'Poitiers', '86'],
      ['Centre hospitalier de Pau', 'Pau', '64'],
      ['Centre hospitalier de la Côte basque', 'Bayonne', '64'],
      ['Groupe hospitalier La Rochelle-Ré-Aunis', 'La Rochelle', '17'],
      ['Centre hospitalier de Niort', 'Niort', '79'],
      ["Centre hospitalier d'Angoulême", 'Angoulême', '16'],
      ['Centre hospitalier de Périgueux', 'Périgueux', '24'],
      ['Centre hospitalier de Mont-de-Marsan', 'Mont-de-Marsan', '40'],
      ['Centre hospitalier Agen-Nérac', 'Agen', '47'],
      ['Centre hospitalier de Brive', 'Brive-la-Gaillarde', '19'],
      ['Centre hospitalier de Guéret', 'Guéret', '23'],
      ['Institut Bergonié', 'Bordeaux', '33'],
    ],
    regional: [
      ...regionalDirections('Nouvelle-Aquitaine', ['', 'Bordeaux', '33'], {
        dreal: ['Poitiers', '86'],
        insee: ['Poitiers', '86'],
      }),
      ["Rectorat de l'académie de Bordeaux", 'Bordeaux', '33'],
      ["Rectorat de l'académie de Limoges", 'Limoges', '87'],
      ["Rectorat de l'académie de Poitiers", 'Poitiers', '86'],
    ],
    university: [
      ['Université de Bordeaux', 'Bordeaux', '33'],
      ['Université Bordeaux Montaigne', 'Pessac', '33'],
      ['Université de Limoges', 'Limoges', '87'],
      ['Université de Poitiers', 'Poitiers', '86'],
      ["Université de Pau et des pays de l'Adour", 'Pau', '64'],
      ['La Rochelle Université', 'La Rochelle', '17'],
      ['Bordeaux INP', 'Talence', '33'],
      ['Sciences Po Bordeaux', 'Pessac', '33'],
    ],
    local: [
      ['Région Nouvelle-Aquitaine', 'Bordeaux', '33'],
      ['Bordeaux Métropole', 'Bordeaux', '33'],
      ['Limoges Métropole', 'Limoges', '87'],
      ['Grand Poitiers', 'Poitiers', '86'],
      ['Ville de Bordeaux', 'Bordeaux', '33'],
      ["Communauté d'agglomération Pays Basque", 'Bayonne', '64'],
    ],
  },
  {
    code: '76',
    name: 'Occitanie',
    departements: [
      ['09', "de l'Ariège", 'Foix'],
      ['11', "de l'Aude", 'Carcassonne'],
      ['12', "de l'Aveyron", 'Rodez'],
      ['30', 'du Gard', 'Nîmes'],
      ['31', 'de la Haute-Garonne', 'Toulouse'],
      ['32', 'du Gers', 'Auch'],
      ['34', "de l'Hérault", 'Montpellier'],
      ['46', 'du Lot', 'Cahors'],
      ['48', 'de la Lozère', 'Mende'],
      ['65', 'des Hautes-Pyrénées', 'Tarbes'],
      ['66', 'des Pyrénées-Orientales', 'Perpignan'],
      ['81', 'du Tarn', 'Albi'],
      ['82', 'de Tarn-et-Garonne', 'Montauban'],
    ],
    hospital: [
      ['CHU de Toulouse', 'Toulouse', '31'],
      ['CHU de Montpellier', 'Montpellier', '34'],
      ['CHU de Nîmes', 'Nîmes', '30'],
      ['Centre hospitalier de Perpignan', 'Perpignan', '66'],
      ['Centre hospitalier de Béziers', 'Béziers', '34'],
      ['Centre hospitalier de Carcassonne', 'Carcassonne', '11'],
      ['Centre hospitalier de Narbonne', 'Narbonne', '11'],
      ['Centre hospitalier de Rodez', 'Rodez', '12'],
      ["Centre hospitalier d'Albi", 'Albi', '81'],
      ['Centre hospitalier de Montauban', 'Montauban', '82'],
      ['Centre hospitalier de Tarbes-Lourdes', 'Tarbes', '65'],
      ["Centre hospitalier d'Auch", 'Auch', '32'],
      ['Centre hospitalier de Cahors', 'Cahors', '46'],
      ['Centre hospitalier de Mende', 'Mende', '48'],
      ["Centre hospitalier du Val d'Ariège", 'Foix', '09'],
      ['Institut universitaire du cancer de Toulouse — Oncopole', 'Toulouse', '31'],
      ['Institut du cancer de Montpellier', 'Montpellier', '34'],
    ],
    regional: [
      ...regionalDirections('Occitanie', ['', 'Toulouse', '31'], {
        ars: ['Montpellier', '34'],
        drac: ['Montpellier', '34'],
      }),
      ["Rectorat de l'académie de Toulouse", 'Toulouse', '31'],
      ["Rectorat de l'académie de Montpellier", 'Montpellier', '34'],
    ],
    university: [
      ['Université Toulouse Capitole', 'Toulouse', '31'],
      ['Université Toulouse — Jean Jaurès', 'Toulouse', '31'],
      ['Université Toulouse III — Paul Sabatier', 'Toulouse', '31'],
      ['Université de Montpellier', 'Montpellier', '34'],
      ['Université Paul-Valéry Montpellier 3', 'Montpellier', '34'],
      ['Université de Perpignan Via Domitia', 'Perpignan', '66'],
      ['Université de Nîmes', 'Nîmes', '30'],
      ['INSA Toulouse', 'Toulouse', '31'],
      ['Institut national universitaire Champollion', 'Albi', '81'],
      ['ISAE-SUPAERO', 'Toulouse', '31'],
      ["École nationale de l'aviation civile", 'Toulouse', '31'],
    ],
    local: [
      ['Région Occitanie', 'Toulouse', '31'],
      ['Toulouse Métropole', 'Toulouse', '31'],
      ['Montpellier Méditerranée Métropole', 'Montpellier', '34'],
      ['Nîmes Métropole', 'Nîmes', '30'],
      ['Perpignan Méditerranée Métropole', 'Perpignan', '66'],
      ['Ville de Toulouse', 'Toulouse', '31'],
    ],
  },
  {
    code: '84',
    name: 'Auvergne-Rhône-Alpes',
    departements: [
      ['01', "de l'Ain", 'Bourg-en-Bresse'],
      ['03', "de l'Allier", 'Moulins'],
      ['07', "de l'Ardèche", 'Privas'],
      ['15', 'du Cantal', 'Aurillac'],
      ['26', 'de la Drôme', 'Valence'],
      ['38', "de l'Isère", 'Grenoble'],
      ['42', 'de la Loire', 'Saint-Étienne'],
      ['43', 'de la Haute-Loire', 'Le Puy-en-Velay'],
      ['63', 'du Puy-de-Dôme', 'Clermont-Ferrand'],
      ['69', 'du Rhône', 'Lyon'],
      ['73', 'de la Savoie', 'Chambéry'],
      ['74', 'de la Haute-Savoie', 'Annecy'],
    ],
    hospital: [
      ['Hospices civils de Lyon', 'Lyon', '69'],
      ['CHU Grenoble Alpes', 'La Tronche', '38'],
      ['CHU de Saint-Étienne', 'Saint-Étienne', '42'],
      ['CHU de Clermont-Ferrand', 'Clermont-Ferrand', '63'],
      ['Centre hospitalier Annecy Genevois', 'Épagny Metz-Tessy', '74'],
      ['Centre hospitalier Métropole Savoie', 'Chambéry', '73'],
      ['Centre hospitalier de Valence', 'Valence', '26'],
      ['Centre hospitalier de Bourg-en-Bresse Fleyriat', 'Bourg-en-Bresse', '01'],
      ['Centre hospitalier de Roanne', 'Roanne', '42'],
      ['Centre hospitalier Moulins-Yzeure', 'Moulins', '03'],
      ['Centre hospitalier Émile-Roux', 'Le Puy-en-Velay', '43'],
      ["Centre hospitalier d'Aurillac Henri-Mondor", 'Aurillac', '15'],
      ["Centre hospitalier des Vals d'Ardèche", 'Privas', '07'],
      ['Centre hospitalier Alpes-Léman', 'Contamine-sur-Arve', '74'],
      ['Centre hospitalier Le Vinatier', 'Bron', '69'],
      ['Centre Léon-Bérard', 'Lyon', '69'],
    ],
    regional: [
      ...regionalDirections('Auvergne-Rhône-Alpes', ['', 'Lyon', '69']),
      ["Rectorat de l'académie de Lyon", 'Lyon', '69'],
      ["Rectorat de l'académie de Grenoble", 'Grenoble', '38'],
      ["Rectorat de l'académie de Clermont-Ferrand", 'Clermont-Ferrand', '63'],
    ],
    university: [
      ['Université Claude Bernard Lyon 1', 'Villeurbanne', '69'],
      ['Université Lumière Lyon 2', 'Lyon', '69'],
      ['Université Jean Moulin Lyon 3', 'Lyon', '69'],
      ['Université Grenoble Alpes', "Saint-Martin-d'Hères", '38'],
      ['Université Jean Monnet Saint-Étienne', 'Saint-Étienne', '42'],
      ['Université Clermont Auvergne', 'Clermont-Ferrand', '63'],
      ['Université Savoie Mont Blanc', 'Chambéry', '73'],
      ['École normale supérieure de Lyon', 'Lyon', '69'],
      ['INSA Lyon', 'Villeurbanne', '69'],
      ['École centrale de Lyon', 'Écully', '69'],
      ['VetAgro Sup', "Marcy-l'Étoile", '69'],
    ],
    local: [
      ['Région Auvergne-Rhône-Alpes', 'Lyon', '69'],
      ['Métropole de Lyon', 'Lyon', '69'],
      ['Grenoble-Alpes Métropole', 'Grenoble', '38'],
      ['Saint-Étienne Métropole', 'Saint-Étienne', '42'],
      ['Clermont Auvergne Métropole', 'Clermont-Ferrand', '63'],
      ['Ville de Lyon', 'Lyon', '69'],
      ['Ville de Villeurbanne', 'Villeurbanne', '69'],
    ],
  },
  {
    code: '93',
    name: "Provence-Alpes-Côte d'Azur",
    departements: [
      ['04', 'des Alpes-de-Haute-Provence', 'Digne-les-Bains'],
      ['05', 'des Hautes-Alpes', 'Gap'],
      ['06', 'des Alpes-Maritimes', 'Nice'],
      ['13', 'des Bouches-du-Rhône', 'Marseille'],
      ['83', 'du Var', 'Toulon'],
      ['84', 'de Vaucluse', 'Avignon'],
    ],
    hospital: [
      ['AP-HM — Hôpital de la Timone', 'Marseille', '13'],
      ['AP-HM — Hôpital Nord', 'Marseille', '13'],
      ['AP-HM — Hôpital de la Conception', 'Marseille', '13'],
      ['CHU de Nice', 'Nice', '06'],
      ["Centre hospitalier d'Avignon Henri-Duffaut", 'Avignon', '84'],
      ['Centre hospitalier intercommunal Toulon-La Seyne-sur-Mer', 'Toulon', '83'],
      ["Centre hospitalier du pays d'Aix", 'Aix-en-Provence', '13'],
      ["Centre hospitalier d'Arles Joseph-Imbert", 'Arles', '13'],
      ['Centre hospitalier intercommunal des Alpes du Sud', 'Gap', '05'],
      ['Centre hospitalier de Digne-les-Bains', 'Digne-les-Bains', '04'],
      ['Centre hospitalier de Cannes Simone-Veil', 'Cannes', '06'],
      ['Centre hospitalier de Grasse', 'Grasse', '06'],
      ['Centre hospitalier de Draguignan', 'Draguignan', '83'],
      ['Centre hospitalier intercommunal de Fréjus-Saint-Raphaël', 'Fréjus', '83'],
      ["Hôpital d'instruction des armées Sainte-Anne", 'Toulon', '83'],
      ['Institut Paoli-Calmettes', 'Marseille', '13'],
      ['Centre Antoine-Lacassagne', 'Nice', '06'],
    ],
    regional: [
      ...regionalDirections("Provence-Alpes-Côte d'Azur", ['', 'Marseille', '13'], {
        drac: ['Aix-en-Provence', '13'],
      }),
      ["Rectorat de l'académie d'Aix-Marseille", 'Aix-en-Provence', '13'],
      ["Rectorat de l'académie de Nice", 'Nice', '06'],
    ],
    university: [
      ['Aix-Marseille Université', 'Marseille', '13'],
      ["Université Côte d'Azur", 'Nice', '06'],
      ['Avignon Université', 'Avignon', '84'],
      ['Université de Toulon', 'La Garde', '83'],
      ['École centrale Méditerranée', 'Marseille', '13'],
    ],
    local: [
      ["Région Provence-Alpes-Côte d'Azur", 'Marseille', '13'],
      ['Métropole Aix-Marseille-Provence', 'Marseille', '13'],
      ["Métropole Nice Côte d'Azur", 'Nice', '06'],
      ['Métropole Toulon Provence Méditerranée', 'Toulon', '83'],
      ['Ville de Marseille', 'Marseille', '13'],
      ['Grand Avignon', 'Avignon', '84'],
    ],
    ministry: [["Archives nationales d'outre-mer", 'Aix-en-Provence', '13']],
  },
  {
    code: '94',
    name: 'Corse',
    departements: [
      ['2A', 'de la Corse-du-Sud', 'Ajaccio', false],
      ['2B', 'de la Haute-Corse', 'Bastia', false],
    ],
    hospital: [
      ['Centre hospitalier de Bastia', 'Bastia', '2B'],
      ['Centre hospitalier de la Miséricorde', 'Ajaccio', '2A'],
      ['Centre hospitalier de Castelluccio', 'Ajaccio', '2A'],
      ['Centre hospitalier de Calvi-Balagne', 'Calvi', '2B'],
      ['Centre hospitalier intercommunal de Corte-Tattone', 'Corte', '2B'],
    ],
    regional: [
      ...regionalDirections('Corse', ['', 'Ajaccio', '2A']),
      ["Rectorat de l'académie de Corse", 'Ajaccio', '2A'],
    ],
    university: [['Université de Corse Pasquale Paoli', 'Corte', '2B']],
    local: [
      ['Collectivité de Corse', 'Ajaccio', '2A'],
      ["Communauté d'agglomération du pays ajaccien", 'Ajaccio', '2A'],
      ["Communauté d'agglomération de Bastia", 'Bastia', '2B'],
      ["Ville d'Ajaccio", 'Ajaccio', '2A'],
      ['Ville de Bastia', 'Bastia', '2B'],
    ],
  },
  {
    code: '01',
    name: 'Guadeloupe',
    departements: [['971', 'de la Guadeloupe', 'Basse-Terre']],
    hospital: [
      ['CHU de la Guadeloupe', 'Les Abymes', '971'],
      ['Centre hospitalier de la Basse-Terre', 'Basse-Terre', '971'],
      ['Centre hospitalier Louis-Daniel-Beauperthuy', 'Pointe-Noire', '971'],
      ['Centre hospitalier Maurice-Selbonne', 'Bouillante', '971'],
      ['Centre hospitalier de Capesterre-Belle-Eau', 'Capesterre-Belle-Eau', '971'],
      ['Centre hospitalier de Marie-Galante', 'Grand-Bourg', '971'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) Guadeloupe, Saint-Martin et Saint-Barthélemy', 'Gourbeyre', '971'],
      ['DEAL Guadeloupe', 'Basse-Terre', '971'],
      ['DAAF Guadeloupe', 'Basse-Terre', '971'],
      ['DEETS Guadeloupe', 'Les Abymes', '971'],
      ['DAC Guadeloupe', 'Basse-Terre', '971'],
      ['Direction régionale des finances publiques (DRFiP) Guadeloupe', 'Basse-Terre', '971'],
      ["Rectorat de l'académie de la Guadeloupe", 'Les Abymes', '971'],
    ],
    university: [['Université des Antilles — campus de Fouillole', 'Pointe-à-Pitre', '971']],
    local: [
      ['Région Guadeloupe', 'Basse-Terre', '971'],
      ["Communauté d'agglomération Cap Excellence", 'Pointe-à-Pitre', '971'],
      ['Ville de Pointe-à-Pitre', 'Pointe-à-Pitre', '971'],
    ],
  },
  {
    code: '02',
    name: 'Martinique',
    departements: [['972', 'de la Martinique', 'Fort-de-France', false]],
    hospital: [
      ['CHU de Martinique — Hôpital Pierre-Zobda-Quitman', 'Fort-de-France', '972'],
      ['CHU de Martinique — Hôpital Louis-Domergue', 'La Trinité', '972'],
      ['CHU de Martinique — Hôpital du Lamentin', 'Le Lamentin', '972'],
      ["CHU de Martinique — Maison de la femme, de la mère et de l'enfant", 'Fort-de-France', '972'],
      ['Centre hospitalier du Nord Caraïbe', 'Saint-Pierre', '972'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) Martinique', 'Fort-de-France', '972'],
      ['DEAL Martinique', 'Fort-de-France', '972'],
      ['DAAF Martinique', 'Fort-de-France', '972'],
      ['DEETS Martinique', 'Fort-de-France', '972'],
      ['DAC Martinique', 'Fort-de-France', '972'],
      ['Direction régionale des finances publiques (DRFiP) Martinique', 'Fort-de-France', '972'],
      ["Rectorat de l'académie de la Martinique", 'Schœlcher', '972'],
    ],
    university: [['Université des Antilles — campus de Schœlcher', 'Schœlcher', '972']],
    local: [
      ['Collectivité territoriale de Martinique', 'Fort-de-France', '972'],
      ["Communauté d'agglomération du Centre de la Martinique", 'Fort-de-France', '972'],
      ['Ville de Fort-de-France', 'Fort-de-France', '972'],
    ],
  },
  {
    code: '03',
    name: 'Guyane',
    departements: [['973', 'de la Guyane', 'Cayenne', false]],
    hospital: [
      ['Centre hospitalier de Cayenne Andrée-Rosemon', 'Cayenne', '973'],
      ["Centre hospitalier de l'Ouest guyanais Franck-Joly", 'Saint-Laurent-du-Maroni', '973'],
      ['Centre hospitalier de Kourou', 'Kourou', '973'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) Guyane', 'Cayenne', '973'],
      ['Direction générale des territoires et de la mer (DGTM) de Guyane', 'Cayenne', '973'],
      ['Direction générale de la cohésion et des populations (DGCOPOP) de Guyane', 'Cayenne', '973'],
      ['DAC Guyane', 'Cayenne', '973'],
      ['Direction régionale des finances publiques (DRFiP) Guyane', 'Cayenne', '973'],
      ["Rectorat de l'académie de la Guyane", 'Cayenne', '973'],
    ],
    university: [['Université de Guyane', 'Cayenne', '973']],
    local: [
      ['Collectivité territoriale de Guyane', 'Cayenne', '973'],
      ["Communauté d'agglomération du Centre Littoral", 'Cayenne', '973'],
      ['Ville de Cayenne', 'Cayenne', '973'],
    ],
  },
  {
    code: '04',
    name: 'La Réunion',
    departements: [['974', 'de La Réunion', 'Saint-Denis']],
    hospital: [
      ['CHU de La Réunion — site Félix-Guyon', 'Saint-Denis', '974'],
      ['CHU de La Réunion — site Sud', 'Saint-Pierre', '974'],
      ['Centre hospitalier Ouest Réunion', 'Saint-Paul', '974'],
      ['Groupe hospitalier Est Réunion', 'Saint-Benoît', '974'],
      ['Établissement public de santé mentale de La Réunion', 'Saint-Paul', '974'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) La Réunion', 'Saint-Denis', '974'],
      ['DEAL La Réunion', 'Saint-Denis', '974'],
      ['DAAF La Réunion', 'Saint-Denis', '974'],
      ['DEETS La Réunion', 'Saint-Denis', '974'],
      ['DAC La Réunion', 'Saint-Denis', '974'],
      ['Direction régionale des finances publiques (DRFiP) La Réunion', 'Saint-Denis', '974'],
      ['Insee — direction régionale La Réunion-Mayotte', 'Saint-Denis', '974'],
      ["Rectorat de l'académie de La Réunion", 'Saint-Denis', '974'],
    ],
    university: [['Université de La Réunion', 'Saint-Denis', '974']],
    local: [
      ['Région Réunion', 'Saint-Denis', '974'],
      ['Communauté intercommunale du Nord de La Réunion (CINOR)', 'Saint-Denis', '974'],
      ['Ville de Saint-Denis', 'Saint-Denis', '974'],
      ['Ville de Saint-Pierre', 'Saint-Pierre', '974'],
    ],
  },
  {
    code: '06',
    name: 'Mayotte',
    departements: [['976', 'de Mayotte', 'Mamoudzou']],
    hospital: [
      ['Centre hospitalier de Mayotte', 'Mamoudzou', '976'],
      ['Centre hospitalier de Mayotte — centre médical de référence de Petite-Terre', 'Dzaoudzi', '976'],
      ['Centre hospitalier de Mayotte — centre médical de référence de Dzoumogné', 'Bandraboua', '976'],
      ['Centre hospitalier de Mayotte — centre médical de référence de Kahani', 'Ouangani', '976'],
      ['Centre hospitalier de Mayotte — centre médical de référence de Mramadoudou', 'Chirongui', '976'],
    ],
    regional: [
      ['Agence régionale de santé (ARS) Mayotte', 'Mamoudzou', '976'],
      ['DEAL Mayotte', 'Mamoudzou', '976'],
      ['DAAF Mayotte', 'Mamoudzou', '976'],
      ['DEETS Mayotte', 'Mamoudzou', '976'],
      ['Direction régionale des finances publiques (DRFiP) Mayotte', 'Mamoudzou', '976'],
      ['Rectorat de Mayotte', 'Mamoudzou', '976'],
    ],
    university: [['Université de Mayotte', 'Dembéni', '976']],
    local: [
      ["Communauté d'agglomération de Dembéni-Mamoudzou", 'Mamoudzou', '976'],
      ['Ville de Mamoudzou', 'Mamoudzou', '976'],
    ],
  },
];

function entriesOf(region: RegionSeed): EstablishmentSeed[] {
  const entry = (type: EstablishmentType, [label, city, departement]: Site): EstablishmentSeed => ({
    type,
    regionCode: region.code,
    regionName: region.name,
    departement,
    label,
    value: siteValue(type, departement, label),
    city,
  });
  const prefectures = region.departements.map(([code, of, city]): Site => [`Préfecture ${of}`, city, code]);
  const councils = region.departements
    .filter(([, , , council]) => council !== false)
    .map(([code, of, city]): Site => [`Conseil départemental ${of}`, city, code]);
  return [
    ...region.hospital.map((site) => entry('hospital', site)),
    ...(region.ministry ?? []).map((site) => entry('ministry', site)),
    ...[...prefectures, ...region.regional].map((site) => entry('regional', site)),
    ...region.university.map((site) => entry('university', site)),
    ...[...region.local, ...councils].map((site) => entry('local', site)),
  ];
}

/** Every site of the directory, loaded at start-up (idempotently) into the establishment table. */
export const ESTABLISHMENT_DIRECTORY: readonly EstablishmentSeed[] = REGIONS.flatMap(entriesOf);

/** The 18 régions, by INSEE code. */
export const ESTABLISHMENT_REGIONS: readonly { code: string; name: string }[] = REGIONS.map(({ code, name }) => ({
  code,
  name,
}));
