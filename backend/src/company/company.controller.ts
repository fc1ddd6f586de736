import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CompanyInfo } from '@amoretto/shared';
import { CompanyService } from './company.service';

@ApiTags('reference')
@Controller('api')
export class CompanyController {
  constructor(private readonly company: CompanyService) {}

  @Get('companyinfo.php')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The operating company, for legal pages and the footer' })
  @ApiOkResponse({ description: 'name, address, kvk, city, country, tradenames, vat_numbers, support_phone, delete_discount, added' })
  info(): Promise<CompanyInfo> {
    return this.company.info();
  }
}
