import { type DoorStaff, doorStaffInputSchema } from '@sanza/contracts';
import { UserMinus, UserPlus, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormAlert, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { useAddDoorStaff, useRemoveDoorStaff } from '../mutations.ts';
import { useDoorStaff } from '../queries.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.doorStaff;

/** « Contrôleurs »: the accounts that check tickets in and sell at the gate for this event, added by username. */
export function DoorStaffSection({ serialId }: { serialId: string }) {
  const staff = useDoorStaff(serialId);
  const [leaving, setLeaving] = useState<DoorStaff | null>(null);
  return (
    <Card aria-labelledby="door-staff-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="door-staff-title" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.hint}</p>
      </div>
      {staff.isPending ? (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <LoadingBlocks count={2} className="h-12" />
        </div>
      ) : staff.isError ? (
        <LoadError message={t.loadFailed} onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul aria-label={t.listLabel} className="divide-y divide-ink-800">
          {staff.data.map((member) => (
            <li key={member.id} className="flex items-center gap-3 py-2">
              <UserRound aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 font-semibold break-words">{member.username}</span>
              <Button
                variant="ghost"
                aria-label={t.removeLabel(member.username)}
                onClick={() => setLeaving(member)}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddDoorStaffForm serialId={serialId} />
      <RemoveDialog serialId={serialId} member={leaving} onClose={() => setLeaving(null)} />
    </Card>
  );
}

/** The username field: the contract's own check first, then the server's French refusal under the field. */
function AddDoorStaffForm({ serialId }: { serialId: string }) {
  const add = useAddDoorStaff(serialId);
  const [username, setUsername] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // The answer is read from the mutation's own state, not from per-call callbacks, which are skipped when a
  // re-render renews the observer (the list refetches as the member is added).
  const error = invalid ?? (add.error ? add.error.message : null);
  const added = add.data ? t.added(add.data.username) : null;
  useEffect(() => {
    if (add.data) setUsername('');
  }, [add.data]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.reset();
    const parsed = doorStaffInputSchema.safeParse({ username });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    add.mutate(parsed.data.username);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id="door-staff-username"
          label={t.usernameLabel}
          hint={t.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setInvalid(null);
            if (add.error) add.reset();
          }}
          error={error ?? undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" isBusy={add.isPending} busyLabel={t.adding} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {t.add}
        </Button>
      </div>
      <SuccessMessage>{added}</SuccessMessage>
    </form>
  );
}

/** Asks before taking someone off the door: they lose the scanner and the gate sale of this event at once. */
function RemoveDialog({
  serialId,
  member,
  onClose,
}: {
  serialId: string;
  member: DoorStaff | null;
  onClose: () => void;
}) {
  const remove = useRemoveDoorStaff(serialId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={member !== null}
      onClose={close}
      title={member ? t.removeTitle(member.username) : ''}
      description={t.removeHint}
    >
      {remove.isError && <FormAlert>{remove.error.message || t.removeFailed}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {t.cancel}
        </Button>
        <Button
          variant="danger"
          isBusy={remove.isPending}
          busyLabel={t.removing}
          onClick={() => {
            if (member) remove.mutate(member.id, { onSuccess: close });
          }}
        >
          {t.remove}
        </Button>
      </div>
    </Dialog>
  );
}
