import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/ui/toast.tsx';
import {
  CompactBudgetMeter,
  useBudgetView,
  warningText,
} from '../../data-budget/components/budget-meter.tsx';
import { getPlayerState, setQuality } from '../store.ts';

const RANK = ['off', 'ok', 'warning', 'saving', 'reached'];
const isSaving = (level: string) => level === 'saving' || level === 'reached';

/**
 * The plan in the bar: « 82 % » over a thin bar while « Mon forfait » is on. When the plan crosses
 * 80 %, 90 % or 100 % while listening, a toast says so once; from 90 % a track playing in Auto switches to Éco
 * where it is (the next ones start in it), and back when the plan has room, by setting Auto again.
 */
export function PlayerBudget({ className = '' }: { className?: string }) {
  const view = useBudgetView();
  const previous = useRef(view.level);
  const text = warningText(view);
  useEffect(() => {
    const before = previous.current;
    previous.current = view.level;
    if (before === view.level) return;
    // Auto means Éco from 90 % and Normal again once the plan has room (raised, renewed): applied where it is.
    if (isSaving(before) !== isSaving(view.level) && getPlayerState().quality === 'auto') setQuality('auto');
    if (RANK.indexOf(view.level) > RANK.indexOf(before) && text) showToast(text, 'info');
  }, [view.level, text]);
  return <CompactBudgetMeter className={className} />;
}
