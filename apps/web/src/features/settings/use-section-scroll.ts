import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SECTION_HIGHLIGHT_MS, SECTION_SCROLL_OFFSET_PX, sectionKeyFromParam } from './sections.ts';

/**
 * ?section=business-details scrolls to that card (122 px below the top, clear of the top bar) and
 * highlights it for 1600 ms. Runs again whenever the link is followed, even to the same card.
 */
export function useSectionScroll(ready: boolean): string | null {
  const [params] = useSearchParams();
  const key = sectionKeyFromParam(params.get('section'));
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    if (!ready || !key) return;
    const el = document.getElementById(key);
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    setHighlighted(key);
    const timer = window.setTimeout(() => setHighlighted(null), SECTION_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [ready, key, params]);
  return highlighted;
}
