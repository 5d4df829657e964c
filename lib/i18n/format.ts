/**
 * A small ICU message formatter for client components: `{name}`, `{n, plural, =0 {…} one {…}
 * other {… # …}}` and `{x, select, a {…} other {…}}`, nested. next-intl's own client formatter
 * would add ~10 kB gzip to every page that uses it; the server keeps using next-intl.
 */
export type MessageParams = Record<string, string | number>;

/** The index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in message: ${text}`);
}

/** `=0 {…} one {…} other {…}` → map of case → text. */
function cases(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open === -1) break;
    const key = body.slice(i, open).trim();
    const end = closing(body, open);
    out.set(key, body.slice(open + 1, end));
    i = end + 1;
  }
  return out;
}

const pluralRules = new Map<string, Intl.PluralRules>();

export function formatMessage(message: string, params: MessageParams = {}, locale = 'en'): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open === -1) {
      out += message.slice(i);
      break;
    }
    out += message.slice(i, open);
    const end = closing(message, open);
    const inner = message.slice(open + 1, end);
    const [name = '', kind, ...rest] = inner.split(',');
    const key = name.trim();
    const value = params[key];
    if (kind === undefined) {
      out += value === undefined ? `{${key}}` : String(value);
    } else {
      const options = cases(rest.join(','));
      const type = kind.trim();
      let chosen: string | undefined;
      if (type === 'plural') {
        const n = Number(value);
        let rules = pluralRules.get(locale);
        if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
        chosen = options.get(`=${n}`) ?? options.get(rules.select(n)) ?? options.get('other');
        chosen = chosen?.replace(/#/g, String(n));
      } else {
        chosen = options.get(String(value)) ?? options.get('other');
      }
      out += formatMessage(chosen ?? '', params, locale);
    }
    i = end + 1;
  }
  return out;
}
