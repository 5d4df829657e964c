'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { useClientLocale } from '@/components/i18n/locale';
import { ClientLink } from '@/components/i18n/client-link';
import { acquirePageToken } from '@/components/report/page-token';
import { CareNote } from '@/components/safety/care-note';
import { CareScreen } from '@/components/safety/care-screen';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { createAutosaver, draftKey, readDraft, writeDraft, type DraftStorage, type SaveState } from '@/lib/journal/autosave';
import { postToApp } from '@/lib/webview/bridge';
import { addDays, followUpSchedule } from '@/lib/webview/follow-up';
import { JOURNAL_FOLLOW_UP_DAYS, JOURNAL_TEXT_MAX } from '@/lib/journal/constants';
import { createEntry, deleteEntry, fetchEntries, formatDay, seoulDay, subjectParam, updateEntry, type Care, type JournalEntry, type JournalSubject } from './journal-api';

const localStorageOrNull = (): DraftStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

type Load = { name: 'loading' } | { name: 'signedOut' } | { name: 'failed' } | { name: 'ready'; token: string; entries: JournalEntry[] };

/**
 * The person's notes under one reading (a stored report, a cast, today's hexagram): each saved as
 * it is typed (lib/journal/autosave.ts: a local draft until the server has it), edited, deleted
 * after a confirmation, followed up. The care the API answers for what was written shows above the
 * notes: the care screen for 'crisis', the calm care note for 'distress'; the note is kept either way.
 * The token is the report page's, or acquired as on every signed-in page.
 */
