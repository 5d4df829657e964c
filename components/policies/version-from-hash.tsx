'use client';

import { useEffect } from 'react';

/**
 * A link to an anchor inside the language version that is not showing (for example
 * #ko-retention while the English version is shown) selects that version first, then scrolls.
 */
export function VersionFromHash({ radioName }: { radioName: string }) {
  useEffect(() => {
    const sync = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const language = target?.closest<HTMLElement>('[data-policy-version]')?.dataset.policyVersion;
      if (!target || !language) return;
      const radio = document.querySelector<HTMLInputElement>(`input[name="${radioName}"][value="${language}"]`);
      if (radio && !radio.checked) {
        radio.checked = true;
        target.scrollIntoView();
      }
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [radioName]);
  return null;
}
