import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  Download,
  House,
  ListMusic,
  Mail,
  MicVocal,
  Music,
  Search,
  Ticket,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** The left menu, in the spec's order (spec 1 §2, "Main layout"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Accueil', to: '/', icon: House },
  { label: 'Rechercher', to: '/search', icon: Search },
  { label: 'Invitations', to: '/invitations', icon: Mail },
  { label: 'Playlists', to: '/playlist', icon: ListMusic },
  { label: 'Reservations', to: '/reservations', icon: Ticket },
  { label: 'Musique', to: '/music', icon: Music },
  { label: 'Événements', to: '/events', icon: CalendarDays },
  { label: 'Artistes', to: '/artists', icon: MicVocal },
  // Issue 17: songs saved for offline listening, after the spec's entries.
  { label: 'Téléchargements', to: '/downloads', icon: Download },
];
