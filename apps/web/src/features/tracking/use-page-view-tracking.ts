import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { buildPageView, sendPageView } from './api.ts';

/** Sends one page view per navigation (each history entry, by location key); call once in the layout. */
export function usePageViewTracking(): void {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development: the key check keeps it to one record per navigation.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const path = location.pathname + location.search;
    // The first view's referrer is the page the user came from; later ones are the previous in-app page.
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.href;
    void sendPageView(buildPageView(path, referrer));
  }, [location.key, location.pathname, location.search]);
}
