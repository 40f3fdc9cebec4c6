import type { Category } from '@sanza/contracts';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';

/** Label of the tile that clears the category filter. */
export const ALL_CATEGORIES_LABEL = 'Toutes';
const ALL_CATEGORIES_DESCRIPTION = 'Tous les événements';

type Props = {
  categories: readonly Category[];
  /** The selected category's serial_id, or null for all. */
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  /** Shows tile skeletons while the categories load. */
  isLoading?: boolean;
};

type TileProps = { label: string; description: string; isSelected: boolean; onClick: () => void };

function Tile({ label, description, isSelected, onClick }: TileProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onClick}
      className={`flex h-full w-full flex-col rounded-xl border px-3 py-2.5 text-left transition-colors ${
        isSelected
          ? 'border-accent bg-accent/15 shadow-[inset_0_0_0_1px_var(--color-accent)]'
          : 'border-ink-700 bg-ink-900 hover:border-ink-600 hover:bg-ink-800'
      }`}
    >
      <span className={`text-sm font-semibold ${isSelected ? 'text-accent' : 'text-fg'}`}>{label}</span>
      {/* Hidden from the accessible name so tiles are announced by their category alone. */}
      <span aria-hidden="true" className="mt-0.5 line-clamp-1 text-xs text-muted">
        {description}
      </span>
    </button>
  );
}

/** 'Catégories Populaires': one toggle tile per category plus 'Toutes', which clears the filter. */
export function CategoryFilter({ categories, selected, onSelect, isLoading = false }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-2 @md:grid-cols-3 @4xl:grid-cols-6">
      <li>
        <Tile
          label={ALL_CATEGORIES_LABEL}
          description={ALL_CATEGORIES_DESCRIPTION}
          isSelected={selected === null}
          onClick={() => onSelect(null)}
        />
      </li>
      {isLoading
        ? Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
            <li key={i} aria-hidden="true">
              <SkeletonBar className="h-15 rounded-xl" />
            </li>
          ))
        : categories.map((category) => (
            <li key={category.serial_id}>
              <Tile
                label={category.name}
                description={category.description}
                isSelected={selected === category.serial_id}
                onClick={() => onSelect(category.serial_id)}
              />
            </li>
          ))}
    </ul>
  );
}
