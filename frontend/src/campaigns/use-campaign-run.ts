import type { SignupDto } from '@amoretto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { resendActivation } from '../api/accounts-api';
import { countMatches, createAccount } from '../api/account-actions-api';
import { CampaignRun, initialCampaignState, type CampaignState, type CampaignStep } from './campaign-steps';
import { memberCardQuery } from './member-card-query';

/** The campaign steps for one member page, wired to the real API; state re-renders the page. */
export function useCampaignRun(memberId: number): {
  state: CampaignState;
  run: (input?: { body?: SignupDto; last?: CampaignStep }) => Promise<CampaignState>;
} {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialCampaignState);
  const runner = useRef<CampaignRun | null>(null);
  runner.current ??= new CampaignRun(
    {
      // A fresh request: the member may have gone since the page loaded.
      checkProfile: async () => {
        await queryClient.fetchQuery({ ...memberCardQuery(memberId), staleTime: 0 });
      },
      createAccount,
      findMatches: () => countMatches(),
      resendMail: resendActivation,
    },
    setState,
  );
  const current = runner.current;
  return { state, run: (input) => current.run(input) };
}
