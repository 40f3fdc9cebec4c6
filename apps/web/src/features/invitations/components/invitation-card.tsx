import type { Invitation } from '@sanza/contracts';
import { CalendarDays, CircleCheck, CircleX, Clock3, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import type { InvitationBox } from '../api.ts';
import { invitationStatusLabel, recipientOf } from '../rules.ts';
import { invitationTexts } from '../texts.ts';

const STATUS_STYLE: Record<Invitation['status'], { className: string; icon: ReactNode }> = {
  confirmed: {
    className: 'bg-emerald-950 text-emerald-300',
    icon: <CircleCheck aria-hidden="true" className="size-3.5" />,
  },
  declined: {
    className: 'bg-red-950 text-red-300',
    icon: <CircleX aria-hidden="true" className="size-3.5" />,
  },
  pending: {
    className: 'bg-amber-950 text-amber-300',
    icon: <Clock3 aria-hidden="true" className="size-3.5" />,
  },
};

/** 'Acceptée' (green), 'Refusée' (red) or 'En attente' (amber), with an icon so colour is not the only cue. */
export function InvitationStatusBadge({ status }: { status: Invitation['status'] }) {
  const style = STATUS_STYLE[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${style.className}`}
    >
      {style.icon}
      {invitationStatusLabel(status)}
    </span>
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
      <ul className="space-y-1.5 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <time dateTime={event.date}>{formatLongDate(event.date)}</time> · {formatTime(event.time)}
          </span>
        </li>
        <li className="flex min-w-0 items-start gap-2">
          <PersonIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 wrap-anywhere">
            {isReceived ? invitationTexts.invitedBy : invitationTexts.sentTo}{' '}
            <strong className="font-semibold text-fg">
              {isReceived ? invitation.invited_by.username : recipientOf(invitation)}
            </strong>
          </span>
        </li>
      </ul>
      {actions && <div className="mt-auto flex flex-wrap gap-2 border-t border-ink-700 pt-3">{actions}</div>}
    </article>
  );
}
