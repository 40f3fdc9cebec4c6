import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cardClass } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { DoorList, DoorTicket } from '../api.ts';
import { formatClock, searchTickets, sha256Hex, ticketLines } from '../rules.ts';
import { doorTexts } from '../texts.ts';

/** A QR code's text is a ticket number and its signature, joined by a dot, without spaces. */
const looksLikeCode = (text: string) => /^[^\s.]+\.[^\s.]+$/.test(text);

/**
 * One ticket found: who, which ticket, whether in. Not in yet: « Faire entrer », checked as a scan when its code
 * was typed; found by name, after a confirmation showing the name, type and seat (the door team checks an ID).
 */
function FoundTicket({
  ticket,
  isCodeTyped,
  isBusy,
  onCheckCode,
  onAdmit,
}: {
  ticket: DoorTicket;
  isCodeTyped: boolean;
  isBusy: boolean;
  onCheckCode: () => void;
  onAdmit: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const canAdmit = !ticket.checked_in_at;
  return (
    <li className={`${cardClass} space-y-2`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold break-words">{ticket.holder_name}</p>
          <p className="text-sm text-muted">{doorTexts.seatLine(ticket.ticket_name, ticket.seat)}</p>
        </div>
        {ticket.checked_in_at ? (
          <StatusBadge tone="success">
            {doorTexts.entered} {formatClock(ticket.checked_in_at)}
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{doorTexts.notEntered}</StatusBadge>
        )}
      </div>
      {canAdmit && isConfirming ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-bold">{doorTexts.confirmTitle}</legend>
          <ul className="text-sm">
            {ticketLines(ticket).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-muted">{doorTexts.confirmHint}</p>
          <div className="flex gap-2">
            <Button
              className="flex-1"
              isBusy={isBusy}
              busyLabel={doorTexts.checking}
              onClick={() => {
                setConfirming(false);
                onAdmit();
              }}
            >
              {doorTexts.confirmAdmit}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
              {doorTexts.cancelAdmit}
            </Button>
          </div>
        </fieldset>
      ) : (
        canAdmit && (
          <Button
            className="w-full"
            isBusy={isBusy}
            busyLabel={doorTexts.checking}
            onClick={isCodeTyped ? onCheckCode : () => setConfirming(true)}
          >
            {doorTexts.admit}
          </Button>
        )
      )}
    </li>
  );
}

/**
 * Search by name or code in the door list kept on the phone (no network needed). A typed code is checked as a
 * scan would be; a ticket found by its holder's name shows whether they are in, and can be let in by its serial
 * id once the door team has checked an ID (`onAdmit`).
 */
export function DoorSearch({
  list,
  onCheck,
  onAdmit,
}: {
  list: DoorList | null;
  onCheck: (code: string) => Promise<void>;
  onAdmit: (serialId: string) => Promise<void>;
}) {
  const [query, setQuery] = useState('');
  const [hash, setHash] = useState<string | null>(null);
  const [isMissing, setMissing] = useState(false);
  const [isBusy, setBusy] = useState(false);

  // The hash of what is typed, so a full code finds its ticket without the code ever being in the list.
  useEffect(() => {
    let isCurrent = true;
    const text = query.trim();
    if (!text) {
      setHash(null);
      return;
    }
    void sha256Hex(text).then((value) => isCurrent && setHash(value));
    return () => {
      isCurrent = false;
    };
  }, [query]);

  const check = async (code: string) => {
    setBusy(true);
    try {
      await onCheck(code);
      setQuery('');
    } finally {
      setBusy(false);
    }
  };

  const admit = async (serialId: string) => {
    setBusy(true);
    try {
      await onAdmit(serialId);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    setMissing(!text);
    if (!text) return;
    const found = list ? searchTickets(list, text, hash) : { tickets: [], total: 0 };
    // A code (« numéro.signature ») or anything the list does not know is checked, by the phone or the server;
    // a name or a ticket number found in the list is only looked up.
    const isLookup = !looksLikeCode(text) && found.tickets.length > 0;
    if (!isLookup) void check(text);
  };

  const found = list && query.trim().length >= 2 ? searchTickets(list, query, hash) : null;

  return (
    <div className="space-y-3">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <TextField
          id="door-search-field"
          label={doorTexts.searchLabel}
          hint={doorTexts.searchHint}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={isMissing ? doorTexts.searchRequired : undefined}
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          isBusy={isBusy}
          busyLabel={doorTexts.checking}
        >
          {doorTexts.check}
        </Button>
      </form>
      {found &&
        (found.tickets.length === 0 ? (
          <p className="text-sm text-muted">{doorTexts.noResults}</p>
        ) : (
          <>
            <ul aria-label={doorTexts.results} className="space-y-2">
              {found.tickets.map((ticket) => (
                <FoundTicket
                  key={ticket.serial_id}
                  ticket={ticket}
                  isCodeTyped={ticket.code_sha256 === hash}
                  isBusy={isBusy}
                  onCheckCode={() => void check(query)}
                  onAdmit={() => void admit(ticket.serial_id)}
                />
              ))}
            </ul>
            {found.total > found.tickets.length && (
              <p className="text-sm text-muted">{doorTexts.moreResults(found.tickets.length)}</p>
            )}
          </>
        ))}
    </div>
  );
}
