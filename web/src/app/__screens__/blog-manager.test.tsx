// The owner's blog manager (spec §2): a post is created as a draft, published, read on
// /blog/{slug} from the public list, and deleted. Moved here from tests/e2e/dashboard-catalog.test.ts
// (docs/testing.md); the rules judge the owner's writes and the public reads.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicScreen, renderStaffScreen, toastTexts } from '../../testing/screens/render-screen.tsx';
import { AppRoutes } from '../routes.tsx';

const toastSays = (text: string) =>
  waitFor(() =>
    expect(
      toastTexts('success').some((t) => t.includes(text)),
      `a toast saying ${text}`,
    ).toBe(true),
  );

describe('blog manager', () => {
  it('a blog post: created as a draft, published, shown on /blog/{slug}, deleted', async () => {
    const run = Date.now();
    const title = `Screens Post ${run}`;
    const owner = await renderStaffScreen('/dashboard/blog');
    const ownerScreen = within(owner.view.container);
    const { user } = owner;
    await user.click(await ownerScreen.findByRole('button', { name: 'New Post' }));
    const dialog = within(await ownerScreen.findByRole('dialog', { name: 'Create New Post' }));
    await user.type(dialog.getByLabelText('Title'), title);
    await user.type(dialog.getByLabelText('Content (HTML)'), '<p>Hello <strong>world</strong></p>');
    await user.click(dialog.getByRole('button', { name: 'Create Post' }));
    await toastSays('Blog post created successfully');
    const row = () => {
      const found = [...owner.view.container.querySelectorAll('li')].find((li) =>
        li.textContent?.includes(title),
      );
      if (!found) throw new Error(`no row for ${title}`);
      return within(found);
    };
    await waitFor(() => expect(row().getByText('Not yet')).toBeTruthy());
    await user.click(row().getByRole('button', { name: /^Edit/ }));
    const edit = within(await ownerScreen.findByRole('dialog', { name: 'Edit Post' }));
    expect(edit.getByLabelText<HTMLInputElement>('Slug').value).toBe(`screens-post-${run}`);
    await user.selectOptions(edit.getByLabelText('Status'), 'published');
    await user.click(edit.getByRole('button', { name: 'Update Post' }));
    await toastSays('Blog post updated successfully');
    await waitFor(() => expect(row().queryByText('Not yet')).toBeNull());

    // A visitor finds it on /blog and opens it.
    const reader = await renderPublicScreen('/*', '/blog', <AppRoutes />);
    const readerScreen = within(reader.view.container);
    await reader.user.click(await within(readerScreen.getByRole('main')).findByRole('link', { name: title }));
    await within(readerScreen.getByRole('main')).findByRole('heading', { level: 1, name: title });
    expect(readerScreen.getByRole('main').textContent).toContain('Hello world');

    await user.click(row().getByRole('button', { name: /^Delete/ }));
    const confirm = within(await ownerScreen.findByRole('dialog', { name: 'Delete post?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await toastSays('Blog post deleted successfully');
    await waitFor(() => expect(() => row()).toThrow());
  });
});
