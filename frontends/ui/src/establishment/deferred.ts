import { deferred } from '../layout/deferred';
import type { EstablishmentSelectsProps } from './EstablishmentSelects';

export type { EstablishmentSelectsProps };

/** The establishment pickers, loaded the first time a form shows them (profile, convention). */
export const EstablishmentSelects = deferred<EstablishmentSelectsProps>(() =>
  import('./EstablishmentSelects').then((m) => m.EstablishmentSelects),
);
