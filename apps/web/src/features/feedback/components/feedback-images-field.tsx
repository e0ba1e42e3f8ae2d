import { Button, CloseButton, FileButton, Group, Image, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FEEDBACK_IMAGES_MAX } from '@perya/contracts';

import { IMAGE_ACCEPT, IMAGE_MAX_MEGABYTES, imageProblem } from '../utils/feedback-rules';

/** A picked picture, read as a data URL (nothing to revoke); an icon until it is read. */
const Thumbnail = ({ file, alt }: { file: File; alt: string }) => {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (isCurrent && typeof reader.result === 'string') setSource(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      isCurrent = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return source ? (
    <Image src={source} alt={alt} w={56} h={56} radius="sm" fit="cover" />
  ) : (
    <ThemeIcon size={56} radius="sm" variant="light" color="gray" aria-hidden>
      <IconPhoto size={24} />
    </ThemeIcon>
  );
};

type FeedbackImagesFieldProps = { value: File[]; onChange: (files: File[]) => void; error?: string | null };

/** Up to three screenshots (png or jpg, 5 MB each), checked on the spot; uploaded on submit. */
export const FeedbackImagesField = ({ value, onChange, error }: FeedbackImagesFieldProps) => {
  const { t } = useTranslation('content');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const label = t('feedback.images');

  const handlePick = (file: File | null) => {
    if (!file) return;
    const fileProblem = imageProblem(file);
    if (fileProblem) {
      setProblem(t(`feedback.errors.${fileProblem}`, { max: IMAGE_MAX_MEGABYTES }));
      return;
    }
    setProblem(null);
    onChange([...value, file].slice(0, FEEDBACK_IMAGES_MAX));
  };

  const shownError = problem ?? error ?? null;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={t('feedback.imagesRules', { max: IMAGE_MAX_MEGABYTES, count: FEEDBACK_IMAGES_MAX })}
      error={shownError}
    >
      <Paper mt={6} p="sm" radius="md" bg="dark.6" style={{ border: '1px dashed var(--mantine-color-dark-3)' }}>
        <Stack gap="xs">
          {value.map((file, index) => (
            <Group key={`${file.name}:${file.size}:${file.lastModified}:${index}`} wrap="nowrap" gap="sm">
              <Thumbnail file={file} alt={t('feedback.screenshot', { number: index + 1 })} />
              <Text fz="sm" fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
                {file.name}
              </Text>
              <CloseButton
                aria-label={t('feedback.removeImage', { name: file.name })}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              />
            </Group>
          ))}
          {value.length < FEEDBACK_IMAGES_MAX && (
            <FileButton
              onChange={handlePick}
              accept={IMAGE_ACCEPT}
              inputProps={{ 'aria-label': label, id, 'aria-invalid': Boolean(shownError) }}
            >
              {(props) => (
                <Button {...props} variant="light" color="gray" leftSection={<IconPhotoPlus size={16} />} fullWidth>
                  {t('feedback.addImage')}
                </Button>
              )}
            </FileButton>
          )}
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
};
