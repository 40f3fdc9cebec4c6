import type { Db } from '../db/client.ts';
import type { OwnerCommand, OwnerReply } from '../db/owner.ts';
import { promoteToStaff } from '../features/accounts/accounts.repository.ts';

/**
 * The data-changing commands of the command-line tools. The CLI runs them on the database itself when no
 * server owns it, and the server runs them when the CLI hands them over (see db/owner.ts): one code path.
 */
export async function runCommand(db: Db, command: OwnerCommand): Promise<OwnerReply> {
  switch (command.name) {
    case 'user:staff': {
      const username = command.args[0] ?? '';
      const promoted = await promoteToStaff(db, username);
      if (!promoted) return { code: 1, message: `Aucun utilisateur « ${username} ».` };
      return { code: 0, message: `« ${promoted} » fait maintenant partie de l'équipe (staff).` };
    }
    default:
      return { code: 2, message: `Commande inconnue : ${command.name}` };
  }
}
