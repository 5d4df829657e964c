'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

type ChooserTab = 'number' | 'build';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The chooser's two tabs, 'By number' and 'Build a hexagram' (WAI-ARIA tabs: arrow keys, Home, End).
 * Both panels stay rendered (the number grid is plain server-rendered links); the choice is kept in
 * the address as #build, so coming back from a reading returns to the builder.
 */
export function ChooserTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { id: ChooserTab; label: string; panel: ReactNode }[];
}) {
  const baseId = useId();
  const fromHash = useSyncExternalStore(
    subscribe,
    () => (window.location.hash === '#build' ? 'build' : 'number'),
    () => 'number' as const,
  );
  const [chosen, setChosen] = useState<ChooserTab | null>(null);
  const selected = chosen ?? fromHash;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: ChooserTab) => {
    setChosen(id);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', id === 'build' ? `${pathname}${search}#build` : `${pathname}${search}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-full border border-line bg-paper-deep/70 p-1">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-4 py-2 text-sm font-medium transition ${
                active ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
