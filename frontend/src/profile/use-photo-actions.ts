import type { OwnPhotosResponse } from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPhoto } from '../api/accounts-api';
import { USER_QUERY_KEY } from '../auth/user-query';
import { deletePhoto, makeMainPhoto, reorderPhotos } from './profile-api';
import { OWN_PHOTOS_QUERY_KEY } from './profile-queries';

export type PhotoMove = { kind: 'main'; id: number } | { kind: 'order'; ids: number[] };

/** Upload, delete and reorder; each success refreshes the list and the member (main image in the top bar). */
export function usePhotoActions() {
  const queryClient = useQueryClient();
  const applied = (photos: OwnPhotosResponse) => {
    queryClient.setQueryData(OWN_PHOTOS_QUERY_KEY, photos);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      return queryClient.invalidateQueries({ queryKey: OWN_PHOTOS_QUERY_KEY });
    },
  });
  // A refusal usually means the list changed elsewhere (another tab): show the current one.
  const reload = () => queryClient.invalidateQueries({ queryKey: OWN_PHOTOS_QUERY_KEY });
  const remove = useMutation({ mutationFn: deletePhoto, onSuccess: applied, onError: reload });
  const move = useMutation({
    mutationFn: (change: PhotoMove) => (change.kind === 'main' ? makeMainPhoto(change.id) : reorderPhotos(change.ids)),
    onSuccess: applied,
    onError: reload,
  });

  return { upload, remove, move, busy: upload.isPending || remove.isPending || move.isPending };
}
