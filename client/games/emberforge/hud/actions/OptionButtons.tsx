import type { ReactNode } from 'react';

interface Props<T extends string | number> {
  options: readonly T[];
  value: T | undefined | null;
  onChange: (value: T) => void;
  label: (value: T) => ReactNode;
  disabled?: (value: T) => boolean;
  testPrefix: string;
}

/** One choice among a few (zones, materials, commission slots) as toggle buttons. */
export function OptionButtons<T extends string | number>({ options, value, onChange, label, disabled, testPrefix }: Props<T>) {
  return (
    <div className="row">
      {options.map((o) => (
        <button
          key={String(o)}
          type="button"
          className="btn small"
          aria-pressed={value === o}
          disabled={disabled?.(o) ?? false}
          onClick={() => onChange(o)}
          data-testid={`${testPrefix}-${o}`}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}
