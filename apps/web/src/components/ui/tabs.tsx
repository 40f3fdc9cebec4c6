import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<T extends string> = { value: T; label: ReactNode; icon?: ReactNode };

type TabsProps<T extends string> = {
  /** Id of the heading that names the tab list. */
  labelledBy: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The selected tab's panel content; the other panels stay empty, so they ask nothing. */
  children: ReactNode;
};

/** Keys that move between tabs (WAI-ARIA tabs pattern), with the index they lead to. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list (the selected tab), arrows, Home and End move and
 * select at once (automatic activation), each panel labelled by its tab.
 */
export function Tabs<T extends string>({ labelledBy, tabs, selected, onSelect, children }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  const panelId = (value: T) => `${baseId}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.value);
    tabRefs.current.get(tab.value)?.focus();
  };

  return (
    <div className="space-y-5">
      <div
        role="tablist"
        aria-labelledby={labelledBy}
        className="flex gap-1 rounded-full border border-ink-700 bg-ink-900 p-1 sm:inline-flex"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.value, node);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors sm:flex-none ${
                isSelected ? 'bg-accent text-accent-ink' : 'text-muted hover:bg-ink-800 hover:text-fg'
              }`}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.value === selected;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            // Focusable by script (after a card leaves), not a tab stop: every panel starts with links or buttons.
            tabIndex={-1}
            hidden={!isSelected}
            className="rounded-2xl outline-offset-4"
          >
            {isSelected && children}
          </div>
        );
      })}
    </div>
  );
}
