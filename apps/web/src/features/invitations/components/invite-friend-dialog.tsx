import { zodResolver } from '@hookform/resolvers/zod';
import { createInvitationSchema, INVITE_MODAL_CLOSE_MS, invitationMessages } from '@sanza/contracts';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { invitationErrorMessage } from '../errors.ts';
import { useSendInvitation } from '../mutations.ts';
import { invitationTexts } from '../texts.ts';

/** The form's rule is the server's: a valid e-mail, else 'Email invalide'. */
const inviteFormSchema = createInvitationSchema.pick({ recipient_email: true });
type InviteInput = z.input<typeof inviteFormSchema>;

/** The form inside the modal: idle, then sending, then sent, which closes the modal after 2 s. */
function InviteForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const send = useSendInvitation();
  const form = useForm<InviteInput, unknown, z.output<typeof inviteFormSchema>>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { recipient_email: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onDone, INVITE_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onDone]);

  if (send.isSuccess) return <SuccessMessage>{invitationMessages.sent}</SuccessMessage>;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate({ event_id: eventId, recipient_email: values.recipient_email });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {send.isError && <FormAlert>{invitationErrorMessage(send.error)}</FormAlert>}
      <TextField
        id="invite-email"
        label={invitationTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={invitationTexts.emailPlaceholder}
        error={errors.recipient_email?.message}
        {...form.register('recipient_email')}
      />
      <SubmitButton isBusy={send.isPending} busyLabel={invitationTexts.sending}>
        <Send aria-hidden="true" className="size-4" />
        {invitationTexts.send}
      </SubmitButton>
    </form>
  );
}

type Props = { eventId: string; isOpen: boolean; onClose: () => void };

/** The 'Inviter un ami' modal: an e-mail field and a send action. */
export function InviteFriendDialog({ eventId, isOpen, onClose }: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={invitationMessages.modalTitle}
      description={invitationTexts.description}
    >
      <InviteForm eventId={eventId} onDone={onClose} />
    </Dialog>
  );
}
