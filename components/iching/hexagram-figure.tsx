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
  small = false,
}: {
  pattern: LinePattern | string;
  label?: string;
  className?: string;
  /** 1-based positions of changing lines, marked in the seal colour */
  changing?: readonly number[];
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
    <svg viewBox={`0 0 ${width} ${height}`} className={className} {...a11y}>
      {Array.from({ length: rows }, (_, fromTop) => {
        const position = rows - fromTop; // 1 = bottom line
        const yang = pattern[position - 1] === '1';
        const y = fromTop * (bar + gap);
        const tone = changing.includes(position) ? 'fill-seal' : 'fill-current';
        return yang ? (
          <rect key={position} x="0" y={y} width={width} height={bar} rx="1.5" className={tone} />
        ) : (
          <g key={position} className={tone}>
            <rect x="0" y={y} width={width * 0.42} height={bar} rx="1.5" />
            <rect x={width * 0.58} y={y} width={width * 0.42} height={bar} rx="1.5" />
          </g>
        );
      })}
    </svg>
  );
}
