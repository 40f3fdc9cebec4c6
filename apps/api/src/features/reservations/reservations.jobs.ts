import type { FastifyBaseLogger } from 'fastify';
import type { ReservationsService } from './reservations.service.ts';

/**
 * Expires unpaid reservations past their hold every `intervalMs`. Several processes may run it at
 * once: the expiry claims rows with SKIP LOCKED. Returns a stop function.
 */
export function startReservationExpiry(deps: {
  reservations: ReservationsService;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const n = await deps.reservations.expireDue();
      if (n > 0) deps.log.info({ expired: n }, 'expired unpaid reservations');
    } catch (err) {
      deps.log.error({ err }, 'reservation expiry failed');
    } finally {
      running = false;
    }
  }, deps.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
