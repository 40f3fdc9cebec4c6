import type { Reservation } from '@sanza/contracts';
import { reservationMessages } from '@sanza/contracts/constants';
import { LoaderCircle, UserMinus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import type { UserRef } from '../api.ts';
import { reservationErrorMessage } from '../errors.ts';
import { useShareReservation, useUnshareReservation } from '../mutations.ts';
import { useSharedUsers } from '../queries.ts';
import { reservationTexts } from '../texts.ts';
import { UserSearch } from './user-search.tsx';

/** Who the reservation is shared with, each with a 'Retirer' action. */
function SharedUsers({ serialId }: { serialId: string }) {
  const users = useSharedUsers(serialId);
  const unshare = useUnshareReservation(serialId);

  return (
    <section aria-labelledby="shared-users-title" className="space-y-2 border-t border-ink-700 pt-4">
      <h3 id="shared-users-title" className="text-sm font-semibold">
        {reservationTexts.sharedUsersTitle}
      </h3>
      {users.isPending ? (
        <LoaderCircle aria-label={reservationTexts.searching} className="size-5 animate-spin text-muted" />
      ) : users.isError ? (
        <LoadError message={reservationMessages.shareLoadError} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="text-sm text-muted">{reservationTexts.notShared}</p>
      ) : (
        <ul className="space-y-1">
          {users.data.map((user) => (
            <li key={user.id} className="flex min-h-11 items-center justify-between gap-3 rounded-xl px-1">
              <span className="truncate text-sm font-medium">{user.username}</span>
              <button
                type="button"
                onClick={() =>
                  unshare.mutate(user.id, {
                    onError: (error) => toast.error(reservationErrorMessage(error)),
                  })
                }
                disabled={unshare.isPending && unshare.variables === user.id}
                aria-label={reservationTexts.removeLabel(user.username)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-ink-600 px-3 text-xs font-semibold hover:border-red-400 hover:text-red-300 disabled:opacity-50"
              >
                <UserMinus aria-hidden="true" className="size-3.5" />
                {reservationTexts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dialog's content: search, picked users, the share action, then who it is shared with. */
function ShareForm({ reservation }: { reservation: Reservation }) {
  const share = useShareReservation(reservation.serial_id);
  const [picked, setPicked] = useState<UserRef[]>([]);

  const toggle = (user: UserRef) =>
    setPicked((current) =>
      current.some((u) => u.id === user.id) ? current.filter((u) => u.id !== user.id) : [...current, user],
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    share.mutate(
      picked.map((user) => user.id),
      {
        onSuccess: (answer) => {
          toast.success(answer.detail || reservationMessages.shared);
          setPicked([]);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="space-y-3">
        <UserSearch serialId={reservation.serial_id} selected={picked} onToggle={toggle} />
        {picked.length > 0 && (
          <div className="space-y-2">
            <p className="text-xs text-muted">{reservationTexts.selected(picked.length)}</p>
            <ul className="flex flex-wrap gap-2">
              {picked.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => toggle(user)}
                    aria-label={reservationTexts.removeLabel(user.username)}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-accent/15 px-3 text-sm font-medium text-accent"
                  >
                    {user.username}
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {share.isError && <FormAlert>{reservationErrorMessage(share.error)}</FormAlert>}
        <SubmitButton
          isBusy={share.isPending}
          busyLabel={reservationTexts.sharing}
          disabled={picked.length === 0}
        >
          {reservationTexts.shareSubmit}
        </SubmitButton>
      </form>
      <SharedUsers serialId={reservation.serial_id} />
    </div>
  );
}

type Props = { reservation: Reservation | null; onClose: () => void };

/** Sharing a reservation with other users (owner only): pick users found by search, then share. */
export function ShareDialog({ reservation, onClose }: Props) {
  return (
    <Dialog
      isOpen={reservation !== null}
      onClose={onClose}
      title={reservationTexts.shareTitle}
      description={reservation ? reservationTexts.shareDescription(reservation.data.event.name) : undefined}
    >
      {reservation && <ShareForm reservation={reservation} />}
    </Dialog>
  );
}
