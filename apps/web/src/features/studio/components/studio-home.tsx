import { ChevronRight, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { useCurrentUser } from '../../auth/queries.ts';
import { hasDoorSection, sectionsFor } from '../roles.ts';
import { studioTexts } from '../texts.ts';
import { DoorEntry } from './door-entry.tsx';
import { StudioLoading } from './studio-card.tsx';

const GROUPS = ['organizer', 'artist', 'staff'] as const;

/** The studio's front page: the sections of each role the user holds, or how to get one. */
export function StudioHome() {
  const user = useCurrentUser();
  if (user.isPending) return <StudioLoading label={studioTexts.checkingAccess} />;
  if (user.isError) return <FormAlert>{studioTexts.loadFailed}</FormAlert>;
  const sections = sectionsFor(user.data);
  // Door staff hold no role: the door is offered to them when the server lists events they may check in.
  const noRole = (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-3xl border border-ink-800 bg-ink-900 p-6 text-center">
      <Clapperboard aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-lg font-bold">{studioTexts.noRoleTitle}</h2>
      <p className="text-sm text-muted">{studioTexts.noRoleHint}</p>
    </div>
  );
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{studioTexts.title}</h1>
        <p className="text-sm text-muted">{studioTexts.intro}</p>
      </header>
      {!hasDoorSection(user.data) && <DoorEntry fallback={sections.length === 0 ? noRole : null} />}
      {sections.length > 0 &&
        GROUPS.map((role) => {
          const items = sections.filter((s) => s.role === role);
          if (items.length === 0) return null;
          return (
            <section
              key={role}
              aria-labelledby={`studio-${role}`}
              className="space-y-3 rounded-3xl border border-ink-800 bg-ink-900 p-5 sm:p-6"
            >
              <h2 id={`studio-${role}`} className="text-lg font-bold">
                {studioTexts.groups[role]}
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {items.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-12 items-center gap-3 rounded-2xl border border-ink-700 px-4 font-semibold hover:border-accent"
                    >
                      <Icon aria-hidden="true" className="size-5 text-accent" />
                      <span className="flex-1">{label}</span>
                      <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
