import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { SegmentedRadios } from './segmented-radios';

const DATA = [
  { value: 'ALL', label: 'All' },
  { value: 'HOT', label: 'Hot' },
  { value: 'NEW', label: 'New' },
] as const;

const Harness = () => {
  const [value, setValue] = useState<(typeof DATA)[number]['value']>('ALL');
  return <SegmentedRadios value={value} onChange={setValue} data={DATA} aria-label="Show" />;
};

describe('SegmentedRadios', () => {
  it('should be a named group of radios, one chosen, moved by a click and by the arrow keys', async () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByText('Hot'));
    expect(screen.getByRole('radio', { name: 'Hot' })).toBeChecked();
    expect(screen.getByText('Hot').closest('label')).toHaveAttribute('data-active');
    expect(screen.getByText('All').closest('label')).not.toHaveAttribute('data-active');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
  });
});
