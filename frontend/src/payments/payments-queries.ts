import type { AppliedDiscount, PackagesResponse, PaymentMethod, PremiumClaim, TimeBonus } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchPackages, fetchPremiumStats, fetchTimeBonus, fetchWelcomeDiscount } from './payments-api';

// Prices and offers depend on who is logged in, so they live under `members`: login and
// logout drop them, and premium arriving refetches them (no discount for a paid member).
export const PACKAGES_QUERY_KEY = ['members', 'packages'] as const;
export const TIME_BONUS_QUERY_KEY = ['members', 'time-bonus'] as const;
export const WELCOME_DISCOUNT_QUERY_KEY = ['members', 'welcome-discount'] as const;

export const packagesQuery = (code: string | null, method: PaymentMethod | null = null) =>
  queryOptions({
    queryKey: [...PACKAGES_QUERY_KEY, code, method] as const,
    queryFn: ({ signal }): Promise<PackagesResponse> => fetchPackages(code, method, signal),
    staleTime: 30_000,
    // A refused code is an answer to show, not a hiccup to retry.
    retry: false,
  });

export const timeBonusQuery = () =>
  queryOptions({
    queryKey: TIME_BONUS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<TimeBonus | null> => (await fetchTimeBonus(signal)).time_bonus,
    // Its end is known in advance; the server tells open tabs when it ends early (payment).
    staleTime: Infinity,
  });

export const welcomeDiscountQuery = () =>
  queryOptions({
    queryKey: WELCOME_DISCOUNT_QUERY_KEY,
    queryFn: async ({ signal }): Promise<AppliedDiscount | null> => (await fetchWelcomeDiscount(signal)).discount,
    staleTime: Infinity,
    retry: false,
  });

export const premiumStatsQuery = () =>
  queryOptions({
    queryKey: ['premium-stats'] as const,
    queryFn: async ({ signal }): Promise<PremiumClaim | null> => (await fetchPremiumStats(signal)).claim,
    // The server keeps the figure an hour.
    staleTime: 15 * 60_000,
  });
