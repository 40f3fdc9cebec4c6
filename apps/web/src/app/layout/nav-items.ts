import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  Download,
  Gavel,
  House,
  ListMusic,
  Mail,
  MicVocal,
  Music,
  Search,
  Ticket,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** The left menu, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Accueil', to: '/', icon: House },
  { label: 'Rechercher', to: '/search', icon: Search },
  { label: 'Invitations', to: '/invitations', icon: Mail },
  { label: 'Playlists', to: '/playlist', icon: ListMusic },
  { label: 'Reservations', to: '/reservations', icon: Ticket },
  { label: 'Musique', to: '/music', icon: Music },
  { label: 'Événements', to: '/events', icon: CalendarDays },
  { label: 'Artistes', to: '/artists', icon: MicVocal },
  // After the spec's entries: auctions (the top bar's link is an icon alone on phones) and songs
  // saved for offline listening.
  { label: 'Enchères', to: '/auctions', icon: Gavel },
  { label: 'Téléchargements', to: '/downloads', icon: Download },
];
