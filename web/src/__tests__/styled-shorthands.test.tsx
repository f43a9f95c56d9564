import emotionStyled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import styled from '../../build/styled-shorthands.ts';

// Production builds import build/styled-shorthands.ts for @emotion/styled (web/vite.config.ts):
// it must make the same elements with the same styles as emotion's own entry.
function markup(make: typeof emotionStyled): string {
  const Title = make.h1({ color: 'rebeccapurple', margin: 0 });
  const Note = make('p', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: string }>(({ tone }) => ({
    color: tone,
  }));
  const Shape = make.svg({ width: 10 });
  const Path = make.path({ fill: 'red' });
  const Emphasis = make(Title)({ fontStyle: 'italic' });
  return renderToString(
    <>
      <Title id="t">Hello</Title>
      <Note tone="teal">note</Note>
      <Emphasis as="h2">again</Emphasis>
      <Shape aria-hidden>
        <Path d="M0 0" />
      </Shape>
    </>,
  );
}

describe('styled shorthands made on first use', () => {
  it('render what emotion renders', () => {
    const ours = markup(styled);
    expect(ours).toBe(markup(emotionStyled));
    expect(ours).toContain('<h2');
    expect(ours).not.toContain('tone=');
  });

  it("leave the function's own properties alone", () => {
    expect(styled.bind).toBe(Function.prototype.bind);
  });
});
