import { Module } from '@nestjs/common';
import { BackendDrain } from './backend-drain.service';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [BackendDrain], exports: [BackendDrain] })
export class HealthModule {}
