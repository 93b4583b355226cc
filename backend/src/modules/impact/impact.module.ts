import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrackerModule } from '../tracker/index.js';
import { TrackerCo2 } from '../tracker/index.js';
import { TrocModule } from '../troc/index.js';
import { ImpactCategory } from './entities/impact-category.entity.js';
import { ImpactChoice } from './entities/impact-choice.entity.js';
import { ImpactModel } from './entities/impact-model.entity.js';
import { ImpactFigures } from './impact-figures.service.js';
import { ImpactLibrary } from './impact-library.js';
import { ImpactLibraryController } from './impact-library.controller.js';
import { ImpactModels } from './impact-models.service.js';
import { ImpactSourcesController } from './impact-sources.controller.js';
import { ImpactSources } from './impact-sources.service.js';
import { ImpactSubjects } from './impact-subjects.js';
import { ImpactController } from './impact.controller.js';
import { ImpactQueries } from './impact.queries.js';
import { ImpactService } from './impact.service.js';

/**
 * Impact models (supporting §3): the ADEME library, organisations' own models, the models chosen
 * per listing and per exchange and their figure. It imports the troc and tracker modules (their
 * access rules); the tracker module reaches back only through its ChosenModelsCo2 interface.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ImpactCategory, ImpactModel, ImpactChoice]), TrocModule, TrackerModule],
  controllers: [ImpactController, ImpactLibraryController, ImpactSourcesController],
  providers: [ImpactQueries, ImpactLibrary, ImpactSubjects, ImpactFigures, ImpactService, ImpactModels, ImpactSources],
  exports: [ImpactQueries, ImpactFigures],
})
export class ImpactModule implements OnModuleInit {
  constructor(
    private readonly co2: TrackerCo2,
    private readonly figures: ImpactFigures,
  ) {}

  /** What this module plugs into the others' extension points, all in one place. */
  onModuleInit(): void {
    const { co2, figures } = this;
    co2.useChosenModels(figures);
  }
}
