import { useEffect } from 'react';

/** Sets the tab title: "<page> · Perya". */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · Perya` : 'Perya';
  }, [title]);
};
