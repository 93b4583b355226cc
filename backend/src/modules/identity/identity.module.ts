import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EstablishmentModule } from '../establishment/index.js';
import { GeoModule } from '../geo/index.js';
import { AccountMails } from './account-mails.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { OperationDelegationController, TrocDelegationController } from './delegation-endpoints.js';
import { Delegation } from './entities/delegation.entity.js';
import { DelegationsService } from './delegations.service.js';
import { AudienceService } from './audience.service.js';
import { OrganisationGroup } from './entities/organisation-group.entity.js';
import { Organisation } from './entities/organisation.entity.js';
import { OrganismDirectoryEntry } from './entities/organism-directory-entry.entity.js';
import { Service } from './entities/service.entity.js';
import { UserToken } from './entities/user-token.entity.js';
import { User } from './entities/user.entity.js';
import { LogoutController } from './logout.controller.js';
import { OrganisationController } from './organisation.controller.js';
import { OrganisationsService } from './organisations.service.js';
import { OrganismController } from './organism.controller.js';
import { ORGANISM_DIRECTORY } from './organism-directory.js';
import { LocalOrganismDirectory } from './organism-directory.queries.js';
import { DelegationQueries } from './delegations.queries.js';
import { OrganisationQueries } from './organisations.queries.js';
import { TokenQueries } from './tokens.queries.js';
import { LocalStrategy } from './passport/local.strategy.js';
import { SessionSerializer } from './passport/session.serializer.js';
import { PeopleSearch } from './people-search.js';
import { PerimeterFilterService } from './perimeter-filter.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { RegistrationService } from './registration.service.js';
import { TokensService } from './tokens.service.js';
import { UserQueries } from './users.queries.js';
import { UsersService } from './users.service.js';
import { viewerSource } from './viewer-source.js';
import { ViewerCache } from '../../core/auth/viewer-cache.js';
import { PollLane } from '../../core/http/poll-lane.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ProConnectAccountsService } from './proconnect/proconnect-accounts.service.js';
import { ProConnectClient } from './proconnect/proconnect.client.js';
import { PROCONNECT_CLIENT, ProConnectController } from './proconnect/proconnect.controller.js';

/** Users, organisations and their services, registration, sign-in, profile. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      User,
      Organisation,
      OrganisationGroup,
      Service,
      UserToken,
      OrganismDirectoryEntry,
      Delegation,
    ]),
    PassportModule.register({ session: true }),
    GeoModule,
    EstablishmentModule,
  ],
  controllers: [
    AuthController,
    LogoutController,
    ProfileController,
    OrganismController,
    OrganisationController,
    ProConnectController,
    TrocDelegationController,
    OperationDelegationController,
  ],
  providers: [
    UserQueries,
    UsersService,
    OrganisationQueries,
    OrganisationsService,
    TokenQueries,
    TokensService,
    DelegationQueries,
    AccountMails,
    AuthService,
    RegistrationService,
    PasswordResetService,
    ProfileService,
    LocalStrategy,
    SessionSerializer,
    viewerSource,
    ViewerCache,
    PollLane,
    DelegationsService,
    AudienceService,
    PerimeterFilterService,
    PeopleSearch,
    { provide: ORGANISM_DIRECTORY, useClass: LocalOrganismDirectory },
    ProConnectAccountsService,
    {
      provide: PROCONNECT_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.proconnect ? new ProConnectClient(config.proconnect, config.publicUrl) : null,
    },
  ],
  exports: [
    UsersService,
    OrganisationsService,
    ViewerCache,
    PollLane,
    DelegationsService,
    AudienceService,
    PerimeterFilterService,
    PeopleSearch,
  ],
})
export class IdentityModule {}
