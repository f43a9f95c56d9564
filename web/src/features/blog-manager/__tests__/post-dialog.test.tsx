import { imageAccept } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { WithFirebase } from '../../../testing/firebase-providers.tsx';
import { renderMarkup } from '../../../testing/render-markup.tsx';
import { PostDialog } from '../components/post-dialog.tsx';

describe('the post dialog', () => {
  it('has an 8-row HTML content field, a 2-row excerpt, a status choice and images only', () => {
    const html = renderMarkup(
      <WithFirebase>
        <PostDialog open post={null} otherSlugs={[]} onClose={() => {}} />
      </WithFirebase>,
    );
    expect(html).toContain('Create New Post');
    expect(html).toMatch(/<textarea[^>]*rows="8"/);
    expect(html).toMatch(/<textarea[^>]*rows="2"/);
    expect(html).toMatch(/<option value="draft">Draft<\/option>/);
    // Images only, the types storage.rules accept (no SVG).
    expect(html).toContain(`accept="${imageAccept}"`);
    expect(imageAccept).not.toContain('svg');
    expect(html).toContain('Leave empty to build it from the title.');
  });
});
