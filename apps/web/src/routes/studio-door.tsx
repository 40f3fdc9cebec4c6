import { DoorPage } from '../features/door/components/door-page.tsx';

/** 'Contrôle des billets' at the door: the phone scanner, working without network (login required). */
export function StudioDoorPage() {
  return <DoorPage />;
}
