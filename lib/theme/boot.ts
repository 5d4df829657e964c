/**
 * The app's choice of theme in its web view: the app opens a page with ?theme=dark or
 * ?theme=light when its own setting differs from the system's, or ?theme=system to follow the system
 * again. The choice is kept for the web-view session (sessionStorage) and set as html[data-theme]
 * before the first paint; app/globals.css draws the night theme for data-theme="dark" and keeps the
 * day for data-theme="light", whatever the system says. Without it the system decides.
 */
export const THEME_STORAGE_KEY = 'gyeol-theme';
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** What a page address and the kept choice make of the theme: a forced theme, or null for the system's. */
export function chooseTheme(query: string | null, kept: string | null): { theme: Theme | null; keep: Theme | null } {
  if (query === 'system') return { theme: null, keep: null };
  const asked = THEMES.find((theme) => theme === query) ?? THEMES.find((theme) => theme === kept) ?? null;
  return { theme: asked, keep: asked };
}

/** The <head> script: chooseTheme, inlined (no bundle), with storage that may be disabled. */
export function themeBootScript(): string {
  return `(function(){try{var s=window.sessionStorage,q=new URLSearchParams(location.search).get('theme'),k=s.getItem('${THEME_STORAGE_KEY}'),t=q==='system'?null:q==='dark'||q==='light'?q:k==='dark'||k==='light'?k:null;if(t){s.setItem('${THEME_STORAGE_KEY}',t);document.documentElement.setAttribute('data-theme',t)}else s.removeItem('${THEME_STORAGE_KEY}')}catch(e){}})();`;
}
