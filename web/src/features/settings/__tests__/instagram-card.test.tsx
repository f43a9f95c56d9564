import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { InstagramConnectionCard } from '../components/instagram-connection-card.tsx';

const never = () => Promise.reject(new Error('not called in markup'));

describe('the Instagram connection card', () => {
  it('starts at welcome when not connected', () => {
    const text = textOf(
      renderMarkup(
        <InstagramConnectionCard
          connected={false}
          username=""
          onTest={never}
          onDisconnect={never}
          canManage
        />,
      ),
    );
    expect(text).toContain('Get Started Skip for Now');
    expect(text).not.toContain('Instagram Connected');
  });

  it('shows the connected account with Update Connection and Disconnect', () => {
    const text = textOf(
      renderMarkup(
        <InstagramConnectionCard
          connected
          username="studio.nails"
          onTest={never}
          onDisconnect={never}
          canManage
        />,
      ),
    );
    expect(text).toContain('Instagram Connected as @studio.nails Update Connection Disconnect');
    expect(text).not.toContain('Get Started');
  });

  it('shows an assistant the connection without its actions', () => {
    const text = textOf(
      renderMarkup(
        <InstagramConnectionCard
          connected
          username="studio.nails"
          onTest={never}
          onDisconnect={never}
          canManage={false}
        />,
      ),
    );
    expect(text).toContain('Instagram Connected as @studio.nails');
    expect(text).toContain('Only the owner can change the Instagram connection.');
    expect(text).not.toContain('Disconnect');
    expect(text).not.toContain('Get Started');
  });
});
