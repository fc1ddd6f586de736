import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions, ENTITIES } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { MigrationsCheck } from './migrations-check';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config.DATABASE_URL),
    }),
    TypeOrmModule.forFeature(ENTITIES),
  ],
  providers: [MigrationsCheck],
  exports: [TypeOrmModule],
})
export class DatabaseModule {}
