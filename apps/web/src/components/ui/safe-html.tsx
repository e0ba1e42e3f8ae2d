import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// HTML written by staff (help topics, notices) is sanitized on the server when saved and again
// here before rendering: scripts, event handlers and javascript: links never reach the page.
const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });

export const SafeHtml = ({ html }: { html: string }) => {
  const clean = useMemo(() => sanitize(html), [html]);
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
};
