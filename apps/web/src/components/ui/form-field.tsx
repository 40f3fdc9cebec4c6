import { Eye, EyeOff, Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';

export const inputClass =
  'block min-h-11 w-full rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-base text-fg placeholder:text-muted/70 transition-colors hover:border-ink-600 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400';

const labelClass = 'mb-1.5 block text-sm font-medium text-fg';

/** The messages of a field error: one string, several, or none. */
export type FieldMessages = string | readonly string[] | undefined;

/** Ids of the hint and the error a field points at with `aria-describedby`, or undefined. */
function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && `${id}-hint`, hasError && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const asList = (messages: FieldMessages): readonly string[] =>
  messages === undefined ? [] : typeof messages === 'string' ? [messages] : messages;

/** What a control tells assistive technology of its state: whether it is invalid, and its hint and error. */
function fieldAria(id: string, hasHint: boolean, error: FieldMessages) {
  const hasError = asList(error).length > 0;
  return { 'aria-invalid': hasError, 'aria-describedby': describedBy(id, hasHint, hasError) };
}

/** The error text of field `id`, bound to it by `aria-describedby` (`${id}-error`). */
export function FieldError({ id, messages }: { id: string; messages: FieldMessages }) {
  const list = asList(messages);
  if (!list.length) return null;
  return (
    <div id={`${id}-error`} className="mt-1.5 space-y-0.5 text-sm text-red-300">
      {list.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A field's frame: its label above the control, the error text below. */
function LabelledField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error: FieldMessages;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldError id={id} messages={error} />
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  error?: FieldMessages;
  hint?: ReactNode;
  /** Something drawn inside the field's right edge (a show-password button). */
  trailing?: ReactNode;
};

/** A labelled input with its hint and error text bound to it. */
export function TextField({ id, label, error, hint, trailing, className, ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <div className="relative">
        <input
          id={id}
          {...fieldAria(id, !!hint, error)}
          className={`${inputClass} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </LabelledField>
  );
}

/** A password input with a button that shows or hides what was typed (typing on a phone is error-prone). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((visible) => !visible)}
          aria-label="Afficher le mot de passe"
          aria-pressed={isVisible}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-muted hover:text-fg"
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}

type SelectFieldProps = ComponentProps<'select'> & { id: string; label: ReactNode; error?: FieldMessages };

/** A labelled select with its error text bound to it. */
export function SelectField({ id, label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} className={className}>
      <select id={id} {...fieldAria(id, false, error)} className={inputClass} {...select}>
        {children}
      </select>
    </LabelledField>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: FieldMessages;
};

/** A checkbox with its label beside it and its error text bound to it. */
export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...fieldAria(id, false, error)}
          className="mt-0.5 size-5 shrink-0 accent-accent"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-fg">
          {label}
        </label>
      </div>
      <FieldError id={id} messages={error} />
    </div>
  );
}

type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Something drawn inside the field's right edge (a spinner while results load). */
  trailing?: ReactNode;
};

/** A search box with its magnifier drawn inside the left edge; its label is the caller's. */
export function SearchInput({ trailing, ...input }: SearchInputProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input type="search" autoComplete="off" className={`${inputClass} pl-9`} {...input} />
      {trailing}
    </div>
  );
}
