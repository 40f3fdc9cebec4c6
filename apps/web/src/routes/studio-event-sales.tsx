import { useParams } from 'react-router';
import { SalesView } from '../features/events/studio/components/sales-view.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/events/:serialId/sales: the event's sales, chart and attendees export. */
export function StudioEventSalesPage() {
  const { serialId = '' } = useParams();
  return (
    <RoleGate needs="organizer">
      <SalesView serialId={serialId} />
    </RoleGate>
  );
}
