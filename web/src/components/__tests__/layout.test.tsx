import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../testing/render-markup.tsx';
import { Grid, Inline, Stack } from '../layout.tsx';

describe('the layout helpers', () => {
  it('render the element `as` names, so a checkbox inside <Inline as="label"> is labelled', () => {
    expect(renderMarkup(<Inline as="label" gap={8} />)).toContain('</style><label class=');
    expect(renderMarkup(<Stack as="section" gap={8} />)).toContain('</style><section class=');
    expect(renderMarkup(<Grid as="ul" />)).toContain('</style><ul class=');
    expect(renderMarkup(<Inline as="label" gap={8} />)).not.toContain(' as=');
  });
});
