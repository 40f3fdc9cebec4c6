import { ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Scroll distance after which the back-to-top button shows. */
const BACK_TO_TOP_AFTER_PX = 600;

/** The back-to-top button: shows once the reader has scrolled, takes them (and the focus) to the title. */
function BackToTop({ targetId }: { targetId: string }) {
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const goToTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={goToTop}
      aria-label="Revenir en haut de la page"
      title="Revenir en haut de la page"
      className={`fixed right-4 bottom-6 z-30 grid size-12 place-items-center rounded-full bg-accent text-accent-ink shadow-lg shadow-black/40 transition-opacity hover:bg-accent-soft xl:right-84 ${isShown ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      tabIndex={isShown ? 0 : -1}
      aria-hidden={!isShown}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}

type Props = { title: string; updatedOn: string; intro: ReactNode; sections: readonly LegalSection[] };

/** A legal page: title, table of contents with anchors, numbered sections and a back-to-top button. */
export function LegalDocument({ title, updatedOn, intro, sections }: Props) {
  const titleId = 'legal-title';
  return (
    <article className="mx-auto max-w-3xl">
      <header className="border-b border-ink-800 pb-6">
        <h1
          id={titleId}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted">Dernière mise à jour : {updatedOn}</p>
        <div className="mt-4 space-y-3 text-base leading-relaxed text-fg/90">{intro}</div>
      </header>

      <nav
        aria-labelledby="legal-toc-title"
        className="my-8 rounded-2xl border border-ink-800 bg-ink-900/60 p-5"
      >
        <h2 id="legal-toc-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Sommaire
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-9 items-baseline gap-2 rounded-lg py-1 text-fg/90 hover:text-accent"
              >
                <span className="w-6 shrink-0 text-right font-semibold text-accent tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold sm:text-2xl">
              <span className="text-accent">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-relaxed text-fg/85">{section.body}</div>
          </section>
        ))}
      </div>
      <BackToTop targetId={titleId} />
    </article>
  );
}
