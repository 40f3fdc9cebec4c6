import type { Invitation } from '@sanza/contracts';
import { CalendarDays, CircleCheck, CircleX, Clock3, type LucideIcon, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DayAndTime } from '../../../components/ui/day-and-time.tsx';
import { IconItem, IconList } from '../../../components/ui/icon-list.tsx';
import { StatusBadge, type Tone } from '../../../components/ui/status-badge.tsx';
import type { InvitationBox } from '../api.ts';
import { invitationStatusLabel, recipientOf } from '../rules.ts';
import { invitationTexts } from '../texts.ts';

const STATUS_LOOK = {
  confirmed: { tone: 'success', icon: CircleCheck },
  declined: { tone: 'danger', icon: CircleX },
  pending: { tone: 'warning', icon: Clock3 },
} as const satisfies Record<Invitation['status'], { tone: Tone; icon: LucideIcon }>;

/** 'Acceptée' (green), 'Refusée' (red) or 'En attente' (amber), with an icon so colour is not the only cue. */
export function InvitationStatusBadge({ status }: { status: Invitation['status'] }) {
  const look = STATUS_LOOK[status];
  return (
    <StatusBadge tone={look.tone} look="solid" icon={look.icon}>
      {invitationStatusLabel(status)}
    </StatusBadge>
  );
}

type Props = {
  invitation: Invitation;
  box: InvitationBox;
  /** Buttons at the foot of the card (answer, cancel); none once the invitation is settled. */
  actions?: ReactNode;
};

/** An invitation: its status, the event (linked), when it takes place, and who invited or was invited. */
export function InvitationCard({ invitation, box, actions }: Props) {
  const { event } = invitation;
  const isReceived = box === 'received';
  const PersonIcon = isReceived ? UserRound : Mail;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold">
          <Link
            to={`/events/${event.serial_id}`}
            className="line-clamp-2 wrap-break-word hover:text-accent focus-visible:text-accent"
          >
            {event.name}
          </Link>
        </h2>
        <InvitationStatusBadge status={invitation.status} />
      </div>
      <IconList>
        <IconItem icon={CalendarDays}>
          <DayAndTime date={event.date} time={event.time} />
        </IconItem>
        <IconItem icon={PersonIcon} shrinks top>
          <span className="min-w-0 wrap-anywhere">
            {isReceived ? invitationTexts.invitedBy : invitationTexts.sentTo}{' '}
            <strong className="font-semibold text-fg">
              {isReceived ? invitation.invited_by.username : recipientOf(invitation)}
            </strong>
          </span>
        </IconItem>
      </IconList>
      {actions && <div className="mt-auto flex flex-wrap gap-2 border-t border-ink-700 pt-3">{actions}</div>}
    </article>
  );
}
