import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { parseId } from '@amoretto/shared';
import { PAYMENT_PROVIDER, SandboxProvider, type PaymentProvider } from '@amoretto/shared/node';
import { ApiException } from '../common/api-exception';
import { SandboxCheckoutDto, SandboxMandateOutcomeDto } from './payment-dtos';
import { providerMandateIdOf, providerPaymentIdOf } from './payments.repository';
import { SANDBOX_CHECKOUT_CSS, sandboxCheckoutPage } from './sandbox-checkout-page';

/**
 * The sandbox provider's own pages and tester controls, served by the product while the
 * sandbox is the configured provider (404 otherwise): the hosted checkout page, and
 * chargeback and mandate switches a real provider offers in its dashboard.
 */
@ApiTags('sandbox')
@Controller('api/sandbox')
export class SandboxController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get('checkout.css')
  @ApiExcludeEndpoint()
  stylesheet(@Res({ passthrough: true }) reply: FastifyReply): string {
    this.sandbox();
    void reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache');
    return SANDBOX_CHECKOUT_CSS;
  }

  @Get('checkout/:id')
  @ApiOperation({ summary: 'Sandbox provider: the hosted checkout page (HTML)' })
  async checkoutPage(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const checkout = await this.sandbox().checkout(id);
    if (!checkout) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
    // Set only on success: an error leaves as JSON. With the API's default no-referrer,
    // browsers post the page's form with `Origin: null`, which the cross-site write guard
    // refuses; same-origin names the origin on the form post and still sends nothing away.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'same-origin');
    return sandboxCheckoutPage(checkout);
  }

  @Post('checkout/:id')
  @ApiOperation({
    summary: "Sandbox provider: the tester's choice (paid, failed, canceled, expired, pending_then_paid); redirects back to the shop",
  })
  async choose(@Param('id') id: string, @Body() body: SandboxCheckoutDto, @Res() reply: FastifyReply): Promise<void> {
    const redirectUrl = await this.sandbox().complete(id, body.outcome);
    if (redirectUrl === null) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
    await reply.redirect(redirectUrl, HttpStatus.SEE_OTHER);
  }

  @Post('payments/:id/chargeback')
  @HttpCode(200)
  @ApiOperation({
    summary: "Sandbox provider: the member's bank takes a paid payment back (id: the product's payment id or the sandbox id)",
  })
  async chargeback(@Param('id') id: string): Promise<{ charged_back: true }> {
    const sandbox = this.sandbox();
    const paymentId = parseId(id);
    const providerId = paymentId === undefined ? id : await providerPaymentIdOf(this.db, paymentId, sandbox.name);
    if (providerId === null || !(await sandbox.chargeback(providerId))) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
    return { charged_back: true };
  }

  @Post('mandates/:id/outcome')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Sandbox provider: whether later charges on a stored mandate succeed or are declined (id: the product's mandate id or the sandbox id)",
  })
  async mandateOutcome(@Param('id') id: string, @Body() body: SandboxMandateOutcomeDto): Promise<{ outcome: 'paid' | 'failed' }> {
    const sandbox = this.sandbox();
    const mandateId = parseId(id);
    const providerId = mandateId === undefined ? id : await providerMandateIdOf(this.db, mandateId, sandbox.name);
    if (providerId === null || !(await sandbox.setMandateOutcome(providerId, body.outcome)))
      throw new ApiException('not_found', HttpStatus.NOT_FOUND);
    return { outcome: body.outcome };
  }

  private sandbox(): SandboxProvider {
    if (!(this.provider instanceof SandboxProvider)) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
    return this.provider;
  }
}
