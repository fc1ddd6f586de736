import type { SandboxCheckout, SandboxOutcome } from '@amoretto/shared/node';
import { SANDBOX_BASE_CSS, escapeHtml, sandboxHtmlPage } from '../common/sandbox-html-page';

const OUTCOME_LABELS: ReadonlyArray<[SandboxOutcome, string]> = [
  ['paid', 'Paid'],
  ['failed', 'Failed'],
  ['canceled', 'Cancelled'],
  ['expired', 'Expired'],
  ['pending_then_paid', 'Pending, then paid'],
];

export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * The sandbox's hosted checkout page: plain HTML with one form, no script and no inline
 * style (the stylesheet is served beside it), so the strictest CSP lets it work.
 */
export function sandboxCheckoutPage(checkout: SandboxCheckout): string {
  const open = checkout.status === 'open';
  const buttons = OUTCOME_LABELS.map(
    ([outcome, label]) => `<button type="submit" name="outcome" value="${outcome}" class="outcome outcome-${outcome}">${label}</button>`,
  ).join('\n        ');
  const action = open
    ? `<form method="post" action="/api/sandbox/checkout/${escapeHtml(checkout.id)}">
        <p>Choose what the payment does:</p>
        ${buttons}
      </form>`
    : `<p class="done">This payment is ${escapeHtml(checkout.status)}.</p>
      <p><a href="${escapeHtml(checkout.redirectUrl)}">Back to the shop</a></p>`;
  return sandboxHtmlPage({
    title: 'Sandbox checkout',
    stylesheet: '/api/sandbox/checkout.css',
    body: `<h1>Sandbox payment</h1>
      <p class="note">Test provider: no money moves.</p>
      <dl>
        <dt>Amount</dt><dd class="amount">${escapeHtml(formatAmount(checkout.amountCents, checkout.currency))}</dd>
        <dt>Method</dt><dd class="method">${escapeHtml(checkout.method)}</dd>
        <dt>Description</dt><dd class="description">${escapeHtml(checkout.description)}</dd>
        <dt>Payment</dt><dd class="id">${escapeHtml(checkout.id)}</dd>
      </dl>
      ${action}`,
  });
}

export const SANDBOX_CHECKOUT_CSS = `${SANDBOX_BASE_CSS}main { max-width: 28rem; }
.note { color: #7a6a80; font-size: .9rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; }
dt { color: #7a6a80; }
dd { margin: 0; font-weight: 600; }
form { display: grid; gap: .5rem; margin-top: 1.5rem; }
button { font-size: 1rem; padding: .7rem; border-radius: 8px; border: 1px solid #c9bfd0; background: #fff; cursor: pointer; }
button.outcome-paid { background: #1f8a4c; border-color: #1f8a4c; color: #fff; }
button:hover { filter: brightness(.95); }
`;
