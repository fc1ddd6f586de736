import type { AppliedDiscount, PackagesResponse, PaymentMethod, PremiumClaim, TimeBonus } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchPackages, fetchPremiumStats, fetchTimeBonus, fetchWelcomeDiscount } from './payments-api';

// Prices and offers depend on who is logged in, so their keys are member data (api/query-keys):
// login and logout drop them, and premium arriving refetches them (no discount for a paid member).
export const packagesQuery = (code: string | null, method: PaymentMethod | null = null) =>
  queryOptions({
    queryKey: queryKeys.member.packages.list(code, method),
    queryFn: ({ signal }): Promise<PackagesResponse> => fetchPackages(code, method, signal),
    staleTime: 30_000,
    // A refused code is an answer to show, not a hiccup to retry.
    retry: false,
  });

export const timeBonusQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.timeBonus,
    queryFn: async ({ signal }): Promise<TimeBonus | null> => (await fetchTimeBonus(signal)).time_bonus,
    // Its end is known in advance; the server tells open tabs when it ends early (payment).
    staleTime: Infinity,
  });

export const welcomeDiscountQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.welcomeDiscount,
    queryFn: async ({ signal }): Promise<AppliedDiscount | null> => (await fetchWelcomeDiscount(signal)).discount,
    staleTime: Infinity,
    retry: false,
  });

export const premiumStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.premiumStats,
    queryFn: async ({ signal }): Promise<PremiumClaim | null> => (await fetchPremiumStats(signal)).claim,
    // The server keeps the figure an hour.
    staleTime: 15 * 60_000,
  });
