import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { uploadContentImage } from '../content/content-api';
import { useAdminMutation } from '../shell/admin-query';

// The promotion card's picture (decision 052): the home carousel and the gift popup show it.
// Uploaded through the content images (re-encoded by the uploads module); none: the default
// picture (a gift on the brand gradient) shows instead.

export const PromotionPicture = ({ value, onChange }: { value: string; onChange: (url: string) => void }) => {
  const { t } = useTranslation('admin-promotions');
  const upload = useAdminMutation({ mutationFn: uploadContentImage, onSuccess: (image) => onChange(image.url) });
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('picture.label')}
      </Text>
      <Group align="flex-start" wrap="nowrap">
        {value ? (
          <Image src={value} alt={t('picture.preview')} w={160} h={90} radius="sm" fit="cover" />
        ) : (
          <Text fz="xs" c="dimmed" w={160}>
            {t('picture.none')}
          </Text>
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button {...props} size="xs" variant="default" loading={upload.isPending}>
                  {t('picture.upload')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button size="xs" variant="subtle" color="gray" onClick={() => onChange('')}>
                {t('picture.remove')}
              </Button>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('picture.help')}
          </Text>
          {upload.error && (
            <Text fz="xs" c="red" role="alert">
              {errorText(upload.error, t)}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
};
