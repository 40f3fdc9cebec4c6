import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { EVENT_FILTERS, EVENT_SORTS, type EventFilter, type EventSort } from '../rules.ts';
import { eventTexts } from '../texts.ts';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
};

/** A row of radio buttons drawn as pills: one choice, reachable with arrows, announced as a group. */
function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-ink-600 px-3.5 py-2 text-sm font-medium transition-colors has-checked:border-accent has-checked:bg-accent/15 has-checked:text-accent has-focus-visible:outline-2 has-focus-visible:outline-accent hover:border-fg"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Props = {
  filter: EventFilter;
  sort: EventSort;
  onFilterChange: (filter: EventFilter) => void;
  onSortChange: (sort: EventSort) => void;
};

/** The 'Filtres' toggle and its panel: which events (all, upcoming, auctions) and in which order. */
export function EventFilters({ filter, sort, onFilterChange, onSortChange }: Props) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const isCustomised = filter !== 'all' || sort !== 'date';
  return (
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
          isOpen || isCustomised ? 'border-accent text-accent' : 'border-ink-600 text-fg hover:border-fg'
        }`}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {eventTexts.filtersToggle}
        {isCustomised && <span aria-hidden="true" className="size-2 rounded-full bg-accent" />}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="mt-3 space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <ChoiceGroup
          legend={eventTexts.filterLegend}
          name="filtre"
          options={EVENT_FILTERS}
          labels={eventTexts.filters}
          value={filter}
          onChange={onFilterChange}
        />
        <ChoiceGroup
          legend={eventTexts.sortLegend}
          name="tri"
          options={EVENT_SORTS}
          labels={eventTexts.sorts}
          value={sort}
          onChange={onSortChange}
        />
      </div>
    </div>
  );
}
