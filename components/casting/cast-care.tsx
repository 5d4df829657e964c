import type { ReactNode } from 'react';
import { CareScreen } from '@/components/safety/care-screen';
import { screenText } from '@/lib/safety/crisis';

/**
 * Care before content on the casting screen (shared/DESIGN.md): the question never leaves
 * the browser, so it is screened here, with the same local rules and learned scorer the server uses. A question that
 * speaks of ending one's life or of self-harm gets the care screen and its helplines instead of a
 * reading; "back" returns to the question, kept as it was. Loaded with the result (a lazy chunk).
 */
export function CastCare({ question, onBack, children }: { question: string; onBack: () => void; children: ReactNode }) {
  if (question.trim() && screenText(question).crisis) return <CareScreen onBack={onBack} />;
  return children;
}
