import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../../api/account-actions-api';
import { queryKeys } from '../../api/query-keys';

/** Saves profile details from a signup step and moves on with the updated member. */
export function useSaveProfile(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.user, updated);
      onDone();
    },
  });
}
