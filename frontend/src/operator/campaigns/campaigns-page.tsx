import { useQuery } from '@tanstack/react-query';
import { ConsoleQueryState } from '../console-query-state';
import { campaignsQuery, discountCodesQuery } from './campaign-api';
import { CampaignForm } from './campaign-form';
import { CampaignItem } from './campaign-item';
import { CAMPAIGN_TEXTS as T } from './campaign-texts';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodesTable } from './discount-codes-table';

/** Campaigns and codes (docs/product.md#operator-campaigns): admins only. */
export function CampaignsPage() {
  const codes = useQuery(discountCodesQuery());
  const campaigns = useQuery(campaignsQuery());
  return (
    <div lang="en">
      <nav className="small mb-3">
        <a href="/operator/">{T.home}</a>
      </nav>
      <h1 className="h3">{T.title}</h1>
      <section className="mb-4" aria-labelledby="codes-title">
        <h2 className="h5" id="codes-title">
          {T.codesTitle}
        </h2>
        <DiscountCodeForm />
        <ConsoleQueryState isPending={codes.isPending} error={codes.error} onRetry={() => void codes.refetch()} texts={T}>
          <DiscountCodesTable codes={codes.data?.codes ?? []} />
        </ConsoleQueryState>
      </section>
      <section aria-labelledby="campaigns-title">
        <h2 className="h5" id="campaigns-title">
          {T.campaignsTitle}
        </h2>
        <CampaignForm />
        <ConsoleQueryState isPending={campaigns.isPending} error={campaigns.error} onRetry={() => void campaigns.refetch()} texts={T}>
          {campaigns.data?.campaigns.length === 0 ? (
            <p>{T.noCampaigns}</p>
          ) : (
            <ul className="list-unstyled">
              {campaigns.data?.campaigns.map((campaign) => (
                <CampaignItem key={campaign.id} campaign={campaign} />
              ))}
            </ul>
          )}
        </ConsoleQueryState>
      </section>
    </div>
  );
}
