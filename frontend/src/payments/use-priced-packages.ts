import type { AppliedDiscount, PackagesResponse, PaymentMethod } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from './payments-queries';

export interface PricedPackages {
  /** The packages priced with the typed code when the server accepted it, otherwise with the member's own discount. */
  data: PackagesResponse | undefined;
  pending: boolean;
  /** Loading the packages at all failed. */
  error: unknown;
  retry: () => void;
  retrying: boolean;
  /** The server refused the typed code (shown at the field; the prices stay without it). */
  codeError: unknown;
  checkingCode: boolean;
  /** The discount of the typed code once the server accepted it. */
  codeDiscount: AppliedDiscount | null;
}

/** GET /api/payments/packages, with the typed discount code when there is one. */
export function usePricedPackages(code: string | null, method: PaymentMethod | null = null): PricedPackages {
  const base = useQuery(packagesQuery(null));
  const withCode = useQuery({ ...packagesQuery(code, method), enabled: code !== null });
  const coded = code !== null && withCode.isSuccess ? withCode.data : undefined;
  return {
    data: coded ?? base.data,
    pending: base.isPending && !coded,
    error: coded ? null : base.error,
    retry: () => void base.refetch(),
    retrying: base.isFetching,
    codeError: code !== null ? withCode.error : null,
    checkingCode: code !== null && withCode.isFetching,
    codeDiscount: coded?.discount ?? null,
  };
}
