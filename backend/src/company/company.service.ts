import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TERMS_BASE_DATE, type CompanyInfo } from '@amoretto/shared';
import { companyRow } from './company.repository';

@Injectable()
export class CompanyService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async info(): Promise<CompanyInfo> {
    const row = await companyRow(this.db.manager);
    const added = row.added.toISOString();
    return {
      name: row.name,
      address: row.address,
      kvk: row.kvk,
      city: row.city,
      country: row.country,
      tradenames: row.tradenames,
      vat_numbers: row.vat_numbers,
      support_phone: row.support_phone,
      delete_discount: row.delete_discount,
      added,
      terms_version_date: termsVersionDate(row.added),
    };
  }
}

/** The later of 1 Dec 2023 12:00 UTC and the company's added date (docs/product.md#sites). */
export function termsVersionDate(added: Date): string {
  const base = new Date(TERMS_BASE_DATE);
  return (added > base ? added : base).toISOString();
}
