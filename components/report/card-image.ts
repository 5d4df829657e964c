import { useEffect, useState } from 'react';

/**
 * What the keepsake cards' sections share in the browser (a paid result's "Keep this result", the
 * journal year's card): the card fetched as a blob and shown from it, saving it as a file, and the
 * Web Share API with the file where the browser can, else a download.
 */

export type CardImage = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; blob: Blob; src: string };

/**
 * The PNG at `path` (a card route), fetched with the bearer `token` when there is one (the app's web
 * view, a report page) and with the session cookie otherwise (a page the server drew from the
 * cookie). Loading again whenever `path` or the attempt changes; the blob's URL is let go after.
 * Nothing is fetched while `path` is null.
 */
export function useCardImage(path: string | null, token: string | null): { card: CardImage; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // the card fetched for one path and attempt; another one is loading until it arrives
  const key = `${path}#${attempt}`;
  const [fetched, setFetched] = useState<{ key: string; card: CardImage } | null>(null);

  useEffect(() => {
    if (!path) return;
    let src: string | null = null;
    let cancelled = false;
    fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok || response.headers.get('content-type') !== 'image/png') throw new Error(`card ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        src = URL.createObjectURL(blob);
        setFetched({ key, card: { status: 'ready', blob, src } });
      })
      // an image, not a JSON call (so not callApi): any failure is the card's 'failed' state with its own text
      .catch(() => {
        if (!cancelled) setFetched({ key, card: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [path, token, key]);

  return { card: fetched?.key === key ? fetched.card : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}

/** Saves a blob as a file through a temporary download link (a card, or the journal's export). */
export function downloadCard(src: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = src;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Shares the card with the Web Share API (the file and `text`) where the browser can share files,
 * else downloads it: 'shared', 'downloadedInstead', or null when the person closed the share sheet.
 */
export async function shareCardFile({ blob, src, fileName, text }: { blob: Blob; src: string; fileName: string; text: string }): Promise<'shared' | 'downloadedInstead' | null> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], text });
      return 'shared';
    } catch (error) {
      // the person closed the share sheet: nothing to say
      if ((error as { name?: string }).name === 'AbortError') return null;
    }
  }
  downloadCard(src, fileName);
  return 'downloadedInstead';
}
