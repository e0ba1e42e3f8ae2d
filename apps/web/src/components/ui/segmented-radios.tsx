import { useId } from 'react';

import classes from './segmented-radios.module.css';

export type SegmentedRadiosProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  data: ReadonlyArray<{ value: V; label: string }>;
  'aria-label': string;
  className?: string;
};

/**
 * One of a few options, drawn as Mantine's segmented control is (its sm size, xl radius), from
 * native radio buttons: the arrow keys move the choice and a screen reader names the group.
 * Mantine's own measures its options to slide a floating indicator under the chosen one; on the
 * game centre's first render that made the browser lay the page out inside React's commit, a long
 * task on a phone (decision 075). Here the chosen option has its own background.
 */
export const SegmentedRadios = <V extends string>({
  value,
  onChange,
  data,
  'aria-label': label,
  className,
}: SegmentedRadiosProps<V>) => {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className ? `${classes.root} ${className}` : classes.root}>
      {data.map((option) => (
        <label key={option.value} className={classes.option} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
};
