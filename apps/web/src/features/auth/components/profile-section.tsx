import type { ReactNode } from 'react';
import { FormAlert, SuccessMessage } from '../../../components/ui/form-feedback.tsx';

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  /** The section's own success message, shown for about 3 s after saving. */
  success: string | null;
  failure: string | null;
  children: ReactNode;
};

/** One section of the profile page: a titled card holding its own form and its own messages. */
export function ProfileSection({ id, title, intro, success, failure, children }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-ink-800 bg-ink-900/60 p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-4 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        {children}
        <SuccessMessage>{success}</SuccessMessage>
      </div>
    </section>
  );
}
