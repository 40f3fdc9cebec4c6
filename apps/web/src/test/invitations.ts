import type { Invitation } from '@sanza/contracts';

let nextId = 500;

/** An invitation as the API answers it: pending, from awa to bintou, to 'Nuit de la Rumba'. */
export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  const id = nextId++;
  return {
    id,
    serial_id: `inv${id}`,
    status: 'pending',
    event: { serial_id: 'evt-rumba', name: 'Nuit de la Rumba', date: '2026-12-12', time: '20:00:00' },
    invited_by: { username: 'awa' },
    user: { email: 'bintou@example.org' },
    recipient_email: 'bintou@example.org',
    created_at: '2026-11-30T19:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

/** A value and the functions that settle it, for answers a test releases when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
