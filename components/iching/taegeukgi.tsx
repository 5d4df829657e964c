import { flagTrigrams, type FlagTrigram } from '@/content/korea/flag';
import { getTrigram } from '@/lib/iching/library';

// The construction of the Flag Act (대한민국국기법 시행령): a 3:2 white field; the taegeuk centred,
// its diameter half the height, split along the top-left to bottom-right diagonal by two half
// circles (red above, blue below); each trigram a quarter diameter beyond the circle on a diagonal,
// half a diameter long and a third of a diameter deep (bars 1/12, gaps 1/24), bottom line nearest
// the centre. Official colours: red #CD2E3A, blue #0047A0, black.
const W = 360;
const H = 240;
const CX = W / 2;
const CY = H / 2;
const D = H / 2;
const R = D / 2;
const BAR = D / 12;
const GAP = D / 24;
const LENGTH = D / 2;
const INNER = R + D / 4;

const corner: Record<FlagTrigram['corner'], [number, number]> = {
  'top-left': [-3, -2],
  'bottom-right': [3, 2],
  'top-right': [3, -2],
  'bottom-left': [-3, 2],
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The red half: the upper half circle, plus the small circle's lower half at the upper-left end, minus the upper half at the lower-right end. */
function redPath(): string {
  const length = Math.hypot(3, 2);
  const [dx, dy] = [3 / length, 2 / length];
  const p1 = [round(CX - R * dx), round(CY - R * dy)];
  const p2 = [round(CX + R * dx), round(CY + R * dy)];
  const small = round(R / 2);
  return [
    `M ${p1[0]} ${p1[1]}`,
    `A ${R} ${R} 0 0 1 ${p2[0]} ${p2[1]}`,
    `A ${small} ${small} 0 0 0 ${CX} ${CY}`,
    `A ${small} ${small} 0 0 1 ${p1[0]} ${p1[1]}`,
    'Z',
  ].join(' ');
}

function TrigramMark({ trigram }: { trigram: FlagTrigram }) {
  const [x, y] = corner[trigram.corner];
  const angle = round((Math.atan2(y, x) * 180) / Math.PI);
  const pattern = getTrigram(trigram.key).pattern;
  return (
    <g transform={`translate(${CX} ${CY}) rotate(${angle})`} fill="#000">
      {[...pattern].map((bit, index) => {
        // local x runs outward along the diagonal: line 1 (index 0) is nearest the centre
        const bx = round(INNER + index * (BAR + GAP));
        return bit === '1' ? (
          <rect key={index} x={bx} y={-LENGTH / 2} width={BAR} height={LENGTH} />
        ) : (
          <g key={index}>
            <rect x={bx} y={-LENGTH / 2} width={BAR} height={(LENGTH - GAP) / 2} />
            <rect x={bx} y={GAP / 2} width={BAR} height={(LENGTH - GAP) / 2} />
          </g>
        );
      })}
    </g>
  );
}

/** An accurate drawing of the Taegeukgi. */
export function Taegeukgi({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className={className}>
      <rect width={W} height={H} fill="#fff" />
      <circle cx={CX} cy={CY} r={R} fill="#0047A0" />
      <path d={redPath()} fill="#CD2E3A" />
      {flagTrigrams.map((trigram) => (
        <TrigramMark key={trigram.key} trigram={trigram} />
      ))}
    </svg>
  );
}
