import type { Country } from '../constants';

/** The consumption tax a country levies on electronically supplied services to consumers. */
export interface TaxRate {
  /** 'gst' where the country calls it a goods and services tax (AU, NZ, CA). */
  kind: 'vat' | 'gst';
  /** Percent, e.g. 21 or 8.1. */
  percent: number;
}

/**
 * Standard rates by the member's country, which is the place of supply for digital services
 * sold to consumers (EU one-stop shop; the UK, Swiss, Australian, New Zealand and Canadian
 * rules for foreign sellers of digital services are the same in effect). Prices are
 * VAT-inclusive, so the rate only splits the price on the receipt; it never changes it.
 *
 * Source year 2025: EU member states from the European Commission's list "VAT rates applied
 * in the Member States" (1 January 2025); CH 8.1 % (ESTV, since 1 January 2024); GB 20 %
 * (HMRC); AU 10 % GST (ATO); NZ 15 % GST (IRD); CA 5 % federal GST (CRA; the provincial part
 * of HST/QST is not on the receipt). US: no federal VAT and no state sales tax is collected
 * on the product's credits, so no line (null).
 * A changed rate is a change here, with its year.
 */
export const TAX_RATES_2025: Readonly<Record<Country, TaxRate | null>> = {
  NL: { kind: 'vat', percent: 21 },
  BE: { kind: 'vat', percent: 21 },
  FR: { kind: 'vat', percent: 20 },
  IT: { kind: 'vat', percent: 22 },
  ES: { kind: 'vat', percent: 21 },
  DE: { kind: 'vat', percent: 19 },
  AT: { kind: 'vat', percent: 20 },
  IE: { kind: 'vat', percent: 23 },
  PL: { kind: 'vat', percent: 23 },
  GB: { kind: 'vat', percent: 20 },
  CH: { kind: 'vat', percent: 8.1 },
  AU: { kind: 'gst', percent: 10 },
  NZ: { kind: 'gst', percent: 15 },
  CA: { kind: 'gst', percent: 5 },
  US: null,
};

/** The rate of a member's country; null where no tax is charged or the country is not served. */
export function taxRateOf(country: string): TaxRate | null {
  return (TAX_RATES_2025 as Readonly<Record<string, TaxRate | null>>)[country] ?? null;
}

/**
 * Splits a VAT-inclusive amount (minor units): net = gross / (1 + rate) rounded to the
 * cent (halves up), tax = gross − net, so net + tax is always exactly what was paid.
 */
export function splitInclusive(grossCents: number, percent: number): { net_cents: number; tax_cents: number } {
  // Basis points keep 8.1 % exact in integer arithmetic.
  const basisPoints = Math.round(percent * 100);
  const net = Math.round((grossCents * 10_000) / (10_000 + basisPoints));
  return { net_cents: net, tax_cents: grossCents - net };
}
