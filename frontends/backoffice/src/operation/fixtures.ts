// Test data of the operation screens' specs (never imported by application code).
import { PublicationStatus, Visibility, type OperationCard } from '@troc/shared';

/** An operation card as « Mes opérations » receives it. */
export const operationCard = (overrides: Partial<OperationCard> = {}): OperationCard => ({
  slug: 'demenagement-tastet',
  id: 7,
  name: 'Déménagement du bâtiment Tastet-Girard',
  description: 'Tout le mobilier des trois étages du bâtiment est à reprendre avant les travaux. '.repeat(3),
  publicationStatus: PublicationStatus.Draft,
  availabilityDisplayDates: 'Du 01/06/2026 au 30/06/2026',
  manager: { firstname: 'Camille', lastname: 'Martin' } as OperationCard['manager'],
  service: null,
  location: { postal: '33000', cityName: 'Bordeaux' },
  visibility: [Visibility.External],
  nbTrocs: 4,
  nbViews: 12,
  writable: true,
  actions: ['publish', 'delete'],
  ...overrides,
});
