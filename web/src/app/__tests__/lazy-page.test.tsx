import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { lazyPage } from '../lazy-page.tsx';

function Screen() {
  return <p>the screen</p>;
}

const draw = (Page: () => React.JSX.Element) =>
  renderToString(
    <ErrorBoundary name="test" fallback={<p>failed</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );

describe('lazyPage', () => {
  it('suspends until its code is in, and renders at once after load() (nothing suspends while hydrating)', async () => {
    let calls = 0;
    const Page = lazyPage(async () => {
      calls += 1;
      return Screen;
    });
    expect(draw(Page)).toContain('loading');
    await Page.load();
    expect(draw(Page)).toContain('the screen');
    expect(draw(Page)).not.toContain('loading');
    expect(calls).toBe(1);
  });

  it('loads again after a failed load', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('chunk failed');
      return Screen;
    });
    await expect(Page.load()).rejects.toThrow('chunk failed');
    fail = false;
    await Page.load();
    expect(draw(Page)).toContain('the screen');
  });
});

describe('ErrorBoundary with a reset key', () => {
  it('shows its children again when the key changes', () => {
    const boundary = new ErrorBoundary({ name: 'test', fallback: null, resetKey: '/a', children: null });
    const failed = { ...boundary.state, ...ErrorBoundary.getDerivedStateFromError() };
    expect(ErrorBoundary.getDerivedStateFromProps({ ...boundary.props }, failed)).toBeNull();
    expect(ErrorBoundary.getDerivedStateFromProps({ ...boundary.props, resetKey: '/b' }, failed)).toEqual({
      failed: false,
      resetKey: '/b',
    });
  });
});
