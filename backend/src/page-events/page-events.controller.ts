import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PageHiddenDto } from './dto/page-hidden.dto';
import { PageEventsService } from './page-events.service';

@ApiTags('analytics')
@Controller('api')
export class PageEventsController {
  constructor(private readonly events: PageEventsService) {}

  @Post('page-hidden.php')
  @HttpCode(204)
  @ApiOperation({ summary: 'Beacon sent when the page becomes hidden (bounce logging)' })
  @ApiNoContentResponse()
  async pageHidden(@Req() request: FastifyRequest, @Body() body: PageHiddenDto): Promise<void> {
    await this.events.pageHidden(request.headers.host, body);
  }
}
