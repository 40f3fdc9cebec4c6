import { Clapperboard } from 'lucide-react';
import { LinkPanel, TileLink } from '../../../components/ui/link-panel.tsx';
import { studioTexts } from '../texts.ts';

/** On the profile of an organizer, artist or staff member: the way into the studio. */
export function StudioEntry() {
  return (
    <LinkPanel
      id="studio-card"
      title={studioTexts.title}
      intro={studioTexts.intro}
      className="mx-auto max-w-3xl"
    >
      <TileLink to="/studio" icon={Clapperboard}>
        {studioTexts.open}
      </TileLink>
    </LinkPanel>
  );
}
