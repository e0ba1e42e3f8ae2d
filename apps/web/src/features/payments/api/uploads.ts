import { UploadSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** POST /wps/v2/uploads: one image as multipart field "file"; check it with `checkImageFile` first. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/wps/v2/uploads', UploadSchema, form);
};
