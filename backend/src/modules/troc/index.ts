// The troc module's front door: other modules import from here only (make boundaries checks it).
export type { SearchFormDto } from './dto/search.dto.js';
export { TrocInvitations } from './troc-invitations.js';
export type { Troc } from './entities/troc.entity.js';
export { TrocVisibility } from './troc-visibility.queries.js';
export { TrocCardsService } from './troc-cards.service.js';
export { TrocEditService } from './troc-edit.service.js';
export { TrocImportService } from './troc-import.service.js';
export type { ListingImportContext, ListingLineOutcome } from './troc-import.service.js';
export { TrocMassService } from './troc-mass.service.js';
export type { MassLineStart, MassSnapshot, NameCache } from './troc-mass.service.js';
export { TrocOperationsService } from './troc-operations.service.js';
export type { OperationTemplate } from './troc-operations.service.js';
export { TrocReadService } from './troc-read.service.js';
export { TrocSearchService } from './troc-search.service.js';
export type { NewListing, PublicationMark, SearchPage } from './troc-search.service.js';
export { TrocStockService } from './troc-stock.service.js';
export { TrocViewService } from './troc-view.service.js';
export { TrocModule } from './troc.module.js';
