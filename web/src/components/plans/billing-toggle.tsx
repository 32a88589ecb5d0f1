import { useLayoutEffect, useRef } from 'react';
import { ANNUAL_SAVING, BILLING_INTERVALS, type BillingInterval } from '#shared/pricing';
import './plans.css';

const LABELS: Record<BillingInterval, string> = { monthly: 'Monthly', annual: 'Annual' };

export interface BillingToggleProps {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}

/**
 * The Monthly/Annual switch of the plan popup (spec sections 2 and 4), with "Save 50%" beside
 * Annual. Two native radio buttons: arrow keys move between them, and the tag is part of the name.
 */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // On a pre-rendered page a visitor can choose before the code arrives (the browser checks the
  // radio by itself): the prices follow that choice, never the other way round.
  useLayoutEffect(() => {
    const chosen = fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (chosen && chosen !== value && (BILLING_INTERVALS as readonly string[]).includes(chosen)) onChange(chosen as BillingInterval);
    // Once, as the toggle appears; afterwards React keeps the radios and the value together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={fieldset} className="billing-toggle">
      <legend className="visually-hidden">Billing period</legend>
      {BILLING_INTERVALS.map((interval) => (
        <label key={interval} className="billing-toggle__option">
          <input
            type="radio"
            name="billing-interval"
            className="billing-toggle__input"
            value={interval}
            checked={value === interval}
            data-autofocus={value === interval ? true : undefined}
            onChange={() => onChange(interval)}
          />
          <span className="billing-toggle__label">
            {LABELS[interval]}
            {interval === 'annual' ? (
              <>
                {' '}
                <span className="billing-toggle__tag">{ANNUAL_SAVING}</span>
              </>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
