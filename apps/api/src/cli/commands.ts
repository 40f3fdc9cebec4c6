import { ROLE_LABELS, ROLES, type Role, STUDIO_ROLES, type StudioRole } from '@sanza/contracts/constants';
import type { Db } from '../db/client.ts';
import type { OwnerCommand, OwnerReply } from '../db/owner.ts';
import { findUserByLogin, setRoleByUsername } from '../features/accounts/accounts.repository.ts';

const noUser = (username: string): OwnerReply => ({ code: 1, message: `Aucun utilisateur « ${username} ».` });

/** `user:role`: args `[username, role]`, or `[username, role, '--remove']` to withdraw it. */
async function changeRole(db: Db, [username = '', role = '', flag]: string[]): Promise<OwnerReply> {
  const remove = flag === '--remove';
  if (!(ROLES as readonly string[]).includes(role)) {
    return {
      code: 1,
      message: `Rôle inconnu « ${role} » : les rôles sont ${STUDIO_ROLES.join(', ')} (user est celui de tous les comptes).`,
    };
  }
  const label = `${role} (${ROLE_LABELS[role as Role]})`;
  if (role === 'user') {
    const user = await findUserByLogin(db, username);
    if (!user) return noUser(username);
    if (remove) return { code: 1, message: `Le rôle ${label} ne se retire pas : tous les comptes l'ont.` };
    return {
      code: 0,
      message: `« ${user.username} » a déjà le rôle ${label}, comme tous les comptes : rien à faire.`,
    };
  }
  const stored = await setRoleByUsername(db, username, role as StudioRole, !remove);
  if (!stored) return noUser(username);
  return {
    code: 0,
    message: remove
      ? `« ${stored} » n'a plus le rôle ${label}.`
      : `« ${stored} » a maintenant le rôle ${label}.`,
  };
}

/**
 * The data-changing commands of the command-line tools. The CLI runs them on the database itself when no
 * server owns it, and the server runs them when the CLI hands them over (see db/owner.ts): one code path.
 */
export async function runCommand(db: Db, command: OwnerCommand): Promise<OwnerReply> {
  switch (command.name) {
    case 'user:staff': {
      const username = command.args[0] ?? '';
      const promoted = await setRoleByUsername(db, username, 'staff', true);
      if (!promoted) return noUser(username);
      return { code: 0, message: `« ${promoted} » fait maintenant partie de l'équipe (staff).` };
    }
    case 'user:role':
      return changeRole(db, command.args);
    default:
      return { code: 2, message: `Commande inconnue : ${command.name}` };
  }
}
