import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioSongUploadPage() {
  return (
    <RoleGate needs="artist">
      <h1 className="text-2xl font-extrabold">Envoyer une chanson</h1>
    </RoleGate>
  );
}
