/** What support, campaigns and codes write to the operator audit log (each with the member's id where there is one). */
export const SUPPORT_AUDIT_ACTIONS = [
  'support_member_viewed',
  'support_activation_resent',
  'support_credits_granted',
  'support_payment_refunded',
  'support_account_restored',
  'discount_code_created',
  'campaign_created',
  'campaign_started',
  'campaign_test_sent',
] as const;
