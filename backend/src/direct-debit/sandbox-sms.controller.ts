import { Controller, Get, Header, HttpStatus, Inject, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { sandboxInbox } from './direct-debit.repository';
import { SANDBOX_SMS_CSS, sandboxSmsPage, sandboxSmsView, type SandboxSmsInbox } from './sandbox-sms-page';
import { SMS_SENDER, type SmsSender } from './sms-sender';

/** `GET /api/sandbox/sms` */
export class SandboxSmsQueryDto {
  /** `json` for tests and scripts; the page otherwise. */
  @IsOptional() @IsIn(['html', 'json']) format?: 'html' | 'json';
  /** Only the texts to this number (E.164, as the inbox shows it). */
  @IsOptional() @IsString() @MaxLength(32) phone?: string;
}

/**
 * The sandbox SMS inbox, served only while the sandbox SMS sender is configured (404 otherwise):
 * with a real gateway the texts are on members' phones and nowhere else.
 */
@ApiTags('sandbox')
@Controller('api/sandbox')
export class SandboxSmsController {
  constructor(
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get('sms')
  @ApiOperation({ summary: 'Sandbox SMS inbox: the direct-debit codes the sandbox sender "sent", newest first (HTML; ?format=json)' })
  async inbox(@Query() query: SandboxSmsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | SandboxSmsInbox> {
    this.assertSandbox();
    const messages = (await sandboxInbox(this.db, query.phone ?? null)).map(sandboxSmsView);
    reply.header('Cache-Control', 'no-store');
    if (query.format === 'json') return { messages };
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return sandboxSmsPage(messages);
  }

  @Get('sms.css')
  @ApiExcludeEndpoint()
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  stylesheet(): string {
    this.assertSandbox();
    return SANDBOX_SMS_CSS;
  }

  private assertSandbox(): void {
    if (this.sms.name !== 'sandbox') throw new ApiException('not_found', HttpStatus.NOT_FOUND);
  }
}
