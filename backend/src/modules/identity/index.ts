// The identity module's front door: other modules import from here only (make boundaries checks it).
export { type AudienceLookups, AudienceService } from './audience.service.js';
export { DelegationsService } from './delegations.service.js';
export { PerimeterFilterFieldsDto, TrackerPerimeterFieldsDto } from './dto/perimeter-filter.dto.js';
export type { Organisation } from './entities/organisation.entity.js';
export type { Service } from './entities/service.entity.js';
export type { User } from './entities/user.entity.js';
export { IdentityModule } from './identity.module.js';
export { OrganisationsService } from './organisations.service.js';
export { PeopleSearch } from './people-search.js';
export { PerimeterFilterService } from './perimeter-filter.service.js';
export type { ListScope } from './perimeter-filter.service.js';
export { UsersService } from './users.service.js';
export type { UserRef } from './users.queries.js';
