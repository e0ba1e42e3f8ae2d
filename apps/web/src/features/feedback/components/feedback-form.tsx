import { Alert, Button, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Feedback, FeedbackQuestionType } from '@perya/contracts';
import { FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_QUESTION_TYPES, FEEDBACK_REMARK_MAX_LENGTH } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { useSendFeedback } from '../api/feedback';
import { PROBLEM_VALUES, contentProblem, imagesProblem, remarkProblem } from '../utils/feedback-rules';
import { FeedbackImagesField } from './feedback-images-field';

type FeedbackFormProps = {
  /** Called with the saved feedback (a popup closes itself here). */
  onSubmitted?: (feedback: Feedback) => void;
  /** The topic chosen at first (a "report a deposit problem" link, for example). */
  initialQuestionType?: FeedbackQuestionType;
};

type FormValues = { questionType: FeedbackQuestionType | null; content: string; remark: string; images: File[] };

// The server's field names, as this form calls them.
const FIELD_BY_API_NAME: Record<string, keyof FormValues> = {
  questionType: 'questionType',
  content: 'content',
  remark: 'remark',
  imageUploadIds: 'images',
};

const isQuestionType = (value: string): value is FeedbackQuestionType =>
  (FEEDBACK_QUESTION_TYPES as readonly string[]).includes(value);

/**
 * Feedback and complaints (spec §2.5 feedback, §2.4 feedbackModal): a topic, 10 to 500
 * characters, an optional remark of up to 140 and up to three screenshots.
 */
export const FeedbackForm = ({ onSubmitted, initialQuestionType }: FeedbackFormProps) => {
  const { t } = useTranslation('content');
  const send = useSendFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const problemText = (problem: string | null) =>
    problem
      ? t(`feedback.errors.${problem}`, {
          min: PROBLEM_VALUES.min,
          max:
            problem === 'remarkLength'
              ? PROBLEM_VALUES.remarkMax
              : problem.startsWith('image')
                ? PROBLEM_VALUES.imageMax
                : PROBLEM_VALUES.max,
          count: PROBLEM_VALUES.imageCount,
        })
      : null;

  const form = useForm<FormValues>({
    initialValues: { questionType: initialQuestionType ?? null, content: '', remark: '', images: [] },
    validate: {
      questionType: (value) => (value ? null : t('feedback.errors.questionType')),
      content: (value) => problemText(contentProblem(value)),
      remark: (value) => problemText(remarkProblem(value)),
      images: (value) => problemText(imagesProblem(value)),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    if (!values.questionType || !isQuestionType(values.questionType)) return;
    setFormError(null);
    send.mutate(
      { questionType: values.questionType, content: values.content, remark: values.remark, images: values.images },
      {
        onSuccess: (feedback) => {
          notifications.show({ color: 'teal', message: t('feedback.sent') });
          form.reset();
          onSubmitted?.(feedback);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'VALIDATION' && Object.keys(failure.fields).length > 0) {
            const fields = Object.entries(failure.fields).map(([name, text]) => [
              FIELD_BY_API_NAME[name.split('.')[0] ?? name] ?? name,
              text,
            ]);
            form.setErrors(Object.fromEntries(fields));
            return;
          }
          setFormError(errorText(failure, t));
        },
      },
    );
  });

  const contentLength = form.values.content.trim().length;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('feedback.formTitle')}>
      <Stack gap="md">
        <Select
          label={t('feedback.questionType')}
          placeholder={t('feedback.questionTypePlaceholder')}
          data={FEEDBACK_QUESTION_TYPES.map((value) => ({ value, label: t(`feedback.questionTypes.${value}`) }))}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('questionType')}
        />
        <Textarea
          label={t('feedback.content')}
          placeholder={t('feedback.contentPlaceholder')}
          withAsterisk
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX_LENGTH + 50}
          description={
            <Text span fz="xs" c={contentLength > FEEDBACK_CONTENT_MAX_LENGTH ? 'ruby.4' : 'dimmed'}>
              {t('feedback.contentCount', { count: contentLength, max: FEEDBACK_CONTENT_MAX_LENGTH })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('content')}
        />
        <TextInput
          label={t('feedback.remark')}
          placeholder={t('feedback.remarkPlaceholder')}
          maxLength={FEEDBACK_REMARK_MAX_LENGTH + 20}
          {...form.getInputProps('remark')}
        />
        <FeedbackImagesField
          value={form.values.images}
          onChange={(files) => form.setFieldValue('images', files)}
          error={typeof form.errors.images === 'string' ? form.errors.images : null}
        />
        {formError && (
          <Alert color="ruby" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Button
          type="submit"
          color="gold"
          leftSection={<IconSend size={18} />}
          loading={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
};
