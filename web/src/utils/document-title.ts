import { useEffect } from 'react';
import { usePublicSettings } from './public-settings.tsx';

/** 'Shop · Nail Studio': each page names itself for tabs, history and screen readers. */
export function pageTitle(page: string | null, studio: string): string {
  return page ? `${page} · ${studio}` : studio;
}

export function useDocumentTitle(page: string | null) {
  const studio = usePublicSettings().settings.business_info.name;
  useEffect(() => {
    document.title = pageTitle(page, studio);
  }, [page, studio]);
}
