import { Global, Inject, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database.options.js';
import { limitPoolWaits } from './pool-limits.js';
import { bindIntegerParameters } from './sqlite-parameters.js';
import { SearchReader } from './search-reader.js';
import { Transactions } from './transactions.js';
import { watchWrites, WriteGeneration } from './write-generation.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => databaseOptions(config),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        bindIntegerParameters(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [Transactions, SearchReader, WriteGeneration],
  exports: [Transactions, SearchReader],
})
export class DatabaseModule {
  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig, generation: WriteGeneration) {
    // Once the migrations have run: they may take longer than a request's statements.
    limitPoolWaits(dataSource, config.databaseLimits);
    watchWrites(dataSource, generation);
  }
}
