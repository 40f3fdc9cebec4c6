import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { formatMegabytes } from '../../../lib/format.ts';
import { isSavingData, useDataBudget } from '../../data-budget/store.ts';
import { bytesAt } from '../cost.ts';
import { QUALITY_BITRATE_KBPS, QUALITY_SETTINGS, type QualitySetting, resolveQuality } from '../quality.ts';
import { setQuality, usePlayer } from '../store.ts';
import { playerTexts } from '../texts.ts';

const texts = playerTexts.quality;

/** The label of a setting: Auto shows what it means on this connection, « Auto (Éco) ». */
export function qualityLabel(setting: QualitySetting): string {
  return setting === 'auto' ? texts.autoNow(texts.options[resolveQuality('auto')]) : texts.options[setting];
}

function hintOf(setting: QualitySetting): string {
  if (setting === 'auto') return texts.autoHint;
  return texts.perHour(formatMegabytes(bytesAt(3600, QUALITY_BITRATE_KBPS[setting])));
}

/**
 * The listening quality: Auto / Éco / Normal / Haute as a radio group, each with what an hour costs. Saved on
 * the device at once; the track playing switches where it is. Reusable wherever the player shows options.
 */
export function QualityControl() {
  const setting = usePlayer((p) => p.quality);
  // Auto's label follows the plan: « Auto (Éco) » once it is nearly spent.
  useDataBudget(isSavingData);
  const isDownload = usePlayer((p) => p.sourceKind === 'download');
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-2 text-sm font-semibold">{texts.legend}</legend>
      {QUALITY_SETTINGS.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-ink-800 has-[:checked]:bg-ink-800"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={setting === option}
            onChange={() => setQuality(option)}
            className="size-4 shrink-0 accent-accent"
          />
          <span className="min-w-0">
            <span className="block text-sm font-medium">{qualityLabel(option)}</span>
            <span className="block text-xs text-muted">{hintOf(option)}</span>
          </span>
        </label>
      ))}
      {isDownload && <p className="px-3 pt-1 text-xs text-muted">{texts.offline}</p>}
    </fieldset>
  );
}

/** A button of the player that opens the quality choice above it (a native popover: Escape or a tap outside closes). */
export function QualityMenuButton({ className = '' }: { className?: string }) {
  const popoverId = useId();
  const setting = usePlayer((p) => p.quality);
  useDataBudget(isSavingData);
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label={`${texts.open} : ${qualityLabel(setting)}`}
        title={`${texts.open} : ${qualityLabel(setting)}`}
        className={`grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-ink-800 hover:text-fg ${className}`}
      >
        <Gauge aria-hidden="true" className="size-5" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={texts.legend}
        className="fixed inset-auto right-2 bottom-24 m-0 w-72 max-w-[calc(100vw-1rem)] rounded-2xl border border-ink-700 bg-ink-900 p-3 text-fg shadow-2xl"
      >
        <QualityControl />
      </div>
    </>
  );
}