export function NoteEditor({
  subject,
  token: givenToken = null,
  showJournalLink = true,
  onHexagram,
}: {
  subject: JournalSubject;
  token?: string | null;
  showJournalLink?: boolean;
  /** the reading's hexagram, as the server stored it with the notes (a report's is known only there) */
  onHexagram?: (hexagram: number) => void;
}) {
  const t = useStrings('JournalEditor');
  const [load, setLoad] = useState<Load>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [care, setCare] = useState<Care>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const param = subjectParam(subject);

  useEffect(() => {
    let cancelled = false;
    (async (): Promise<Load> => {
      const token = givenToken ?? (await acquirePageToken());
      if (!token) return { name: 'signedOut' };
      const answer = await fetchEntries(token, { subject: param, limit: '100' });
      if (!answer.ok) return answer.error.status === 401 ? { name: 'signedOut' } : { name: 'failed' };
      // a new note's draft the server already has (sent as the page went away, whose answer never
      // came back): dropped, so it is not written twice
      const newKey = draftKey({ subject: param });
      const draft = readDraft(localStorageOrNull(), newKey);
      if (draft !== null && answer.value.entries.some((entry) => entry.text === draft)) writeDraft(localStorageOrNull(), newKey, null);
      return { name: 'ready', token, entries: answer.value.entries.slice().reverse() }; // oldest first, as written
    })().then(
      (next) => !cancelled && setLoad(next),
      () => !cancelled && setLoad({ name: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [givenToken, param, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const stored = load.name === 'ready' ? load.entries.find((e) => e.hexagram !== null)?.hexagram : undefined;
  useEffect(() => {
    if (stored) onHexagram?.(stored);
  }, [stored, onHexagram]);
  const onCare = useCallback((next: Care) => setCare(next), []);

  const section = (body: ReactNode) => (
    <section aria-labelledby={headingId} className="mx-auto mt-10 flex w-full max-w-2xl flex-col gap-4" data-testid="note-editor">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm leading-relaxed text-ink-soft">{t('lead')}</p>
      </div>
      {body}
    </section>
  );

  if (load.name === 'loading') {
    return section(
      <p role="status" className="flex items-center gap-2 text-sm text-ink-soft">
        <Spinner className="size-4 text-yang" />
        {t('loading')}
      </p>,
    );
  }
  if (load.name === 'signedOut') return section(<p className="text-sm text-ink-soft">{t('signInToWrite')}</p>);
  if (load.name === 'failed') {
    return section(
      <div className="flex items-center gap-3">
        <p role="alert" className="text-sm text-seal">
          {t('loadFailed')}
        </p>
        <button type="button" onClick={refresh} className={buttonClass({ variant: 'secondary', size: 'md' })}>
          {t('retry')}
        </button>
      </div>,
    );
  }
  const storage = localStorageOrNull();
  const hasNewDraft = readDraft(storage, draftKey({ subject: param })) !== null;
  const showNew = adding || load.entries.length === 0 || hasNewDraft;
  return section(
    <>
      {care === 'crisis' ? <CareScreen variant="note" onBack={() => setCare(null)} /> : care === 'distress' ? <CareNote /> : null}
      <p role="status" className="sr-only">
        {notice ?? ''}
      </p>
      {load.entries.map((entry) => (
        <SavedNote
          key={entry.id}
          entry={entry}
          token={load.token}
          onCare={onCare}
          onFollowedUp={refresh}
          onDeleted={() => {
            setNotice(t('deleted'));
            setLoad({ ...load, entries: load.entries.filter((e) => e.id !== entry.id) });
          }}
        />
      ))}
      {showNew ? (
        <NewNote
          subject={subject}
          token={load.token}
          onCare={onCare}
          onCreated={(entry) => {
            setAdding(false);
            setLoad({ ...load, entries: [...load.entries, entry] });
          }}
        />
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={buttonClass({ variant: 'secondary', size: 'md', className: 'self-start' })}>
          {t('addNote')}
        </button>
      )}
      {showJournalLink ? (
        <ClientLink href="/journal" className="self-start text-sm font-medium text-yin underline underline-offset-4">
          {t('journalLink')}
        </ClientLink>
      ) : null}
    </>,
  );
}

/**
 * Inside the app, a new note's follow-up reminder (FOLLOW_UP_SCHEDULE, docs/webview-bridge.md 4d):
 * the app may schedule its own notification for the day the note asks how things went. Nothing is
 * posted in a browser, and a message that would not validate is not sent.
 */
function remindInApp(noteId: string, subject: string, title: string, locale: 'ko' | 'en') {
  try {
    postToApp(followUpSchedule({ noteId, due: addDays(seoulDay(new Date().toISOString()), JOURNAL_FOLLOW_UP_DAYS), title, subject, locale }));
  } catch {
    // not a message the app could use: the web still asks on My reports and in the journal
  }
}

/** "저장됨" and its kin: quiet, announced politely. */
function SaveStatus({ state }: { state: SaveState }) {
  const t = useStrings('JournalEditor');
  const text = state === 'saving' ? t('saving') : state === 'saved' ? t('saved') : state === 'failed' ? t('saveFailed') : '';
  return (
    <p role="status" aria-live="polite" className={`min-h-5 text-xs ${state === 'failed' ? 'text-seal' : 'text-ink-soft'}`} data-save-state={state}>
      {text}
    </p>
  );
}

/**
 * A textarea saved as it is typed. `persist` sends the text (a POST the first time for a new note,
 * a PATCH after); the draft is kept under `key()` until the server has it.
 */
function useAutosave(key: () => string, persist: (text: string) => Promise<boolean>) {
  const [state, setState] = useState<SaveState>('idle');
  const keyRef = useRef(key);
  const persistRef = useRef(persist);
  useEffect(() => {
    keyRef.current = key;
    persistRef.current = persist;
  });
  const saver = useRef<ReturnType<typeof createAutosaver> | null>(null);
  useEffect(() => {
    const made = createAutosaver({ storage: localStorageOrNull(), key: () => keyRef.current(), persist: (text) => persistRef.current(text), onState: setState });
    saver.current = made;
    // the page going away (a tab closed, the app backgrounded): send what is pending now
    const away = () => void made.flush();
    window.addEventListener('pagehide', away);
    const hidden = () => document.visibilityState === 'hidden' && away();
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', away);
      document.removeEventListener('visibilitychange', hidden);
      void made.flush().finally(() => made.dispose());
    };
  }, []);
  return { state, update: (text: string) => saver.current?.update(text), flush: () => saver.current?.flush() };
}

function NewNote({ subject, token, onCare, onCreated }: { subject: JournalSubject; token: string; onCare: (care: Care) => void; onCreated: (entry: JournalEntry) => void }) {
  const t = useStrings('JournalEditor');
  const locale = useClientLocale();
  const newKey = draftKey({ subject: subjectParam(subject) });
  const [text, setText] = useState(() => readDraft(localStorageOrNull(), newKey) ?? '');
  const id = useRef<string | null>(null);
  const created = useRef<JournalEntry | null>(null);
  const fieldId = useId();
  const { state, update } = useAutosave(
    () => (id.current ? draftKey({ noteId: id.current }) : newKey),
    async (value) => {
      if (id.current) {
        const answer = await updateEntry(token, id.current, { text: value });
        if (answer.ok) onCare(answer.value.care);
        return answer.ok;
      }
      const answer = await createEntry(token, subject, value);
      if (!answer.ok) return false;
      id.current = answer.value.id;
      writeDraft(localStorageOrNull(), newKey, null);
      onCare(answer.value.care);
      remindInApp(answer.value.id, subjectParam(subject), t('reminderTitle'), locale);
      const now = new Date().toISOString();
      created.current = { id: answer.value.id, subject, hexagram: null, text: value, followUps: [], createdAt: now, updatedAt: now, followUpDue: null };
      return true;
    },
  );
  // a draft left from last time (a failed request, a closed page): sent again at once
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (text.trim()) update(text);
  }, [text, update]);

  const onBlur = () => {
    // once saved and left, the note joins the saved ones (with its follow-up box and delete)
    if (created.current && state === 'saved') onCreated({ ...created.current, text });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('noteLabel')}
      </label>
      <textarea
        id={fieldId}
        rows={5}
        maxLength={JOURNAL_TEXT_MAX}
        value={text}
        placeholder={t('placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) update(event.target.value);
        }}
        onBlur={onBlur}
        className="w-full rounded-xl border border-line bg-white px-4 py-3 leading-relaxed shadow-sm placeholder:text-ink-soft/80 focus:border-yin"
        data-testid="note-new"
      />
      <SaveStatus state={state} />
    </div>
  );
}

function SavedNote({
  entry,
  token,
  onCare,
  onFollowedUp,
  onDeleted,
}: {
  entry: JournalEntry;
  token: string;
  onCare: (care: Care) => void;
  onFollowedUp: () => void;
  onDeleted: () => void;
}) {
  const t = useStrings('JournalEditor');
  const locale = useClientLocale();
  const noteKey = draftKey({ noteId: entry.id });
  const [text, setText] = useState(() => readDraft(localStorageOrNull(), noteKey) ?? entry.text);
  const fieldId = useId();
  const { state, update } = useAutosave(
    () => noteKey,
    async (value) => {
      const answer = await updateEntry(token, entry.id, { text: value });
      if (answer.ok) onCare(answer.value.care);
      return answer.ok;
    },
  );
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (text !== entry.text && text.trim()) update(text); // an unsaved draft of this note
  }, [text, entry.text, update]);

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-white/75 p-4 shadow-sm" data-testid="note">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium text-ink-soft">
          {t('editLabel', { date: formatDay(seoulDay(entry.createdAt), locale) })}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={JOURNAL_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) update(event.target.value);
          }}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 leading-relaxed focus:border-yin"
          data-testid="note-text"
        />
        <SaveStatus state={state} />
      </div>
      {entry.followUpDue === null ? null : entry.followUpDue <= seoulDay(new Date().toISOString()) ? (
        // its day has come: the note asks, just above where the answer goes
        <p className="font-serif text-lg font-semibold text-yang-ink" data-testid="note-due">
          {t('reminderTitle')}
        </p>
      ) : (
        <p className="text-xs text-ink-soft">{t('dueOn', { date: formatDay(entry.followUpDue, locale) })}</p>
      )}
      <FollowUps entry={entry} token={token} onCare={onCare} onAdded={onFollowedUp} />
      <DeleteNote id={entry.id} token={token} onDeleted={onDeleted} />
    </article>
  );
}

