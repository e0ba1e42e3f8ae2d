import { Anchor, Image, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { getSessionToken } from '@/lib/storage';

/**
 * One of the member's own uploads. They are served only with the session token, which an <img>
 * cannot send, so the picture is fetched and shown from a blob URL (revoked when it goes away).
 */
export const UploadThumbnail = ({ url, alt }: { url: string; alt: string }) => {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    const token = getSessionToken();
    void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) return;
        const blob = await response.blob();
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!source) {
    return (
      <ThemeIcon size={64} radius="sm" variant="light" color="gray" role="img" aria-label={alt}>
        <IconPhoto size={26} />
      </ThemeIcon>
    );
  }
  return (
    <Anchor href={source} target="_blank" rel="noopener noreferrer">
      <Image src={source} alt={alt} w={64} h={64} radius="sm" fit="cover" />
    </Anchor>
  );
};
