import { Clapperboard } from 'lucide-react';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { LinkPanel, TileLinks } from '../../../components/ui/link-panel.tsx';
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
            <LinkPanel key={role} id={`studio-${role}`} title={studioTexts.groups[role]}>
              <TileLinks links={items} />
            </LinkPanel>
          );
        })}
    </div>
  );
}
