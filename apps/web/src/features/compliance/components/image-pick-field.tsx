import { Button, CloseButton, FileButton, Group, Image, Input, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@perya/contracts';

const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The server's upload rules, checked before a byte is sent. */
const checkImageFile = (file: File): 'type' | 'size' | null => {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
};

/** A picked picture, read as a data URL; an icon until it is read. */
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
    <Image src={source} alt={alt} w={72} h={72} radius="sm" fit="cover" />
  ) : (
    <ThemeIcon size={72} radius="sm" variant="light" color="gray" aria-hidden>
      <IconPhoto size={28} />
    </ThemeIcon>
  );
};

type ImagePickFieldProps = {
  label: string;
  description: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null | undefined;
};

/** One picture (PNG, JPG or WebP, 5 MB at most), checked on the spot, uploaded on submit. */
export const ImagePickField = ({ label, description, value, onChange, error }: ImagePickFieldProps) => {
  const { t } = useTranslation('compliance');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error ?? null;

  const handlePick = (file: File | null) => {
    if (!file) return;
    const fileProblem = checkImageFile(file);
    if (fileProblem) {
      setProblem(t(`verification.imageErrors.${fileProblem}`, { max: UPLOAD_MAX_MEGABYTES }));
      return;
    }
    setProblem(null);
    onChange(file);
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={shownError}>
      <Paper mt={6} p="sm" radius="md" bg="dark.6" style={{ border: '1px dashed var(--mantine-color-dark-3)' }}>
        {value ? (
          <Group wrap="nowrap" gap="sm">
            <Thumbnail file={value} alt={label} />
            <Text fz="sm" fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
              {value.name}
            </Text>
            <CloseButton aria-label={t('verification.removeImage', { name: label })} onClick={() => onChange(null)} />
          </Group>
        ) : (
          <FileButton
            onChange={handlePick}
            accept={IMAGE_ACCEPT}
            inputProps={{ 'aria-label': label, id, 'aria-invalid': Boolean(shownError) }}
          >
            {(props) => (
              <Button {...props} variant="subtle" leftSection={<IconPhotoPlus size={18} />}>
                {t('verification.pickImage')}
              </Button>
            )}
          </FileButton>
        )}
      </Paper>
    </Input.Wrapper>
  );
};
