import { useParams } from 'react-router';
import { DoorSaleView } from '../features/events/studio/components/door-sale-view.tsx';

/**
 * /studio/events/:serialId/door-sale: « Vente à l'entrée ». No role gate: door staff hold no studio role, and the
 * server accepts the event's door team, its organizer and staff only.
 */
export function StudioEventDoorSalePage() {
  const { serialId = '' } = useParams();
  return <DoorSaleView serialId={serialId} />;
}
