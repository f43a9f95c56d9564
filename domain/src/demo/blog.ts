import type { BlogPost } from '../schemas/blog.ts';
import type { DemoClock } from './time.ts';

export function demoBlogPosts(clock: DemoClock, authorId: string): Record<string, BlogPost> {
  const post = (p: Omit<BlogPost, 'author_id' | 'featured_image'>): BlogPost => ({
    ...p,
    author_id: authorId,
    featured_image: null,
  });
  return {
    'post-gel-care': post({
      title: 'How to Make Your Gel Manicure Last Three Weeks',
      slug: 'how-to-make-your-gel-manicure-last-three-weeks',
      excerpt: 'Five small habits that keep gel colour chip-free until your next visit.',
      content:
        '<p>Gel polish is tough, but a few habits make the difference between ten days and three weeks.</p>' +
        '<h2>1. Oil your cuticles daily</h2><p>Dry cuticles pull at the edges of the gel. A drop of oil at night keeps them supple.</p>' +
        '<h2>2. Wear gloves for chores</h2><p>Hot water and detergents soften the bond. Gloves are the cheapest top coat there is.</p>' +
        '<h2>3. Never peel</h2><p>Peeling takes layers of your natural nail with it. Book a soak-off instead.</p>',
      category: 'Nail Care',
      status: 'published',
      tags: ['gel', 'aftercare', 'tips'],
      created_at: clock.ago(40),
      published_at: clock.ago(38),
      read_time_minutes: 4,
    }),
    'post-fall-colours': post({
      title: 'Fall Colour Trends We Love',
      slug: 'fall-colour-trends-we-love',
      excerpt: 'Burgundy, olive and a surprising chrome: the shades our clients are asking for.',
      content:
        '<p>Every season has its palette. This one is warm, deep and a little bit shiny.</p>' +
        '<ul><li><strong>Merlot</strong>: the classic, in gel or regular polish.</li>' +
        '<li><strong>Olive</strong>: earthy and unexpectedly flattering.</li>' +
        '<li><strong>Bronze chrome</strong>: our chrome powder over a dark base.</li></ul>',
      category: 'Trends',
      status: 'published',
      tags: ['trends', 'colour', 'fall'],
      created_at: clock.ago(20),
      published_at: clock.ago(18),
      read_time_minutes: 3,
    }),
    'post-acrylic-vs-gelx': post({
      title: 'Acrylic or Gel-X? Choosing Your Extensions',
      slug: 'acrylic-or-gel-x-choosing-your-extensions',
      excerpt: 'Strength, feel, upkeep and removal compared, so you can choose before you book.',
      content:
        '<p>Both give you length. They differ in how they feel and how they come off.</p>' +
        '<h2>Acrylic</h2><p>Strongest for long lengths; needs a fill every two to three weeks.</p>' +
        '<h2>Gel-X</h2><p>Lighter and flexible; soaks off gently in about twenty minutes.</p>',
      category: 'Extensions',
      status: 'published',
      tags: ['extensions', 'acrylic', 'gel-x'],
      created_at: clock.ago(6),
      published_at: clock.ago(5),
      read_time_minutes: 5,
    }),
    'post-holiday-draft': post({
      title: 'Holiday Nail Art Ideas',
      slug: 'holiday-nail-art-ideas',
      excerpt: 'Draft: snowflakes, velvet and gold foil.',
      content: '<p>Work in progress: add photos from the December sets.</p>',
      category: 'Nail Art',
      status: 'draft',
      tags: ['holiday', 'nail art'],
      created_at: clock.ago(2),
      published_at: null,
      read_time_minutes: null,
    }),
    'post-summer-archived': post({
      title: 'Summer Pedicure Checklist',
      slug: 'summer-pedicure-checklist',
      excerpt: 'Sandal season preparation, from last summer.',
      content: '<p>Exfoliate, moisturise and pick a bright shade.</p>',
      category: 'Pedicure',
      status: 'archived',
      tags: ['pedicure', 'summer'],
      created_at: clock.ago(150),
      published_at: clock.ago(148),
      read_time_minutes: 2,
    }),
  };
}
