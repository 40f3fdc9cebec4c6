// @vitest-environment jsdom
import '../../test/dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePickButton, useImagePick } from './image-pick.tsx';

/** A form built on the piece: the button, the kept file's name, the refusal, a submit and the success. */
function PickForm({
  upload,
}: {
  upload: { reset: () => void; mutateAsync: (file: File) => Promise<unknown> };
}) {
  const { file, problem, previewUrl, success, choose, onSubmit } = useImagePick({
    upload,
    problemOf: (chosen) => (chosen.size > 10 ? 'Trop lourde' : null),
    savedText: 'Image enregistrée.',
  });
  return (
    <form onSubmit={onSubmit}>
      {previewUrl && <img src={previewUrl} alt="Aperçu" />}
      <ImagePickButton
        id="picture"
        label="Choisir une image"
        accept={['image/png', 'image/webp']}
        isInvalid={!!problem}
        describedBy={problem ? 'picture-error' : undefined}
        onChoose={choose}
      />
      {file && <p>{file.name}</p>}
      {problem && <p id="picture-error">{problem}</p>}
      {success && <p>{success}</p>}
      <button type="submit" disabled={!file}>
        Envoyer
      </button>
    </form>
  );
}

const png = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

describe('useImagePick and ImagePickButton', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apercu'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled file input taking the listed types', () => {
    render(<PickForm upload={{ reset: vi.fn(), mutateAsync: vi.fn() }} />);
    const input = screen.getByLabelText('Choisir une image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/webp');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a file its check refuses: says why, keeps nothing, sends nothing', async () => {
    const upload = { reset: vi.fn(), mutateAsync: vi.fn() };
    render(<PickForm upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choisir une image'), png('grande.png', 11));
    expect(screen.getByText('Trop lourde')).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Choisir une image')).toHaveAttribute('aria-describedby', 'picture-error');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(upload.reset).toHaveBeenCalledTimes(1);
  });

  it('previews a kept file, sends it, then empties the form and says it is saved', async () => {
    const upload = { reset: vi.fn(), mutateAsync: vi.fn(() => Promise.resolve({})) };
    render(<PickForm upload={upload} />);
    const file = png('photo.png', 4);
    await userEvent.upload(screen.getByLabelText('Choisir une image'), file);
    expect(screen.getByRole('img', { name: 'Aperçu' })).toHaveAttribute('src', 'blob:apercu');
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(upload.mutateAsync).toHaveBeenCalledWith(file);
    expect(await screen.findByText('Image enregistrée.')).toBeInTheDocument();
    expect(screen.queryByText('photo.png')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:apercu'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the file when sending fails, and says nothing is saved', async () => {
    const upload = { reset: vi.fn(), mutateAsync: vi.fn(() => Promise.reject(new Error('refusée'))) };
    render(<PickForm upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Choisir une image'), png('photo.png', 4));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(upload.mutateAsync).toHaveBeenCalledTimes(1));
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(screen.queryByText('Image enregistrée.')).toBeNull();
  });
});
