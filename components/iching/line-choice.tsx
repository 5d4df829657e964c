/**
 * The one way to choose a line, yang or yin, wherever a hexagram is built by hand (the library's
 * builder on /iching and the casting screen's Build mode): two round buttons, gold with a solid bar
 * and ☀, blue with a broken bar and ☾, each named by its word.
 */
export function LineChoice({
  yang,
  yin,
  disabled = false,
  onChoose,
}: {
  yang: string;
  yin: string;
  disabled?: boolean;
  onChoose: (line: 'yang' | 'yin') => void;
}) {
  return (
    <div className="flex justify-center gap-6">
      <RoundButton tone="yang" label={yang} disabled={disabled} onPress={() => onChoose('yang')} />
      <RoundButton tone="yin" label={yin} disabled={disabled} onPress={() => onChoose('yin')} />
    </div>
  );
}

function RoundButton({ tone, label, disabled, onPress }: { tone: 'yang' | 'yin'; label: string; disabled: boolean; onPress: () => void }) {
  const yang = tone === 'yang';
  return (
    <button
      type="button"
      onClick={() => {
        if (!disabled) onPress();
      }}
      aria-disabled={disabled || undefined}
      className="group flex flex-col items-center gap-2 rounded-2xl p-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`flex size-20 items-center justify-center rounded-full shadow-md ring-4 transition group-hover:scale-105 group-active:scale-95 motion-reduce:transition-none ${
          yang ? 'bg-yang ring-yang-soft' : 'bg-yin ring-yin-soft'
        }`}
      >
        {yang ? (
          <span className="h-2.5 w-10 rounded-sm bg-white" />
        ) : (
          <span className="flex w-10 justify-between">
            <span className="h-2.5 w-[42%] rounded-sm bg-white" />
            <span className="h-2.5 w-[42%] rounded-sm bg-white" />
          </span>
        )}
      </span>
      <span className="text-sm font-medium text-ink">
        <span aria-hidden="true">{yang ? '☀ ' : '☾ '}</span>
        {label}
      </span>
    </button>
  );
}
