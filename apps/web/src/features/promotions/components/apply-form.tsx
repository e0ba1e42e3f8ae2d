import { Alert, Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberPromotion } from '@perya/contracts';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { useApplyPromotion } from '../api/promotions';

/**
 * An application (spec §5): a comment of at most 140 characters and up to 3 PNG or JPG images of
 * at most 5 MB each — checked here for a quick answer, and again by the server, which decides.
 */
export const ApplyForm = ({ promotion, onDone }: { promotion: MemberPromotion; onDone: () => void }) => {
  const { t } = useTranslation('promotions');
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const apply = useApplyPromotion();
  const length = Array.from(comment).length;
  const badImage = images.find(
    (file) =>
      file.size > APPLICATION_IMAGE_MAX_BYTES || !(APPLICATION_IMAGE_TYPES as readonly string[]).includes(file.type),
  );
  const problem =
    length > APPLICATION_COMMENT_MAX
      ? t('apply.commentHint')
      : images.length > APPLICATION_IMAGES_MAX
        ? t('apply.tooMany')
        : badImage
          ? t('apply.badImage', { name: badImage.name })
          : null;

  return (
    <Stack gap="sm" data-testid="apply-form">
      <Textarea
        label={t('apply.comment')}
        description={`${t('apply.commentHint')} ${length}/${APPLICATION_COMMENT_MAX}`}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={2}
        error={length > APPLICATION_COMMENT_MAX ? t('apply.commentHint') : undefined}
      />
      <FileInput
        label={t('apply.images')}
        description={t('apply.imagesHint')}
        leftSection={<IconPhoto size={16} />}
        accept={APPLICATION_IMAGE_TYPES.join(',')}
        multiple
        clearable
        value={images}
        onChange={setImages}
      />
      {problem && (
        <Text c="ruby.4" fz="sm" role="alert">
          {problem}
        </Text>
      )}
      {apply.isError && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(apply.error, t)}
        </Alert>
      )}
      <Button
        loading={apply.isPending}
        disabled={Boolean(problem)}
        onClick={() =>
          apply.mutate(
            { promotionId: promotion.id, comment, images },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('apply.sent') });
                onDone();
              },
            },
          )
        }
      >
        {t('apply.submit')}
      </Button>
    </Stack>
  );
};
