/**
 * Units in which an impact model expresses a quantity (supporting §9), in the order of the
 * specification, each with its French label. Codes are stable: they are stored with the models.
 */
export enum ImpactUnit {
  Unit = 'unit',
  Device = 'device',
  Vehicle = 'vehicle',
  A4Sheets100 = '100_a4_sheets',
  Euros = 'euros',
  KiloEuros = 'k_euros',
  Meter = 'meter',
  Kilometer = 'km',
  SquareMeter = 'm2',
  Hectare = 'ha',
  CubicMeter = 'm3',
  Milligram = 'mg',
  Gram = 'g',
  Kilogram = 'kg',
  Tonne = 'tonne',
  Gigajoule = 'GJ',
  Megajoule = 'MJ',
  KilowattHour = 'kWh',
  MegawattHour = 'MWh',
  GigawattHour = 'GWh',
  Millilitre = 'ml',
  Litre = 'litre',
  KgCo2e = 'kgCO2e',
  Percent = 'percent',
}

export interface ImpactUnitInfo {
  code: ImpactUnit;
  /** Full French name. */
  label: string;
  /** Short form shown next to a figure. */
  symbol: string;
}

export const IMPACT_UNITS: readonly ImpactUnitInfo[] = [
  { code: ImpactUnit.Unit, label: 'Unité', symbol: 'u' },
  { code: ImpactUnit.Device, label: 'Appareil', symbol: 'appareil' },
  { code: ImpactUnit.Vehicle, label: 'Véhicule', symbol: 'véhicule' },
  { code: ImpactUnit.A4Sheets100, label: '100 feuilles A4', symbol: '100 feuilles A4' },
  { code: ImpactUnit.Euros, label: 'Euro', symbol: '€' },
  { code: ImpactUnit.KiloEuros, label: 'Millier d’euros', symbol: 'k€' },
  { code: ImpactUnit.Meter, label: 'Mètre', symbol: 'm' },
  { code: ImpactUnit.Kilometer, label: 'Kilomètre', symbol: 'km' },
  { code: ImpactUnit.SquareMeter, label: 'Mètre carré', symbol: 'm²' },
  { code: ImpactUnit.Hectare, label: 'Hectare', symbol: 'ha' },
  { code: ImpactUnit.CubicMeter, label: 'Mètre cube', symbol: 'm³' },
  { code: ImpactUnit.Milligram, label: 'Milligramme', symbol: 'mg' },
  { code: ImpactUnit.Gram, label: 'Gramme', symbol: 'g' },
  { code: ImpactUnit.Kilogram, label: 'Kilogramme', symbol: 'kg' },
  { code: ImpactUnit.Tonne, label: 'Tonne', symbol: 't' },
  { code: ImpactUnit.Gigajoule, label: 'Gigajoule', symbol: 'GJ' },
  { code: ImpactUnit.Megajoule, label: 'Mégajoule', symbol: 'MJ' },
  { code: ImpactUnit.KilowattHour, label: 'Kilowattheure', symbol: 'kWh' },
  { code: ImpactUnit.MegawattHour, label: 'Mégawattheure', symbol: 'MWh' },
  { code: ImpactUnit.GigawattHour, label: 'Gigawattheure', symbol: 'GWh' },
  { code: ImpactUnit.Millilitre, label: 'Millilitre', symbol: 'ml' },
  { code: ImpactUnit.Litre, label: 'Litre', symbol: 'l' },
  { code: ImpactUnit.KgCo2e, label: 'Kilogramme équivalent CO2', symbol: 'kgCO2e' },
  { code: ImpactUnit.Percent, label: 'Pourcentage', symbol: '%' },
];
