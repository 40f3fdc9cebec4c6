import { paymentMessages } from '@sanza/contracts/constants';
import { CircleCheck, CircleX, History } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { CheckInAnswer } from '../api.ts';
import { isStaffOnlyError, serverMessageOf } from '../errors.ts';
import { useCheckIn } from '../mutations.ts';
import { staffTexts } from '../texts.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { StaffOnly } from './staff-gate.tsx';

type Verdict = { tone: 'admitted' | 'used' | 'invalid'; title: string; detail?: string };

/** What the door shows for an answer: admitted (200), already used (409, with the date), or invalid. */
export function verdictOf(answer: CheckInAnswer | undefined, error: unknown): Verdict | null {
  if (answer) {
    return {
      tone: 'admitted',
      title: answer.detail,
      detail: staffTexts.seatLine(answer.ticket.ticket_name, answer.ticket.seat),
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
        {verdict.detail && <p className="mt-1 text-lg">{verdict.detail}</p>}
      </div>
    </div>
  );
}

/** 'Contrôle des billets': a typed (or scanned) code is checked in once; the answer shows in big text. */
export function CheckIn() {
  const checkIn = useCheckIn();
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
    <div className="mx-auto max-w-xl space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{staffTexts.checkInTitle}</h1>
        <p className="text-sm text-muted">{staffTexts.checkInIntro}</p>
      </header>
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
