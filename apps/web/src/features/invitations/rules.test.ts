import { describe, expect, it } from 'vitest';
import { makeInvitation } from '../../test/invitations.ts';
import { invitationStatusLabel, isPending, paramOfTab, recipientOf, tabFromParam } from './rules.ts';

describe('invitation rules', () => {
  it("labels statuses 'Acceptée', 'Refusée' and 'En attente'", () => {
    expect(invitationStatusLabel('confirmed')).toBe('Acceptée');
    expect(invitationStatusLabel('declined')).toBe('Refusée');
    expect(invitationStatusLabel('pending')).toBe('En attente');
  });

  it('only a pending invitation can still be answered or cancelled', () => {
    expect(isPending(makeInvitation())).toBe(true);
    expect(isPending(makeInvitation({ status: 'confirmed' }))).toBe(false);
    expect(isPending(makeInvitation({ status: 'declined' }))).toBe(false);
  });

  it("names the recipient by their account's e-mail, else by the address typed", () => {
    expect(recipientOf(makeInvitation({ user: { email: 'Bintou@example.org' } }))).toBe('Bintou@example.org');
    expect(recipientOf(makeInvitation({ user: null, recipient_email: 'ami@example.org' }))).toBe(
      'ami@example.org',
    );
  });

  it('reads the tab from ?onglet=, the received one by default, and writes it back', () => {
    expect(tabFromParam('envoyees')).toBe('sent');
    expect(tabFromParam('recues')).toBe('received');
    expect(tabFromParam(null)).toBe('received');
    expect(tabFromParam('nimportequoi')).toBe('received');
    expect(paramOfTab('sent')).toBe('envoyees');
    expect(paramOfTab('received')).toBeNull();
  });
});
