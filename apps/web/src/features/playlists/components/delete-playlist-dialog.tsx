import type { Playlist } from '@sanza/contracts';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { playlistErrorMessage } from '../errors.ts';
import { useDeletePlaylist } from '../mutations.ts';
import { playlistTexts } from '../texts.ts';

type Props = { playlist: Playlist | null; onClose: () => void; onDeleted: (playlist: Playlist) => void };

/**
 * Asks before deleting a playlist (nothing brings it back). A failure stays on screen in the dialog — the
 * original only logged it (docs/decisions/089-playlists-private-by-default.md).
 */
export function DeletePlaylistDialog({ playlist, onClose, onDeleted }: Props) {
  const remove = useDeletePlaylist();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={playlist !== null}
      onClose={close}
      title={playlistTexts.deleteTitle}
      description={playlist ? playlistTexts.deleteText(playlist.name) : undefined}
    >
      {remove.isError && (
        <FormAlert>{playlistErrorMessage(remove.error, playlistTexts.deleteError)}</FormAlert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          {playlistTexts.deleteKeep}
        </Button>
        <Button
          variant="danger-confirm"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          onClick={() => {
            if (!playlist) return;
            remove.mutate(playlist, {
              onSuccess: () => {
                remove.reset();
                onDeleted(playlist);
              },
            });
          }}
        >
          {remove.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Trash2 aria-hidden="true" className="size-5" />
          )}
          {remove.isPending ? playlistTexts.deleting : playlistTexts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
