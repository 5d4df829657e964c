import { useEffect, useId, useRef, useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { QUIZ_ANSWER_GUARD_MS } from '@/lib/quiz/constants';
import type { QuestionView } from '@/lib/quiz/views';

/**
 * One question: the progress ("3 / 7" and a bar), the question as a heading and its five answers as
 * large buttons. There is no way back to an earlier question. Shown fresh for every question (keyed
 * by its id): the heading takes the focus, and the answers wait a moment before taking a tap so a
 * double tap answers one question only.
 */
export function QuizQuestion({ question, number, total, onAnswer }: { question: QuestionView; number: number; total: number; onAnswer: (index: number) => void }) {
  const t = useStrings('Quiz');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (number > 1) heading.current?.focus();
    const timer = setTimeout(() => setReady(true), QUIZ_ANSWER_GUARD_MS);
    return () => clearTimeout(timer);
  }, [number]);

  const progress = { current: number, total };
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-xl">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('progressLabel', progress)}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={number}
          aria-valuetext={t('progressLabel', progress)}
          className="h-2 flex-1 overflow-hidden rounded-full bg-paper-deep"
        >
          <div className="h-full rounded-full bg-yang transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${(number / total) * 100}%` }} />
        </div>
        <p aria-hidden="true" className="min-w-12 text-right text-sm font-medium tabular-nums text-ink-soft">
          {t('progress', progress)}
        </p>
      </div>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-8 font-serif text-2xl leading-snug font-semibold outline-none">
        {question.text}
      </h2>
      <div role="group" aria-label={t('answersLabel')} className="mt-6 flex flex-col gap-3">
        {question.answers.map((text, index) => (
          <button
            key={index}
            type="button"
            disabled={!ready}
            onClick={() => onAnswer(index)}
            className="min-h-14 w-full rounded-2xl border border-line bg-white/80 px-5 py-4 text-left leading-relaxed shadow-sm transition hover:border-yang hover:bg-white active:bg-yang-soft disabled:cursor-default motion-reduce:transition-none"
          >
            {text}
          </button>
        ))}
      </div>
    </section>
  );
}
