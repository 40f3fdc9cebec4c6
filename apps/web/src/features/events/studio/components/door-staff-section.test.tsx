// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { doorMessages } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { DoorStaffSection } from './door-staff-section.tsx';

const STAFF_PATH = '/api/studio/events/evt1/door-staff/';
/** After a server answer: role and description queries take seconds on a busy 2-core machine. */
const ANSWERED = { timeout: 12_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The door team of evt1 as the server keeps it: GET answers it, POST adds (or refuses), DELETE removes. */
function doorTeam(initial: { id: number; username: string }[], refuse?: (username: string) => Response) {
  let team = [...initial];
  return mockApi([
    { method: 'GET', path: STAFF_PATH, answer: () => jsonResponse(200, team) },
    {
      method: 'POST',
      path: STAFF_PATH,
      answer: (init) => {
        const { username } = JSON.parse(String(init?.body)) as { username: string };
        const refusal = refuse?.(username);
        if (refusal) return refusal;
        const member = { id: 40 + team.length, username };
        team = [...team, member];
        return jsonResponse(201, member);
      },
    },
    ...initial.map((member) => ({
      method: 'DELETE',
      path: `${STAFF_PATH}${member.id}/`,
      answer: () => {
        team = team.filter((m) => m.id !== member.id);
        return new Response(null, { status: 204 });
      },
    })),
  ]);
}

describe('DoorStaffSection', () => {
  it('lists the door team, and says when there is none', async () => {
    doorTeam([]);
    const { unmount } = renderAt(<DoorStaffSection serialId="evt1" />);
    expect(
      await screen.findByText('Aucun contrôleur pour le moment : vous seul contrôlez les billets.'),
    ).toBeInTheDocument();
    unmount();
    doorTeam([
      { id: 7, username: 'koffi' },
      { id: 8, username: 'mireille' },
    ]);
    renderAt(<DoorStaffSection serialId="evt1" />);
    const list = await screen.findByRole('list', { name: 'Contrôleurs de cet événement' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['koffiRetirer', 'mireilleRetirer']);
  });

  it('adds a member by username, trimmed, and shows them in the list', async () => {
    const fetchMock = doorTeam([]);
    renderAt(<DoorStaffSection serialId="evt1" />);
    await screen.findByText(/Aucun contrôleur/);
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur du contrôleur"), '  koffi ');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      await screen.findByText('koffi contrôle maintenant cet événement.', {}, ANSWERED),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, STAFF_PATH).find((call) => call.init?.method === 'POST')?.body).toEqual({
      username: 'koffi',
    });
    const list = await screen.findByRole('list', { name: 'Contrôleurs de cet événement' });
    expect(within(list).getByText('koffi')).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur du contrôleur")).toHaveValue('');
  });

  it('asks for a username before sending anything', async () => {
    const fetchMock = doorTeam([]);
    renderAt(<DoorStaffSection serialId="evt1" />);
    await screen.findByText(/Aucun contrôleur/);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const field = screen.getByLabelText("Nom d'utilisateur du contrôleur");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(doorMessages.usernameRequired));
    expect(callsTo(fetchMock, STAFF_PATH).filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's French refusal under the field (unknown user, already in)", async () => {
    doorTeam([{ id: 7, username: 'koffi' }], (username) =>
      username === 'koffi'
        ? jsonResponse(409, { detail: doorMessages.alreadyDoorStaff('koffi') })
        : jsonResponse(400, { username: [doorMessages.userUnknown(username)] }),
    );
    renderAt(<DoorStaffSection serialId="evt1" />);
    await screen.findByRole('list', { name: 'Contrôleurs de cet événement' });
    const field = screen.getByLabelText("Nom d'utilisateur du contrôleur");
    await userEvent.type(field, 'personne');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await vi.waitFor(
      () =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining("Aucun compte ne porte le nom d'utilisateur « personne »"),
        ),
      ANSWERED,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'koffi');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await vi.waitFor(
      () =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('koffi contrôle déjà cet événement'),
        ),
      ANSWERED,
    );
  });

  it('removes a member after confirmation only', async () => {
    const fetchMock = doorTeam([
      { id: 7, username: 'koffi' },
      { id: 8, username: 'mireille' },
    ]);
    renderAt(<DoorStaffSection serialId="evt1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer koffi' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer koffi des contrôleurs ?' });
    expect(dialog).toHaveAccessibleDescription(
      "Il ne pourra plus scanner les billets ni vendre à l'entrée de cet événement.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(fetchMock, `${STAFF_PATH}7/`)).toHaveLength(0);
    expect(screen.getByText('koffi')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retirer koffi' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Retirer koffi des contrôleurs ?' })).getByRole('button', {
        name: 'Retirer',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByText('koffi')).not.toBeInTheDocument(), ANSWERED);
    expect(callsTo(fetchMock, `${STAFF_PATH}7/`)[0]?.init?.method).toBe('DELETE');
    expect(screen.getByText('mireille')).toBeInTheDocument();
  });
});
