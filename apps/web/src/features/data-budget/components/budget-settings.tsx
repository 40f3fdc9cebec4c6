import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { BUDGET_MAX_MB, BUDGET_MIN_MB, budgetError, DOWNLOAD_POLICIES, renewalDayError } from '../budget.ts';
import { saveBudgetSettings, useDataBudget } from '../store.ts';
import { budgetTexts } from '../texts.ts';
import { BudgetMeter } from './budget-meter.tsx';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * « Mon forfait » on the profile: the switch (saved at once), then the budget, the renewal day and
 * what downloads do, saved with « Enregistrer », and the meter. Everything stays on this device.
 */
export function DataBudgetSection() {
  const id = useId();
  const settings = useDataBudget((b) => b.settings);
  const [megabytes, setMegabytes] = useState(String(settings.megabytes));
  const [renewalDay, setRenewalDay] = useState(String(settings.renewalDay));
  const [downloads, setDownloads] = useState(settings.downloads);
  const [errors, setErrors] = useState<{ megabytes?: string; renewalDay?: string }>({});
  const [isSaved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const budget = Number(megabytes.trim().replace(/\s/g, '').replace(',', '.'));
    const day = Number(renewalDay);
    const next = {
      megabytes: budgetError(budget) ?? undefined,
      renewalDay: renewalDayError(day) ?? undefined,
    };
    setErrors(next);
    if (next.megabytes || next.renewalDay) return setSaved(false);
    saveBudgetSettings({ megabytes: budget, renewalDay: day, downloads });
    setSaved(true);
  };

  return (
    <Card aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl space-y-4" data-testid="data-budget">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {budgetTexts.title}
      </h2>
      <p className="text-sm text-muted">{budgetTexts.intro}</p>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="text-sm font-medium">{budgetTexts.enable}</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={settings.isEnabled}
          checked={settings.isEnabled}
          onChange={(event) => saveBudgetSettings({ isEnabled: event.target.checked })}
          className="size-5 shrink-0 accent-accent"
        />
      </label>
      {settings.isEnabled && (
        <>
          <BudgetMeter />
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-budget`}
                label={budgetTexts.budget}
                hint={budgetTexts.budgetHint}
                inputMode="numeric"
                min={BUDGET_MIN_MB}
                max={BUDGET_MAX_MB}
                value={megabytes}
                error={errors.megabytes}
                onChange={(event) => {
                  setMegabytes(event.target.value);
                  setSaved(false);
                }}
              />
              <SelectField
                id={`${id}-day`}
                label={budgetTexts.renewalDay}
                value={renewalDay}
                error={errors.renewalDay}
                onChange={(event) => {
                  setRenewalDay(event.target.value);
                  setSaved(false);
                }}
              >
                {DAYS.map((day) => (
                  <option key={day} value={day}>
                    {budgetTexts.dayOption(day)}
                  </option>
                ))}
              </SelectField>
            </div>
            <p className="-mt-2 text-xs text-muted">{budgetTexts.renewalDayHint}</p>
            <fieldset className="space-y-1">
              <legend className="mb-1.5 text-sm font-medium">{budgetTexts.downloads}</legend>
              {DOWNLOAD_POLICIES.map((policy) => (
                <label
                  key={policy}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 hover:bg-ink-800 has-[:checked]:bg-ink-800"
                >
                  <input
                    type="radio"
                    name={`${id}-downloads`}
                    value={policy}
                    checked={downloads === policy}
                    onChange={() => {
                      setDownloads(policy);
                      setSaved(false);
                    }}
                    className="size-4 shrink-0 accent-accent"
                  />
                  <span className="text-sm">{budgetTexts.policies[policy]}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">{budgetTexts.save}</Button>
              {isSaved && (
                <p role="status" className="text-sm text-emerald-300">
                  {budgetTexts.saved}
                </p>
              )}
            </div>
          </form>
          <p className="text-xs text-muted">{budgetTexts.measured}</p>
        </>
      )}
    </Card>
  );
}
