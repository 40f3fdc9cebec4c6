import { musicTexts } from '../texts.ts';

/** The explicit-lyrics mark: a boxed 'E', read out as 'Explicite'. */
export function ExplicitBadge() {
  return (
    <span
      title={musicTexts.explicit}
      className="inline-grid size-5 shrink-0 place-items-center rounded bg-ink-600 text-[0.65rem] font-bold text-fg"
    >
      <span aria-hidden="true">E</span>
      <span className="sr-only">{musicTexts.explicit}</span>
    </span>
  );
}
