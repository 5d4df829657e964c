import { Link } from '@/components/ui/link';
import { parseInline } from '@/lib/policies/inline';

const linkClass = 'text-yin underline decoration-yin/40 underline-offset-[3px] hover:decoration-yin';

/** One run of policy text with its inline markup: emphasis, links to our pages, the contact e-mail. */
export function PolicyText({ text }: { text: string }) {
  return parseInline(text).map((segment, index) => {
    if (segment.type === 'strong') return <strong key={index} className="font-semibold text-ink">{segment.text}</strong>;
    if (segment.type === 'text') return segment.text;
    if (segment.target === 'email') {
      return <a key={index} href={segment.href} className={`${linkClass} whitespace-nowrap`}>{segment.text}</a>;
    }
    return <Link key={index} href={segment.href} className={linkClass}>{segment.text}</Link>;
  });
}
