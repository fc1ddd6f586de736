import { Module } from '@nestjs/common';
import { PageEventsController } from './page-events.controller';
import { PageEventsService } from './page-events.service';

@Module({ controllers: [PageEventsController], providers: [PageEventsService] })
export class PageEventsModule {}
