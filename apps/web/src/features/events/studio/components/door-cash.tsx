import type { StudioSales } from '@sanza/contracts';
import { Card } from '../../../../components/ui/card.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { formatTimeInZone } from '../door-rules.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.sales;

/** « Espèces encaissées à l'entrée »: tickets and cash per seller, and their total, to count each drawer. */
export function DoorCash({ rows }: { rows: StudioSales['door_cash'] }) {
  const tickets = rows.reduce((sum, row) => sum + row.tickets, 0);
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Card aria-labelledby="door-cash-section" className="space-y-3">
      <div className="space-y-1">
        <h2 id="door-cash-section" className="text-lg font-bold">
          {t.doorCashTitle}
        </h2>
        <p className="text-sm text-muted">{t.doorCashHint}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t.doorCashEmpty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t.sellerColumn}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.ticketsColumn}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.amountColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-800">
            {rows.map((row) => (
              <tr key={row.username}>
                <th scope="row" className="py-2 pr-2 text-left font-semibold break-all">
                  {row.username}
                </th>
                <td className="py-2 text-right tabular-nums">{row.tickets}</td>
                <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatPrice(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink-700 font-bold">
            <tr>
              <th scope="row" className="py-2 text-left">
                {t.total}
              </th>
              <td className="py-2 text-right tabular-nums">{tickets}</td>
              <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{formatPrice(amount)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}

/** « Conflits »: tickets let in on two phones without network, when and by whom each scan was made. */
export function DoorConflicts({
  conflicts,
  timeZone,
}: {
  conflicts: StudioSales['conflicts'];
  timeZone: string;
}) {
  if (conflicts.length === 0) return null;
  const when = (scan: StudioSales['conflicts'][number]['admitted']) =>
    t.conflictWhen(formatTimeInZone(scan.at, timeZone), scan.by, scan.device_id);
  return (
    <Card aria-labelledby="conflicts-section" className="space-y-3">
      <div className="space-y-1">
        <h2 id="conflicts-section" className="flex items-center gap-2 text-lg font-bold">
          {t.conflictsTitle}
          <StatusBadge tone="warning">{conflicts.length}</StatusBadge>
        </h2>
        <p className="text-sm text-muted">{t.conflictsHint}</p>
      </div>
      <ul className="divide-y divide-ink-800 text-sm">
        {conflicts.map((conflict) => (
          <li key={`${conflict.serial_id}-${conflict.refused.at}`} className="space-y-1.5 py-3">
            <p className="break-words">
              <span className="font-semibold">{conflict.holder_name}</span>
              <span className="text-muted">
                {' '}
                · {t.conflictTicket(conflict.ticket_name, conflict.serial_id)}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge tone="success">{t.conflictAdmitted}</StatusBadge>
              <span className="break-all tabular-nums">{when(conflict.admitted)}</span>
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge tone="danger">{t.conflictRefused}</StatusBadge>
              <span className="break-all tabular-nums">{when(conflict.refused)}</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
