// Geography lookups.

export interface CityOption {
  data: string;
  value: string;
  lat: number | null;
  lon: number | null;
}

/** Address geo lookup answer (supporting §3). */
export interface AddressOption {
  postal: string;
  city_name: string;
  /** INSEE code of the commune. */
  city_id: string;
  lat: number;
  lon: number;
}
