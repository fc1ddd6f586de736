import type { OwnPhotosResponse } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPhoto } from '../api/account-actions-api';
import { queryKeys } from '../api/query-keys';
import { deletePhoto, makeMainPhoto, reorderPhotos } from './profile-api';

export type PhotoMove = { kind: 'main'; id: number } | { kind: 'order'; ids: number[] };

/** Upload, delete and reorder; each success refreshes the list and the member (main image in the top bar). */
export function usePhotoActions() {
  const queryClient = useQueryClient();
  const applied = (photos: OwnPhotosResponse) => {
    queryClient.setQueryData(queryKeys.ownPhotos, photos);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.ownPhotos });
    },
  });
  // A refusal usually means the list changed elsewhere (another tab): show the current one.
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.ownPhotos });
  const remove = useMutation({ mutationFn: deletePhoto, onSuccess: applied, onError: reload });
  const move = useMutation({
    mutationFn: (change: PhotoMove) => (change.kind === 'main' ? makeMainPhoto(change.id) : reorderPhotos(change.ids)),
    onSuccess: applied,
    onError: reload,
  });

  return { upload, remove, move, busy: upload.isPending || remove.isPending || move.isPending };
}
