import { OLD_LINE_MARK, READ_LINE_MARK } from '@/lib/iching/lines';
import type { LinePattern } from '@/lib/iching/pattern';

/**
 * A hexagram (or trigram) drawn in SVG from its bottom-to-top pattern: yang a solid bar, yin a
 * broken one. Decorative unless a label is given; the label should read the lines from the bottom.
 */
export function HexagramFigure({
  pattern,
  label,
  className,
  changing = [],
  moved = false,
  read = false,
  small = false,
}: {
  pattern: LinePattern | string;
  label?: string;
  className?: string;
  /** 1-based positions of changing lines: in the seal colour, each with its mark (○ old yang, × old yin) */
  changing?: readonly number[];
  /** the lines at `changing` have already turned (a relating hexagram): the seal colour only, no mark */
  moved?: boolean;
  /** `changing` marks lines to read, not changing ones (today's hexagram): the seal colour and ◆ */
  read?: boolean;
  /** drawn a few pixels tall: one path, square corners (a long list stays light) */
  small?: boolean;
}) {
  const rows = pattern.length;
  const bar = 9;
  const gap = 8;
  const width = 100;
  const height = rows * bar + (rows - 1) * gap;
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  if (small) {
    const d = Array.from({ length: rows }, (_, fromTop) => {
      const y = fromTop * (bar + gap);
      return pattern[rows - fromTop - 1] === '1' ? `M0 ${y}h100v${bar}H0z` : `M0 ${y}h42v${bar}H0zM58 ${y}h42v${bar}H58z`;
    }).join('');
    return (
      <svg viewBox={`0 0 ${width} ${height}`} className={className} {...a11y}>
        <path d={d} className="fill-current" />
      </svg>
    );
  }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} overflow={changing.length && !moved ? 'visible' : undefined} {...a11y}>
      {Array.from({ length: rows }, (_, fromTop) => {
        const position = rows - fromTop; // 1 = bottom line
        const yang = pattern[position - 1] === '1';
        const y = fromTop * (bar + gap);
        const old = changing.includes(position);
        const tone = old ? 'fill-seal' : 'fill-current';
        // one group per line (the reveal's CSS draws them one by one)
        return (
          <g key={position} className={tone}>
            {yang ? (
              <rect x="0" y={y} width={width} height={bar} rx="1.5" />
            ) : (
              <>
                <rect x="0" y={y} width={width * 0.42} height={bar} rx="1.5" />
                <rect x={width * 0.58} y={y} width={width * 0.42} height={bar} rx="1.5" />
              </>
            )}
            {old && !moved ? (
              <>
                {yang ? <rect x={width / 2 - 8} y={y - 2} width="16" height={bar + 4} rx="3" className="fill-paper" /> : null}
                <text x={width / 2} y={y + bar / 2} textAnchor="middle" dominantBaseline="central" fontSize="14" fontWeight="700" data-mark={read ? 'read' : yang ? 9 : 6}>
                  {read ? READ_LINE_MARK : OLD_LINE_MARK[yang ? 9 : 6]}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
