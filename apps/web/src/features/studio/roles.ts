import type { StudioRole } from '@sanza/contracts/constants';
import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  CalendarCheck,
  CalendarPlus,
  Disc3,
  EyeOff,
  Music2,
  ReceiptText,
  ScanLine,
  Star,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { studioTexts } from './texts.ts';

/** What the studio needs to know of the signed-in user. */
export type StudioUser = { roles: readonly StudioRole[]; is_staff: boolean };

/** True when the user holds `role`; staff may act on everything in the studio, as the server allows. */
export function canUse(user: StudioUser, role: StudioRole): boolean {
  return user.is_staff || user.roles.includes('staff') || user.roles.includes(role);
}

/** True when the user holds any studio role (the studio link is shown to them only). */
export function hasStudioRole(user: StudioUser): boolean {
  return user.is_staff || user.roles.length > 0;
}

/** `role` opens the section; `isForStaffToo`: staff see it as well (they may check any event in). */
export type StudioSection = {
  to: string;
  label: string;
  icon: LucideIcon;
  role: StudioRole;
  isForStaffToo?: boolean;
};

/** Every studio section, by the role that opens it, in menu order. */
export const STUDIO_SECTIONS: readonly StudioSection[] = [
  { to: '/studio/events', label: studioTexts.sections.events, icon: CalendarPlus, role: 'organizer' },
  {
    to: '/studio/door',
    label: studioTexts.sections.checkIn,
    icon: ScanLine,
    role: 'organizer',
    isForStaffToo: true,
  },
  { to: '/studio/money', label: studioTexts.sections.money, icon: Wallet, role: 'organizer' },
  { to: '/studio/artist', label: studioTexts.sections.artist, icon: UserRound, role: 'artist' },
  { to: '/studio/songs', label: studioTexts.sections.songs, icon: Music2, role: 'artist' },
  { to: '/studio/albums', label: studioTexts.sections.albums, icon: Disc3, role: 'artist' },
  { to: '/studio/stats', label: studioTexts.sections.stats, icon: BarChart3, role: 'artist' },
  { to: '/studio/lineups', label: studioTexts.sections.lineups, icon: CalendarCheck, role: 'artist' },
  { to: '/studio/users', label: studioTexts.sections.users, icon: Users, role: 'staff' },
  { to: '/studio/moderation', label: studioTexts.sections.moderation, icon: EyeOff, role: 'staff' },
  { to: '/studio/editorial', label: studioTexts.sections.editorial, icon: Star, role: 'staff' },
  { to: '/studio/payments', label: studioTexts.sections.payments, icon: ReceiptText, role: 'staff' },
];

/**
 * The sections this user may open. Staff see the staff tools and the door (they may check any event in); the
 * organizer's and artist's other sections only when they hold those roles themselves (their own events and music).
 */
export function sectionsFor(user: StudioUser): StudioSection[] {
  const staff = user.is_staff || user.roles.includes('staff');
  return STUDIO_SECTIONS.filter((s) =>
    s.role === 'staff' ? staff : user.roles.includes(s.role) || (staff && !!s.isForStaffToo),
  );
}

/**
 * True when the user's own sections include the door (organizers, staff). Door staff of an event hold no role:
 * for them the door is offered where the server's list of events they may check in is asked (account, studio).
 */
export function hasDoorSection(user: StudioUser): boolean {
  return sectionsFor(user).some((section) => section.to === '/studio/door');
}
