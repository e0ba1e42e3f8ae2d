import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { FeedbackQuestionType } from '@perya/contracts';
import { FeedbackPageSchema, FeedbackSchema, UploadSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

export const FEEDBACK_KEY = ['feedback'] as const;

/** GET /wps/feedback: my feedback with answers, newest first. */
export const feedbackListQueryOptions = ({ pageNo }: { pageNo: number }) =>
  queryOptions({
    queryKey: [...FEEDBACK_KEY, 'list', { pageNo }],
    queryFn: () => api.get('/wps/feedback', FeedbackPageSchema, { pageNo }),
    placeholderData: keepPreviousData,
  });

/** POST /wps/v2/uploads: one picture as multipart field "file". */
const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/wps/v2/uploads', UploadSchema, form);
};

export type FeedbackDraft = {
  questionType: FeedbackQuestionType;
  content: string;
  remark: string;
  images: File[];
};

/** Uploads the screenshots, then PUT /wps/feedback with their ids. */
export const sendFeedback = async (draft: FeedbackDraft) => {
  const uploads = [];
  for (const image of draft.images) uploads.push(await uploadImage(image));
  return api.put('/wps/feedback', FeedbackSchema, {
    questionType: draft.questionType,
    content: draft.content.trim(),
    ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
    imageUploadIds: uploads.map((upload) => upload.uploadId),
  });
};

export const useSendFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
};
