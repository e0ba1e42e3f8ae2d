import { Button, CloseButton, FileButton, Group, Image, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkImageFile, IMAGE_ACCEPT, UPLOAD_MAX_MEGABYTES } from '../utils/image-file';

type ProofUploadFieldProps = {
  label: string;
  description?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  isRequired?: boolean;
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The chosen image, read as a data URL (no object URL to revoke); an icon until it is read. */
const ProofThumbnail = ({ file, alt }: { file: File; alt: string }) => {
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
    <Image src={source} alt={alt} w={64} h={64} radius="sm" fit="cover" />
  ) : (
    <ThemeIcon size={64} radius="sm" variant="light" color="gray" aria-hidden>
      <IconPhoto size={28} />
    </ThemeIcon>
  );
};

/**
 * A screenshot picker with a thumbnail. Type and size are checked on the spot (png, jpg or webp,
 * at most 5 MB) so a file the server would refuse is never sent; the upload happens on submit.
 */
export const ProofUploadField = ({ label, description, value, onChange, error, isRequired }: ProofUploadFieldProps) => {
  const { t } = useTranslation('payments');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const handlePick = (file: File | null) => {
    if (!file) return;
    const fileProblem = checkImageFile(file);
    if (fileProblem) {
      setProblem(t(`proof.${fileProblem}`, { max: UPLOAD_MAX_MEGABYTES }));
      onChange(null);
      return;
    }
    setProblem(null);
    onChange(file);
  };

  const shownError = problem ?? error ?? null;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description ?? t('proof.rules', { max: UPLOAD_MAX_MEGABYTES })}
      error={shownError}
      withAsterisk={isRequired}
    >
      <Paper
        mt={6}
        p="sm"
        radius="md"
        bg="dark.6"
        style={{
          border: `1px dashed var(--mantine-color-${shownError ? 'ruby-5' : 'dark-3'})`,
        }}
      >
        {value ? (
          <Group wrap="nowrap" gap="sm">
            <ProofThumbnail
              key={`${value.name}:${value.size}:${value.lastModified}`}
              file={value}
              alt={t('proof.preview')}
            />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fz="sm" fw={600} truncate>
                {value.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatSize(value.size)}
              </Text>
            </Stack>
            <CloseButton aria-label={t('proof.remove')} onClick={() => onChange(null)} />
          </Group>
        ) : (
          <FileButton
            onChange={handlePick}
            accept={IMAGE_ACCEPT}
            inputProps={{ 'aria-label': label, id, 'aria-invalid': Boolean(shownError) }}
          >
            {(props) => (
              <Button {...props} variant="light" color="gray" leftSection={<IconUpload size={16} />} fullWidth>
                {t('proof.choose')}
              </Button>
            )}
          </FileButton>
        )}
      </Paper>
    </Input.Wrapper>
  );
};