function FollowUps({ entry, token, onCare, onAdded }: { entry: JournalEntry; token: string; onCare: (care: Care) => void; onAdded: () => void }) {
  const t = useStrings('JournalEditor');
  const locale = useClientLocale();
  const key = `journal-draft:followup:${entry.id}`;
  const [text, setText] = useState(() => readDraft(localStorageOrNull(), key) ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const fieldId = useId();

  async function add() {
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailed(false);
    const answer = await updateEntry(token, entry.id, { followUp: { text } });
    setBusy(false);
    if (!answer.ok) return setFailed(true);
    writeDraft(localStorageOrNull(), key, null);
    postToApp({ type: 'FOLLOW_UP_CANCEL', noteId: entry.id }); // answered: the reminder goes
    setText('');
    onCare(answer.value.care);
    onAdded();
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      {entry.followUps.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold">{t('followUpsTitle')}</h3>
          <ul className="flex flex-col gap-2" data-testid="follow-ups">
            {entry.followUps.map((f) => (
              <li key={f.id} className="rounded-xl bg-paper-deep/60 px-3 py-2 text-sm leading-relaxed">
                <span className="block text-xs text-ink-soft">{formatDay(seoulDay(f.createdAt), locale)}</span>
                <span className="whitespace-pre-wrap">{f.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('followUpLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          rows={2}
          maxLength={JOURNAL_TEXT_MAX}
          value={text}
          placeholder={t('followUpPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            writeDraft(localStorageOrNull(), key, event.target.value || null);
          }}
          className="min-w-0 flex-1 rounded-xl border border-line bg-white px-3 py-2 text-sm leading-relaxed focus:border-yin"
          data-testid="follow-up-text"
        />
        <button type="button" onClick={add} disabled={!text.trim() || busy} aria-busy={busy} className={buttonClass({ variant: 'outline', size: 'md' })}>
          {t('followUpAdd')}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="text-xs text-seal">
          {t('followUpFailed')}
        </p>
      ) : null}
    </div>
  );
}

function DeleteNote({ id, token, onDeleted }: { id: string; token: string; onDeleted: () => void }) {
  const t = useStrings('JournalEditor');
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle');
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  async function remove() {
    setStep('busy');
    const answer = await deleteEntry(token, id);
    if (!answer.ok && answer.error.status !== 404) return setStep('failed');
    writeDraft(localStorageOrNull(), draftKey({ noteId: id }), null);
    writeDraft(localStorageOrNull(), `journal-draft:followup:${id}`, null);
    postToApp({ type: 'FOLLOW_UP_CANCEL', noteId: id });
    onDeleted();
  }

  if (step === 'idle') {
    return (
      <button type="button" onClick={() => setStep('confirm')} className="self-end text-sm text-ink-soft underline underline-offset-4 hover:text-seal">
        {t('delete')}
      </button>
    );
  }
  return (
    <div role="group" aria-label={t('delete')} className="flex flex-col gap-2 rounded-xl border border-seal/40 bg-seal-soft p-3">
      <p className="text-sm">{t('deleteConfirm')}</p>
      <div className="flex flex-wrap gap-2">
        <button ref={confirmRef} type="button" onClick={remove} disabled={step === 'busy'} aria-busy={step === 'busy'} className={buttonClass({ variant: 'danger', size: 'md' })}>
          {t('deleteYes')}
        </button>
        <button type="button" onClick={() => setStep('idle')} className={buttonClass({ variant: 'secondary', size: 'md' })}>
          {t('deleteNo')}
        </button>
      </div>
      {step === 'failed' ? (
        <p role="alert" className="text-xs text-seal">
          {t('deleteFailed')}
        </p>
      ) : null}
    </div>
  );
}
