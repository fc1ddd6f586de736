import type { Receipt } from '@amoretto/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../price-display-rules';
import { countryNameIn } from '../../members/country-name';
import { formatPaymentDate, formatTaxRate } from './payment-format';

/**
 * The receipt of a paid purchase (the same facts as the receipt mail): the seller with its
 * registration and VAT number, the site, what was bought and the VAT line of the member's
 * country. Printing the page prints this section alone.
 */
export function ReceiptSection({ receipt, localeTag }: { receipt: Receipt; localeTag: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, receipt.currency, localeTag);
  const { company, tax } = receipt;
  const taxLabel = tax
    ? `${t(tax.kind === 'gst' ? 'receipt.tax_gst' : 'receipt.tax_vat', { percent: formatTaxRate(tax.percent, localeTag) })} (${countryNameIn(tax.country, localeTag)})`
    : t('receipt.no_tax');
  return (
    <section className="payments-card receipt" data-testid="receipt" aria-labelledby="receipt-title">
      <header className="receipt__header">
        <div>
          <h2 id="receipt-title" className="h4 mb-1">
            {t('receipt.title')}
          </h2>
          <p className="receipt__number mb-0">
            {t('receipt.number')}: <span data-testid="receipt-number">{receipt.number}</span>
          </p>
        </div>
        <Button variant="outline-secondary" size="sm" className="receipt__print" onClick={() => window.print()} data-testid="receipt-print">
          {t('payment_page.print_receipt')}
        </Button>
      </header>

      <div className="receipt__parties">
        <div>
          <h3 className="h6 text-body-secondary mb-1">{t('receipt.seller')}</h3>
          <address className="mb-0" data-testid="receipt-company">
            <strong>{company.name}</strong>
            <br />
            {company.address}
            <br />
            {company.city}, {countryNameIn(company.country, localeTag)}
            <br />
            {t('receipt.kvk')}: {company.kvk}
            {company.vat_number ? (
              <>
                <br />
                {t('receipt.vat_number')}: <span data-testid="receipt-vat-number">{company.vat_number}</span>
              </>
            ) : null}
          </address>
        </div>
        <dl className="receipt__facts mb-0">
          <dt>{t('receipt.date')}</dt>
          <dd>{formatPaymentDate(receipt.date, localeTag)}</dd>
          <dt>{t('receipt.website')}</dt>
          <dd>
            {receipt.site.name} ({receipt.site.domain})
          </dd>
          <dt>{t('receipt.method')}</dt>
          <dd>{t(`payment_methods.${receipt.method}`)}</dd>
        </dl>
      </div>

      <Table size="sm" className="receipt__lines mb-0">
        <thead>
          <tr>
            <th scope="col">{t('receipt.package')}</th>
            <th scope="col" className="text-end">
              {t('transactions.col_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('receipt.credits', { count: receipt.package.credits })}</td>
            <td className="text-end">{money(receipt.amount_cents)}</td>
          </tr>
          {tax ? (
            <tr>
              <td>{t('receipt.net')}</td>
              <td className="text-end">{money(tax.net_cents)}</td>
            </tr>
          ) : null}
          <tr data-testid="receipt-tax-line">
            <td>{taxLabel}</td>
            <td className="text-end">{tax ? money(tax.tax_cents) : '–'}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="receipt__total">
            <th scope="row">{t('receipt.total')}</th>
            <td className="text-end fw-bold" data-testid="receipt-total">
              {money(receipt.amount_cents)}
            </td>
          </tr>
          {receipt.refunded_cents > 0 ? (
            <tr>
              <th scope="row">{t('receipt.refunded')}</th>
              <td className="text-end" data-testid="receipt-refunded">
                −{money(receipt.refunded_cents)}
              </td>
            </tr>
          ) : null}
        </tfoot>
      </Table>
      <p className="small text-body-secondary mt-3 mb-0">{t('payment_page.vat_included')}</p>
    </section>
  );
}
