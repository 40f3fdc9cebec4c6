import { zodResolver } from '@hookform/resolvers/zod';
import { createPlaylistSchema, PLAYLIST_LIMITS, type Playlist } from '@sanza/contracts';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { CheckboxField, TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { playlistErrorMessage } from '../errors.ts';
import { useCreatePlaylist } from '../mutations.ts';
import { playlistTexts } from '../texts.ts';

/** The form's rules are the server's: name required and trimmed, style optional, a public checkbox. */
const formSchema = createPlaylistSchema.pick({ name: true, style: true, is_public: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function CreatePlaylistForm({ onCreated }: { onCreated: (playlist: Playlist) => void }) {
  const create = useCreatePlaylist();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', style: '', is_public: false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {create.isError && (
        <FormAlert>{playlistErrorMessage(create.error, playlistTexts.createError)}</FormAlert>
      )}
      <TextField
        id="playlist-name"
        label={playlistTexts.nameLabel}
        placeholder={playlistTexts.namePlaceholder}
        autoComplete="off"
        maxLength={PLAYLIST_LIMITS.nameMax}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="playlist-style"
        label={playlistTexts.styleLabel}
        placeholder={playlistTexts.stylePlaceholder}
        autoComplete="off"
        maxLength={PLAYLIST_LIMITS.styleMax}
        error={errors.style?.message}
        {...form.register('style')}
      />
      <CheckboxField
        id="playlist-public"
        label={playlistTexts.publicLabel}
        error={errors.is_public?.message}
        {...form.register('is_public')}
      />
      <SubmitButton isBusy={create.isPending} busyLabel={playlistTexts.creating}>
        <Plus aria-hidden="true" className="size-5" />
        {playlistTexts.create}
      </SubmitButton>
    </form>
  );
}

type Props = { isOpen: boolean; onClose: () => void; onCreated: (playlist: Playlist) => void };

/** The Create modal of /playlist: name, style, public checkbox. */
export function CreatePlaylistDialog({ isOpen, onClose, onCreated }: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={playlistTexts.createTitle}
      description={playlistTexts.createDescription}
    >
      <CreatePlaylistForm onCreated={onCreated} />
    </Dialog>
  );
}
