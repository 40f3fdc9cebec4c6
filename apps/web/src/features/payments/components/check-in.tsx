import { paymentMessages } from '@sanza/contracts/constants';
import { CircleCheck, CircleX, History } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { CheckInAnswer, CheckInEvent } from '../api.ts';
import { isStaffOnlyError, serverMessageOf } from '../errors.ts';
import { useCheckIn } from '../mutations.ts';
import { useCheckInEvents } from '../queries.ts';
import { staffTexts } from '../texts.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { CheckInEventPicker, EventWhen } from './check-in-event-picker.tsx';
import { secondaryButton } from './checkout-ui.tsx';
import { StaffOnly } from './staff-gate.tsx';

type Verdict = { tone: 'admitted' | 'used' | 'invalid'; title: string; lines?: string[] };

/**
 * What the door shows for an answer: admitted (200: who holds the ticket, its type and seat, the event), refused
 * (409: already used with the date, another event, or the event is over), or invalid.
 */
export function verdictOf(answer: CheckInAnswer | undefined, error: unknown): Verdict | null {
  if (answer) {
    return {
      tone: 'admitted',
      title: answer.detail,
      lines: [
        staffTexts.holderLine(answer.ticket.holder_name),
        staffTexts.seatLine(answer.ticket.ticket_name, answer.ticket.seat),
        answer.ticket.event.name,
      ],
    };
  }
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) {
    return { tone: 'used', title: serverMessageOf(error) ?? paymentMessages.ticketInvalid };
  }
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return { tone: 'invalid', title: serverMessageOf(error) ?? paymentMessages.ticketInvalid };
  }
  return { tone: 'invalid', title: paymentMessages.genericError };
}

const LOOK = {
  admitted: { icon: CircleCheck, className: 'border-emerald-500 bg-emerald-950 text-emerald-200' },
  used: { icon: History, className: 'border-amber-500 bg-amber-950 text-amber-200' },
  invalid: { icon: CircleX, className: 'border-red-500 bg-red-950 text-red-200' },
} as const;

/** The answer in big, clear text, announced to screen readers. */
function VerdictPanel({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) return <div role="status" aria-live="polite" />;
  const look = LOOK[verdict.tone];
  const Icon = look.icon;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-start gap-3 rounded-3xl border-2 p-5 ${look.className}`}
    >
      <Icon aria-hidden="true" className="size-10 shrink-0" />
      <div className="min-w-0">
        <p className="text-2xl leading-tight font-extrabold sm:text-3xl">{verdict.title}</p>
        {verdict.lines?.map((line, i) => (
          <p
            key={line}
            className={i === 0 ? 'mt-2 text-xl font-bold break-words' : 'mt-1 text-lg break-words'}
          >
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

/**
 * 'Contrôle des billets': first the event at the door (kept in `?evenement=`), chosen among today's and later
 * ones; then each typed (or scanned) code is checked in once for it, the answer in big text.
 */
export function CheckIn() {
  const [params] = useSearchParams();
  const chosen = params.get('evenement');
  const events = useCheckInEvents();
  const event = chosen ? events.data?.find((candidate) => candidate.serial_id === chosen) : undefined;

  if (events.isError && isStaffOnlyError(events.error)) return <StaffOnly />;

  return (
    <div className="mx-auto max-w-xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{staffTexts.checkInTitle}</h1>
        {event && <p className="text-sm text-muted">{staffTexts.checkInIntro}</p>}
      </header>
      {event ? (
        <CheckInDesk key={event.serial_id} event={event} />
      ) : (
        <CheckInEventPicker isUnknown={chosen !== null && events.isSuccess} />
      )}
    </div>
  );
}

/** The event being checked, with the way back to the choice. */
function ChosenEvent({ event }: { event: CheckInEvent }) {
  return (
    <section
      aria-label={staffTexts.checkingFor}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4"
    >
      <div className="min-w-0">
        <p className="text-xs text-muted">{staffTexts.checkingFor}</p>
        <p className="font-bold break-words">{event.name}</p>
        <EventWhen event={event} />
      </div>
      <Link to={{ search: '' }} className={`${secondaryButton} min-h-10 text-sm`}>
        {staffTexts.changeEvent}
      </Link>
    </section>
  );
}

/** The door of one event: the code field, the camera and the last answer. */
function CheckInDesk({ event }: { event: CheckInEvent }) {
  const checkIn = useCheckIn(event.serial_id);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const check = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    setMissing(false);
    checkIn.mutate(trimmed, {
      // The next ticket comes right after: an accepted or used code is cleared, a mistyped one kept to fix.
      onSettled: (_answer, error) => {
        if (!error || (error instanceof ApiError && error.status === 409)) setCode('');
        inputRef.current?.focus();
      },
    });
  };

  if (isStaffOnlyError(checkIn.error)) return <StaffOnly />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check(code);
  };

  return (
    <div className="space-y-5">
      <ChosenEvent event={event} />
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <TextField
          ref={inputRef}
          id="check-in-code"
          label={staffTexts.codeLabel}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={missing ? staffTexts.codeRequired : undefined}
        />
        <SubmitButton isBusy={checkIn.isPending} busyLabel={staffTexts.checking} className="min-h-12">
          {staffTexts.check}
        </SubmitButton>
      </form>
      <CameraScanner
        onCode={(scanned) => {
          setCode(scanned);
          check(scanned);
        }}
      />
      <VerdictPanel verdict={checkIn.isPending ? null : verdictOf(checkIn.data, checkIn.error)} />
    </div>
  );
}
