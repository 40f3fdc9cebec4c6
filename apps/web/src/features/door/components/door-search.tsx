import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cardClass } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { DoorList, DoorTicket } from '../api.ts';
import { formatClock, searchTickets, sha256Hex } from '../rules.ts';
import { doorTexts } from '../texts.ts';

/** A QR code's text is a ticket number and its signature, joined by a dot, without spaces. */
const looksLikeCode = (text: string) => /^[^\s.]+\.[^\s.]+$/.test(text);

/** One ticket found: who, which ticket, whether in; « Faire entrer » when its code was typed. */
function FoundTicket({
  ticket,
  canAdmit,
  isBusy,
  onAdmit,
}: {
  ticket: DoorTicket;
  canAdmit: boolean;
  isBusy: boolean;
  onAdmit: () => void;
}) {
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
      {canAdmit ? (
        <Button className="w-full" isBusy={isBusy} busyLabel={doorTexts.checking} onClick={onAdmit}>
          {doorTexts.admit}
        </Button>
      ) : (
        !ticket.checked_in_at && <p className="text-xs text-muted">{doorTexts.admitNeedsCode}</p>
      )}
    </li>
  );
}

/**
 * Search by name or code in the door list kept on the phone (no network needed). A typed code is checked as a
 * scan would be; a ticket found by its holder's name shows whether they are in.
 */
export function DoorSearch({
  list,
  onCheck,
}: {
  list: DoorList | null;
  onCheck: (code: string) => Promise<void>;
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
                  canAdmit={ticket.code_sha256 === hash && !ticket.checked_in_at}
                  isBusy={isBusy}
                  onAdmit={() => void check(query)}
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
