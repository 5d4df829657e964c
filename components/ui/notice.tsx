import type { ReactNode } from 'react';

type NoticeTone = 'error' | 'success' | 'info';

const TONES: Record<NoticeTone, string> = {
  error: 'border-seal/30 bg-seal/5 text-seal',
  success: 'border-yin/25 bg-yin-soft text-yin',
  info: 'border-line bg-paper-deep text-ink-soft',
};

/** A message box; errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({ tone, children, className = '', lang, id }: { tone: NoticeTone; children: ReactNode; className?: string; lang?: string; id?: string }) {
  return (
    <div id={id} lang={lang} role={tone === 'error' ? 'alert' : 'status'} className={`whitespace-pre-line rounded-xl border px-4 py-3 text-sm leading-relaxed ${TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}
