/**
 * `POST /api/admin/uploads` (admin; multipart field `file`: PNG, JPEG or WebP up to 2 MB, checked by content on the
 * server) → 201 `{ url }`, a same-site address to put into image_url or speaker_image.
 */
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';

export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp';
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export function uploadImage(file: File): Promise<{ url: string }> {
  return ok(api.admin.uploads.$post({ form: { file } }));
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
