import { LoaderCircle, Search } from 'lucide-react';
import { inputClass } from '../../../components/ui/form-field.tsx';

/** A search box with its label (read by screen readers) and a magnifier. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  isFetching = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  isFetching?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pr-10 pl-10`}
        />
        {isFetching && (
          <LoaderCircle
            aria-hidden="true"
            className="absolute top-3 right-3 size-5 animate-spin text-muted"
          />
        )}
      </div>
    </div>
  );
}
