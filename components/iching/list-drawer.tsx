'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { DRAWER_WIDTH_PX } from '@/lib/iching/constants';

/**
 * The menu button of the list view and the temporary side drawer it opens (a modal <dialog>: focus
 * stays inside, Escape and the backdrop close it). Choosing a hexagram in it closes it. The list is
 * put into the page only while the drawer is open: the page's HTML does not carry a second copy.
 */
export function ListDrawer({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => dialog.current?.close();
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // a click on the backdrop lands on the <dialog> itself; a chosen hexagram is a link inside it
    if (target === dialog.current || target.closest('a')) close();
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep"
      >
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
          <path d="M4 6h14M4 11h14M4 16h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="hexagram-drawer-title"
        onClick={onClick}
        onClose={() => setOpen(false)}
        style={{ width: DRAWER_WIDTH_PX }}
        className="m-0 h-dvh max-h-none max-w-[85vw] border-0 border-r border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
            <h2 id="hexagram-drawer-title" className="font-serif text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={closeLabel}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-paper-deep"
            >
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                <path d="M4 4l10 10M14 4 4 14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-labelledby="hexagram-drawer-title" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {open ? children : null}
          </nav>
        </div>
      </dialog>
    </>
  );
}
