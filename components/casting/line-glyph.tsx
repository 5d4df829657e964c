import { isYang, oldLineMark, type LineValue } from '@/lib/iching/lines';

/** One line drawn as bars: yang a solid gold bar, yin a broken blue one; old lines carry ○ or ×. */
export function LineGlyph({ value, className = '' }: { value: LineValue; className?: string }) {
  const tone = isYang(value) ? 'bg-yang' : 'bg-yin';
  const mark = oldLineMark(value);
  return (
    <span className={`relative flex h-3 w-full items-center ${className}`} aria-hidden="true">
      {isYang(value) ? (
        <span className={`h-full w-full rounded-sm ${tone}`} />
      ) : (
        <span className="flex h-full w-full justify-between">
          <span className={`h-full w-[42%] rounded-sm ${tone}`} />
          <span className={`h-full w-[42%] rounded-sm ${tone}`} />
        </span>
      )}
      {mark ? (
        <span className="absolute left-1/2 -translate-x-1/2 rounded-full bg-paper px-1 text-xs leading-none font-bold text-seal" data-old-mark={mark}>
          {mark}
        </span>
      ) : null}
    </span>
  );
}
