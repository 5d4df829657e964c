/**
 * A tap before hydration. The server's HTML shows every button at once, but React attaches their
 * handlers only when the page's JavaScript has run; on a slow phone (or a busy server) a first tap
 * in between did nothing, and a submit button in a form even submitted it natively (a GET with the
 * fields in the address). So until the root layout's HydrationMarker sets `data-hydrated` on
 * <html>, an inline script in the head keeps the last tap on a button instead of letting it fall
 * through, and the marker replays it once React listens. Buttons show the progress cursor meanwhile
 * (app/globals.css). Links need no help: they navigate without JavaScript.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const EARLY_TAP_GLOBAL = '__gyeolEarlyTap';
const BUTTONS = 'button,[role=button],input[type=submit],input[type=button]';

/** The inline script (ES5, runs before any other script of the page). */
export function earlyTapScript(): string {
  return `(function(){var d=document,h=d.documentElement;function k(e){if(h.hasAttribute('${HYDRATED_ATTRIBUTE}')){d.removeEventListener('click',k,true);return}var t=e.target&&e.target.closest&&e.target.closest('${BUTTONS}');if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();window.${EARLY_TAP_GLOBAL}=t}d.addEventListener('click',k,true)})();`;
}

/** Called once React has hydrated: marks the document and hands back the tap kept meanwhile. */
export function markHydrated(doc: Document = document): HTMLElement | null {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  const holder = (doc.defaultView ?? window) as unknown as Record<string, unknown>;
  const tap = holder[EARLY_TAP_GLOBAL];
  delete holder[EARLY_TAP_GLOBAL];
  return tap instanceof HTMLElement && tap.isConnected ? tap : null;
}
