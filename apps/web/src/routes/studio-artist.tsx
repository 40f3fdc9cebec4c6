import { RoleGate } from '../features/studio/components/role-gate.tsx';

export function StudioArtistPage() {
  return (
    <RoleGate needs="artist">
      <h1 className="text-2xl font-extrabold">Profil d'artiste</h1>
    </RoleGate>
  );
}
