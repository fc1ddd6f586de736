import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { MailFeedbackService } from './mail-feedback.service';
import { unsubscribePage } from './unsubscribe-page';

// The page is on the member's own site already (the link's origin), so a site path does.
const SETTINGS_PATH = '/notifications';

const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/**
 * The unsubscribe link of notification mails (no session: the token is the authority) and the
 * door for bounce and complaint reports from the mail server.
 */
@ApiTags('notifications')
@Controller('api')
export class MailFeedbackController {
  constructor(private readonly feedback: MailFeedbackService) {}

  @Get('unsubscribe/:token')
  @ApiOperation({ summary: "The unsubscribe link's page (HTML): asks before it unsubscribes, as mail scanners open links" })
  async ask(@Param('token') raw: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = this.feedback.token(raw);
    const member = token ? await this.feedback.member(token) : null;
    // A browser gets the page that says the link is not valid; a program the API's JSON error.
    if (!member && !wantsHtml(request)) throw new ApiException('link_invalid', HttpStatus.NOT_FOUND);
    this.html(reply, member ? HttpStatus.OK : HttpStatus.NOT_FOUND);
    return unsubscribePage({
      state: member ? 'ask' : 'invalid',
      locale: member?.language ?? DEFAULT_LOCALE,
      site: member?.site_name ?? 'Amoretto',
      type: token?.type,
      email: member?.email,
      action: request.url,
      settingsUrl: SETTINGS_PATH,
    });
  }

  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click), without a session: turns the mail type off and pauses notification mails (reason listunsubscribe)',
  })
  async unsubscribe(@Param('token') raw: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = this.feedback.token(raw);
    const member = token ? await this.feedback.unsubscribe(token) : null;
    if (!token || !member) throw new ApiException('link_invalid', HttpStatus.NOT_FOUND);
    // Mail clients post from their servers and read only the status; the page's own form gets the page.
    if (!wantsHtml(request)) return { unsubscribed: true, type: token.type };
    this.html(reply, HttpStatus.OK);
    return unsubscribePage({
      state: 'done',
      locale: member.language,
      site: member.site_name ?? 'Amoretto',
      type: token.type,
      settingsUrl: SETTINGS_PATH,
    });
  }

  @Post('mail/inbound')
  @HttpCode(200)
  @ApiConsumes('text/plain', 'application/json')
  @ApiBody({
    schema: {
      oneOf: [
        { type: 'string', description: 'The raw report (RFC 822) as the mail server received it' },
        { type: 'object', description: "A provider's bounce or complaint event (Amazon SES, also inside SNS; or { type, … })" },
      ],
    },
  })
  @ApiOperation({
    summary:
      "Bounces and complaints: a raw DSN (RFC 3464) or ARF (RFC 5965) report or a mail to the mailto unsubscribe, as the mail server received it at the bounce, feedback-loop or unsubscribe address, or a mail provider's JSON event; only what names a mail token of ours counts",
  })
  async inbound(@Body() body: unknown): Promise<{ kind: string; members: number }> {
    if (typeof body === 'string' && body.length > 0) return this.feedback.report(body);
    if (body && typeof body === 'object' && !Array.isArray(body)) return this.feedback.report(body);
    throw new ApiException('bad_request', HttpStatus.BAD_REQUEST);
  }

  private html(reply: FastifyReply, status: HttpStatus): void {
    // same-origin: the page's form posts with its Origin named (no-referrer would send `Origin: null`,
    // which the cross-site write guard refuses) and still sends no address elsewhere.
    void reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
  }
}
