import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database.options.js';
import { bindIntegerParameters } from './sqlite-parameters.js';
import { Transactions } from './transactions.js';

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
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}
