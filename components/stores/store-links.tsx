import type { StoreLinks } from '@/lib/stores/links';

export interface StoreLinkLabels {
  appStore: string;
  play: string;
}

const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink/80 bg-ink px-4 text-sm font-medium text-paper hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yin';

/**
 * The app's store links as two dark pills (the stores' own badge artwork is not bundled: see the
 * README). Nothing at all when neither store is configured: no dead link, no placeholder.
 */
export function StoreLinkButtons({ links, labels, className = '' }: { links: StoreLinks; labels: StoreLinkLabels; className?: string }) {
  if (!links.appStore && !links.play) return null;
  return (
    <ul className={`flex flex-wrap items-center justify-center gap-2 ${className}`} data-testid="store-links">
      {links.appStore ? (
        <li>
          <a href={links.appStore} className={pill} rel="noopener" data-store="app-store">
            <AppleMark />
            {labels.appStore}
          </a>
        </li>
      ) : null}
      {links.play ? (
        <li>
          <a href={links.play} className={pill} rel="noopener" data-store="google-play">
            <PlayMark />
            {labels.play}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

// Simple marks of our own drawing (a phone; a play triangle), not the stores' logos
function AppleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="4" y="1.5" width="8" height="13" rx="2" />
      <path d="M7 12.5h2" strokeLinecap="round" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      <path d="M4 2.2v11.6a.6.6 0 0 0 .9.5l9.3-5.8a.6.6 0 0 0 0-1L4.9 1.7a.6.6 0 0 0-.9.5Z" />
    </svg>
  );
}
